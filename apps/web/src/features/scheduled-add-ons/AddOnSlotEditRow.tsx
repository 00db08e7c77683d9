import { type ScheduledAddOnElement, SERVING_TEMPERATURES } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { FormProvider, useForm } from 'react-hook-form';
import { AllergensField } from '../../components/form/AllergensField';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { UnsavedChangesPrompt } from '../../components/UnsavedChangesPrompt';
import { useContainerTypes } from '../../lib/reference-data';
import { ADD_ON_ACTIONS } from './messages';
import { type SlotEditValues, slotEditSchema, slotEditValues } from './slot-edit-form';

const temperatureOptions = SERVING_TEMPERATURES.map((temp) => ({ value: temp, label: temp }));
const CELL = { verticalAlign: 'top' } as const;

/** A filled slot being edited in place (spec 2.10 Edit/Save): the snapshot's own fields. */
export function AddOnSlotEditRow(props: {
  slotName: string;
  row: ScheduledAddOnElement;
  busy: boolean;
  onSave: (values: SlotEditValues) => void;
  onCancel: () => void;
}) {
  const containers = namedOptions(useContainerTypes().data);
  const form = useForm<SlotEditValues>({
    resolver: zodResolver(slotEditSchema),
    defaultValues: slotEditValues(props.row),
  });
  const { register, handleSubmit, formState } = form;
  const save = handleSubmit(props.onSave);
  const text = (name: 'name' | 'ingredients' | 'method', label: string, multiline: boolean) => {
    const error = formState.errors[name]?.message;
    return (
      <TextField
        {...register(name)}
        size="small"
        fullWidth
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { 'aria-label': label } }}
      />
    );
  };

  return (
    <FormProvider {...form}>
      <TableRow selected>
        <TableCell sx={CELL}>
          {props.slotName}
          <UnsavedChangesPrompt when={formState.isDirty} />
        </TableCell>
        <TableCell sx={{ ...CELL, minWidth: 180 }}>{text('name', 'Element name', false)}</TableCell>
        <TableCell sx={{ ...CELL, minWidth: 220 }}>
          {text('ingredients', 'Ingredients', true)}
        </TableCell>
        <TableCell sx={{ ...CELL, minWidth: 220 }}>{text('method', 'Method', true)}</TableCell>
        <TableCell sx={{ ...CELL, minWidth: 140 }}>
          <SelectField<SlotEditValues>
            name="servingTemp"
            label="Serving Temperature"
            hideLabel
            size="small"
            emptyLabel="None"
            options={temperatureOptions}
          />
        </TableCell>
        <TableCell sx={{ ...CELL, minWidth: 300 }}>
          <AllergensField />
        </TableCell>
        <TableCell sx={{ ...CELL, minWidth: 150 }}>
          <SelectField<SlotEditValues>
            name="containerTypeId"
            label="Container"
            hideLabel
            size="small"
            emptyLabel="None"
            options={containers}
          />
        </TableCell>
        <TableCell align="right" sx={CELL}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
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
