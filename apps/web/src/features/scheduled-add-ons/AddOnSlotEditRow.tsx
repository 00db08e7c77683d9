import { SERVING_TEMPERATURES } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { AllergensField } from '../../components/form/AllergensField';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useContainerTypes } from '../../lib/reference-data';
import { ADD_ON_ACTIONS } from './messages';
import { type SlotEditValues, slotEditSchema } from './slot-edit-form';
import { ACTIONS_CELL, SLOT_COLUMNS, SLOT_NAME_CELL, TOP_CELL } from './slot-table-layout';

const temperatureOptions = SERVING_TEMPERATURES.map((temp) => ({ value: temp, label: temp }));

/** The fields between the slot name and the actions: one cell, laid out as a small form. */
const FIELD_COLUMNS = SLOT_COLUMNS.length - 1;

/**
 * A slot being edited in place (spec 2.10 Edit/Save): the snapshot's own fields, or a
 * catalogue element's copy about to fill the slot (`unsaved`). The fields take the width
 * of the element's columns and wrap inside it, so Save and Cancel stay in their column.
 */
export function AddOnSlotEditRow(props: {
  slotName: string;
  defaults: SlotEditValues;
  /** Nothing of it is saved yet: leaving asks first even before a field is changed. */
  unsaved?: boolean;
  busy: boolean;
  onSave: (values: SlotEditValues) => void;
  onCancel: () => void;
}) {
  const containers = namedOptions(useContainerTypes().data);
  const form = useForm<SlotEditValues>({
    resolver: zodResolver(slotEditSchema),
    defaultValues: props.defaults,
  });
  const { register, handleSubmit, formState, setFocus } = form;
  // The keyboard starts in the form. After the element picker, the closing dialog first
  // hands the focus back to its (now gone) Add One button: focus once it is done.
  useEffect(() => {
    const timer = setTimeout(() => setFocus('name'));
    return () => clearTimeout(timer);
  }, [setFocus]);
  const save = handleSubmit(props.onSave);
  const text = (name: 'name' | 'ingredients' | 'method', label: string, multiline: boolean) => {
    const error = formState.errors[name]?.message;
    return (
      <TextField
        {...register(name)}
        label={label}
        size="small"
        fullWidth
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        maxRows={multiline ? 6 : undefined}
        error={Boolean(error)}
        helperText={error}
      />
    );
  };

  return (
    <FormProvider {...form}>
      <TableRow>
        <TableCell
          component="th"
          scope="row"
          sx={{
            ...SLOT_NAME_CELL,
            boxShadow: (theme) => `inset 3px 0 ${theme.palette.primary.main}`,
          }}
        >
          {props.slotName}
          <UnsavedChangesPrompt when={formState.isDirty || Boolean(props.unsaved)} />
        </TableCell>
        <TableCell colSpan={FIELD_COLUMNS} sx={TOP_CELL}>
          <Box
            component="fieldset"
            sx={{
              border: 0,
              m: 0,
              p: 0,
              pt: 0.5,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
            }}
          >
            <Box sx={{ gridColumn: 'span 2' }}>{text('name', 'Element name', false)}</Box>
            <Box sx={{ gridColumn: 'span 2' }}>
              <SelectField<SlotEditValues>
                name="servingTemp"
                label="Serving Temperature"
                size="small"
                emptyLabel="None"
                options={temperatureOptions}
              />
            </Box>
            <Box sx={{ gridColumn: 'span 2' }}>
              <SelectField<SlotEditValues>
                name="containerTypeId"
                label="Container"
                size="small"
                emptyLabel="None"
                options={containers}
              />
            </Box>
            <Box sx={{ gridColumn: 'span 3' }}>{text('ingredients', 'Ingredients', true)}</Box>
            <Box sx={{ gridColumn: 'span 3' }}>{text('method', 'Method', true)}</Box>
            <Box sx={{ gridColumn: 'span 6' }}>
              <AllergensField size="small" />
            </Box>
          </Box>
        </TableCell>
        <TableCell align="right" sx={ACTIONS_CELL}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 0.5 }}>
            <Button
              size="small"
              variant="contained"
              disabled={props.busy}
              onClick={() => void save()}
            >
              {ADD_ON_ACTIONS.save}
            </Button>
            <Button size="small" disabled={props.busy} onClick={props.onCancel}>
              {ADD_ON_ACTIONS.cancel}
            </Button>
          </Stack>
        </TableCell>
      </TableRow>
    </FormProvider>
  );
}
