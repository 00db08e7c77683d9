import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import type { MenuFormValues } from './menu-form-values';
import { useAutomatedDescription } from './useAutomatedDescription';

/**
 * The description and its 'Automate Description' switch (spec 4): typing turns automation
 * off, turning it off clears the text, turning it on fetches a generated one.
 */
export function MenuDescriptionField() {
  const { control, setValue } = useFormContext<MenuFormValues>();
  const description = useController({ control, name: 'description' });
  const automated = useController({ control, name: 'isDescriptionAutomated' });
  const { generateNow } = useAutomatedDescription();
  const disabled = Boolean(description.field.disabled);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        label="Automate Description"
        disabled={disabled}
        control={
          <Switch
            checked={automated.field.value}
            onChange={(event) => {
              automated.field.onChange(event.target.checked);
              if (event.target.checked) generateNow();
              else setValue('description', '', { shouldDirty: true });
            }}
          />
        }
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label="Description"
        name={description.field.name}
        value={description.field.value}
        inputRef={description.field.ref}
        onBlur={description.field.onBlur}
        onChange={(event) => {
          description.field.onChange(event.target.value);
          if (automated.field.value) automated.field.onChange(false);
        }}
        disabled={disabled}
        error={Boolean(description.fieldState.error)}
        helperText={description.fieldState.error?.message}
      />
    </Stack>
  );
}
