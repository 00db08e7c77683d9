import type { ScheduledElementAlternative } from '@catering/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { readDraft, useFormDraft } from '../../components/dialog-draft';
import { MultiSelectField } from '../../components/form/MultiSelectField';
import { namedOptions } from '../../components/form/SelectField';
import { useAllergens } from '../../lib/reference-data';
import { SCHEDULED_MENU_TEXTS } from './messages';

interface AlternativeDialogProps {
  elementName: string;
  alternative: ScheduledElementAlternative | null;
  disabled: boolean;
  /** null removes the alternative. */
  onSave: (alternative: ScheduledElementAlternative | null) => void;
  onClose: () => void;
}

const EMPTY: ScheduledElementAlternative = {
  name: '',
  ingredients: '',
  method: '',
  allergenIds: [],
};

const hasDetails = (values: ScheduledElementAlternative) =>
  Boolean(values.ingredients.trim() || values.method.trim() || values.allergenIds.length);

/**
 * What is served instead of the element to those who cannot have it: name, ingredients,
 * method and allergens. Its own small form: nothing reaches the menu until Save; Enter in
 * the name saves. Mounted only while open; Escape keeps what was typed for the next opening. No <form> element: the dialog sits inside the editor's form in React's
 * tree, and a submit would bubble to it.
 */
export function AlternativeDialog(props: AlternativeDialogProps) {
  const titleId = useId();
  const initial = props.alternative ?? EMPTY;
  const draftKey = `alternative:${props.elementName}:${JSON.stringify(initial)}`;
  const form = useForm<ScheduledElementAlternative>({
    defaultValues: readDraft<ScheduledElementAlternative>(draftKey) ?? initial,
    disabled: props.disabled,
  });
  const { discard } = useFormDraft(draftKey, () => form.getValues(), initial);
  const allergenOptions = namedOptions(useAllergens().data);
  const save = form.handleSubmit((values) => {
    const name = values.name.trim();
    // An alternative without a name would print as nothing: an empty one counts as none,
    // but one whose ingredients, method or allergens were typed asks for its name rather
    // than losing them.
    if (!name && hasDetails(values)) {
      form.setError('name', { message: SCHEDULED_MENU_TEXTS.alternativeNameRequired });
      return;
    }
    discard();
    props.onSave(name ? { ...values, name } : null);
  });
  const nameError = form.formState.errors.name?.message;

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Alternative for {props.elementName}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              fullWidth
              label="Name"
              error={Boolean(nameError)}
              helperText={nameError}
              {...form.register('name')}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Saves the alternative, and keeps the editor's own form from seeing a submit.
                event.preventDefault();
                void save();
              }}
            />
            <TextField
              fullWidth
              multiline
              minRows={2}
              label="Ingredients"
              {...form.register('ingredients')}
            />
            <TextField
              fullWidth
              multiline
              minRows={2}
              label="Method"
              {...form.register('method')}
            />
            <MultiSelectField<ScheduledElementAlternative>
              name="allergenIds"
              label="Allergens"
              options={allergenOptions}
            />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        {props.alternative && !props.disabled && (
          <Button
            color="error"
            onClick={() => {
              discard();
              props.onSave(null);
            }}
            sx={{ mr: 'auto' }}
          >
            Remove alternative
          </Button>
        )}
        <Button
          onClick={() => {
            discard();
            props.onClose();
          }}
        >
          {props.disabled ? 'Close' : 'Cancel'}
        </Button>
        {!props.disabled && (
          <Button variant="contained" onClick={() => void save()}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
