import { type AddOnType, WEEKDAYS, type Weekday } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useAddOnTypes } from '../../../lib/reference-data';
import { newAddOnValues, type ScheduleFormValues, weekdayLabel } from './schedule-form-values';

/** Catalogue spec 9: the add-on offered first. */
export const DEFAULT_ADD_ON_TYPE = 'Soup';

/**
 * Recurring add-ons per weekday (beta): an add-on type with a quantity and price per unit
 * for each of its slots, enabled or not, or removed. They are written when Update is
 * confirmed, before the schedule is applied.
 */
export function RecurringAddOnsSection() {
  const { control } = useFormContext<ScheduleFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'addOns', keyName: 'key' });
  const types = useAddOnTypes().data ?? [];
  const entries = fields.map((field, index) => ({ key: field.key, day: field.day, index }));

  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {WEEKDAYS.map((day) => (
        <WeekdayAddOns
          key={day}
          day={day}
          types={types}
          indexes={entries.filter((entry) => entry.day === day)}
          onAdd={(type) => append(newAddOnValues(day, type))}
          onRemove={remove}
        />
      ))}
    </Stack>
  );
}

interface WeekdayAddOnsProps {
  day: Weekday;
  types: readonly AddOnType[];
  indexes: { key: string; index: number }[];
  onAdd: (type: AddOnType) => void;
  onRemove: (index: number) => void;
}

function WeekdayAddOns({ day, types, indexes, onAdd, onRemove }: WeekdayAddOnsProps) {
  const { control, formState } = useFormContext<ScheduleFormValues>();
  const addOns = useWatch({ control, name: 'addOns' });
  const disabled = Boolean(formState.disabled);
  const used = new Set(indexes.map(({ index }) => addOns[index]?.addOnTypeId));
  const free = types.filter((type) => !used.has(type.id));
  const preferred = free.find((type) => type.name === DEFAULT_ADD_ON_TYPE) ?? free[0];
  const [chosenId, setChosenId] = useState('');
  const chosen = free.find((type) => type.id === chosenId) ?? preferred;
  const dayName = weekdayLabel(day);

  return (
    <Box component="section" aria-label={`Add Ons on ${dayName}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, width: 120 }}>
          {dayName}
        </Typography>
        <TextField
          select
          size="small"
          label="Add On Type"
          value={chosen?.id ?? ''}
          onChange={(event) => setChosenId(event.target.value)}
          disabled={disabled || free.length === 0}
          sx={{ maxWidth: 220 }}
        >
          {free.map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          startIcon={<AddIcon />}
          aria-label={`Add an add-on on ${dayName}`}
          disabled={disabled || !chosen}
          onClick={() => {
            if (!chosen) return;
            onAdd(chosen);
            setChosenId('');
          }}
        >
          Add
        </Button>
      </Stack>
      {indexes.length > 0 && (
        <Stack spacing={1.5}>
          {indexes.map(({ key, index }) => (
            <RecurringAddOnCard key={key} index={index} onRemove={() => onRemove(index)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function RecurringAddOnCard({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, register, formState, getValues } = useFormContext<ScheduleFormValues>();
  const addOn = getValues(`addOns.${index}`);
  const enabled = useWatch({ control, name: `addOns.${index}.shouldServeOnDay` });
  const disabled = Boolean(formState.disabled);
  const errors = formState.errors.addOns?.[index];
  const title = `${addOn.addOnTypeName} on ${weekdayLabel(addOn.day)}`;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: 1.5, opacity: enabled ? 1 : 0.7 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{addOn.addOnTypeName}</Typography>
        <Controller
          control={control}
          name={`addOns.${index}.shouldServeOnDay`}
          render={({ field }) => (
            <FormControlLabel
              label="Enabled"
              disabled={disabled}
              control={
                <Switch
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
            />
          )}
        />
        <IconButton aria-label={`Remove ${title}`} disabled={disabled} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
      {errors?.addOnTypeId?.message && (
        <Typography color="error" variant="body2">
          {errors.addOnTypeId.message}
        </Typography>
      )}
      <Table size="small" aria-label={`Slots of ${title}`}>
        <TableHead>
          <TableRow>
            <TableCell>Slot</TableCell>
            <TableCell sx={{ width: 220 }}>Quantity</TableCell>
            <TableCell sx={{ width: 300 }}>Price Per Unit</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {addOn.slots.map((slot, slotIndex) => {
            const slotErrors = errors?.slots?.[slotIndex];
            return (
              <TableRow key={slot.id}>
                <TableCell component="th" scope="row">
                  {slot.name}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    size="small"
                    type="number"
                    error={Boolean(slotErrors?.quantity)}
                    helperText={slotErrors?.quantity?.message}
                    slotProps={{
                      htmlInput: { 'aria-label': `Quantity, ${slot.name}`, min: 1, step: 1 },
                    }}
                    {...register(`addOns.${index}.slots.${slotIndex}.quantity`)}
                  />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <TextField
                    size="small"
                    type="number"
                    error={Boolean(slotErrors?.pricePerUnit)}
                    helperText={slotErrors?.pricePerUnit?.message}
                    slotProps={{
                      htmlInput: {
                        'aria-label': `Price Per Unit, ${slot.name}`,
                        min: 0,
                        step: 0.01,
                        inputMode: 'decimal',
                      },
                    }}
                    {...register(`addOns.${index}.slots.${slotIndex}.pricePerUnit`)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
