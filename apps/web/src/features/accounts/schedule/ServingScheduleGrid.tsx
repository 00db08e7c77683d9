import type { Weekday } from '@catering/domain';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { namedOptions, SelectField } from '../../../components/form/SelectField';
import { useServiceTypeOptions } from '../../../lib/reference-data';
import {
  SCHEDULE_ACTIONS,
  type ScheduleAction,
  type ScheduleFormValues,
  weekdayLabel,
} from './schedule-form-values';

/** Column headers of the weekly grid; each input is named "<column>, <Weekday>". */
export const SCHEDULE_COLUMNS = {
  day: 'Day',
  action: 'Action',
  total: 'Total Headcount',
  meatEaters: 'Number of Protein Eaters',
  nonMeatEaters: 'Number of Veg. Eaters',
  price: 'Price Per Eater',
  time: 'Service Start Time',
  serviceType: 'Service Type',
} as const;

export const cellLabel = (column: string, day: Weekday) => `${column}, ${weekdayLabel(day)}`;

/** Monday to Sunday (spec 9), one row per weekday. */
export function ServingScheduleGrid() {
  const { getValues } = useFormContext<ScheduleFormValues>();
  const days = getValues('days');
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label="Weekly serving schedule"
        // Narrower inner padding, so a price like 125.50 fits without widening the grid.
        sx={{ minWidth: 960, '& input.MuiInputBase-input': { px: 1.25 } }}
      >
        <TableHead>
          <TableRow>
            {Object.values(SCHEDULE_COLUMNS).map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day, index) => (
            <ScheduleDayRow key={day.day} index={index} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Rows that will be sent stand out: green for Add/Update, red for Remove. */
const ACTION_ROW_STYLE: Record<ScheduleAction, SxProps<Theme> | undefined> = {
  none: undefined,
  add: { bgcolor: 'rgba(46, 125, 50, 0.08)' },
  remove: { bgcolor: 'rgba(211, 47, 47, 0.08)' },
};

const count = (text: string | undefined) => {
  const value = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isInteger(value) && value >= 0
    ? value
    : null;
};

/** A price shown with 2 decimals (spec 9); null when it is not one (the check says why). */
function asPrice(text: string): string | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? value.toFixed(2) : null;
}

function ScheduleDayRow({ index }: { index: number }) {
  const { register, control, formState, setValue, getValues } =
    useFormContext<ScheduleFormValues>();
  const day = getValues(`days.${index}.day`);
  const [meat, veg, action] = useWatch({
    control,
    name: [`days.${index}.meatEaters`, `days.${index}.nonMeatEaters`, `days.${index}.action`],
  });
  const serviceTypes = namedOptions(useServiceTypeOptions().data);
  const errors = formState.errors.days?.[index];
  const meatCount = count(meat);
  const vegCount = count(veg);
  const label = (column: string) => cellLabel(column, day);
  // Only Add/Update applies a weekday's figures: under None or Remove they would be typed
  // and then ignored, so they are shown (the last applied) but not editable. Disabled
  // through register: the form sets its inputs' disabled itself and would undo a prop.
  const figuresDisabled = Boolean(formState.disabled) || action !== 'add';

  return (
    <TableRow sx={ACTION_ROW_STYLE[action]}>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {weekdayLabel(day)}
      </TableCell>
      <TableCell sx={{ minWidth: 125 }}>
        <SelectField<ScheduleFormValues>
          size="small"
          hideLabel
          name={`days.${index}.action`}
          label={label(SCHEDULE_COLUMNS.action)}
          options={SCHEDULE_ACTIONS}
        />
      </TableCell>
      <TableCell align="right" aria-label={label(SCHEDULE_COLUMNS.total)}>
        {meatCount !== null && vegCount !== null ? meatCount + vegCount : '—'}
      </TableCell>
      {(['meatEaters', 'nonMeatEaters'] as const).map((field) => (
        <TableCell key={field} sx={{ minWidth: 90 }}>
          <TextField
            fullWidth
            size="small"
            type="number"
            error={Boolean(errors?.[field])}
            helperText={errors?.[field]?.message}
            slotProps={{
              htmlInput: { 'aria-label': label(SCHEDULE_COLUMNS[field]), min: 0, step: 1 },
            }}
            {...register(`days.${index}.${field}`, { disabled: figuresDisabled })}
          />
        </TableCell>
      ))}
      <TableCell sx={{ minWidth: 110 }}>
        <TextField
          fullWidth
          size="small"
          type="number"
          error={Boolean(errors?.pricePerEater)}
          helperText={errors?.pricePerEater?.message}
          slotProps={{
            htmlInput: {
              'aria-label': label(SCHEDULE_COLUMNS.price),
              min: 0,
              step: 0.01,
              inputMode: 'decimal',
            },
          }}
          {...register(`days.${index}.pricePerEater`, {
            disabled: figuresDisabled,
            onBlur: (event: { target: { value: string } }) => {
              const text = asPrice(event.target.value);
              if (text !== null) setValue(`days.${index}.pricePerEater`, text);
            },
          })}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <TextField
          fullWidth
          size="small"
          type="time"
          error={Boolean(errors?.serviceTime)}
          helperText={errors?.serviceTime?.message}
          slotProps={{
            htmlInput: { 'aria-label': label(SCHEDULE_COLUMNS.time), step: 300 },
          }}
          {...register(`days.${index}.serviceTime`, { disabled: figuresDisabled })}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <SelectField<ScheduleFormValues>
          size="small"
          hideLabel
          name={`days.${index}.serviceTypeId`}
          label={label(SCHEDULE_COLUMNS.serviceType)}
          options={serviceTypes}
          disabled={figuresDisabled}
        />
      </TableCell>
    </TableRow>
  );
}
