import { SERVING_TEMPERATURES } from '@catering/domain';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { readableNumber } from '../form/readable-number';
import { SelectField, type SelectOption } from '../form/SelectField';
import type { ElementRowPath, ElementRowsFormValues } from './serving-fields';

/**
 * The editable cells of an element row, shared by the master menu's and the scheduled
 * menu's tables. Each table puts them in its own column order, so they come one by one.
 */

export interface RowOptions {
  types: SelectOption[];
  containers: SelectOption[];
  units: SelectOption[];
}

export interface ElementRowCellProps {
  rowPath: ElementRowPath;
  options: RowOptions;
  disabled: boolean;
}

const temperatureOptions = SERVING_TEMPERATURES.map((temp) => ({ value: temp, label: temp }));

/*
 * Widths in pixels, for 13 px text in the compact table (compact-table.ts): each fits its
 * longest usual value ('Veg Entree', 'Quarter Pan', 'AMBIENT', '33.33', 'fl. oz').
 */

/** A number cell: its column header shows the name, screen readers get it as `label`. */
const numberInput = (label: string) => ({
  htmlInput: { step: 'any', min: 0, inputMode: 'decimal' as const, 'aria-label': label },
});

/** A select in a cell whose column header names it: `label` is for screen readers. */
function RowSelectCell(props: {
  name: `${ElementRowPath}.${'elementTypeId' | 'containerTypeId' | 'servingTemp'}`;
  label: string;
  options: readonly SelectOption[];
  width: number;
}) {
  return (
    <TableCell>
      <SelectField<ElementRowsFormValues>
        hideLabel
        size="small"
        name={props.name}
        label={props.label}
        emptyLabel="None"
        options={props.options}
        sx={{ width: props.width }}
      />
    </TableCell>
  );
}

export function ElementTypeCell({ rowPath, options }: ElementRowCellProps) {
  return (
    <RowSelectCell
      name={`${rowPath}.elementTypeId`}
      label="Type"
      options={options.types}
      width={90}
    />
  );
}

export function IsAltCell({ rowPath, disabled }: ElementRowCellProps) {
  const { control } = useFormContext<ElementRowsFormValues>();
  const { field } = useController({ control, name: `${rowPath}.isAlternate` });
  return (
    <TableCell align="center">
      <Checkbox
        size="small"
        sx={{ p: 0.5 }}
        checked={Boolean(field.value)}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        disabled={disabled}
        slotProps={{ input: { 'aria-label': 'Is Alt' } }}
      />
    </TableCell>
  );
}

/** The row's choice share: the percent of its type's eaters who take it (100: all). */
export function ShareCell({ rowPath }: ElementRowCellProps) {
  const { register, getFieldState, formState } = useFormContext<ElementRowsFormValues>();
  const { error } = getFieldState(`${rowPath}.share`, formState);
  return (
    <TableCell>
      <TextField
        size="small"
        type="number"
        error={Boolean(error)}
        helperText={error?.message}
        slotProps={{
          htmlInput: {
            step: 0.01,
            min: 0.01,
            max: 100,
            inputMode: 'decimal' as const,
            'aria-label': 'Share (%)',
          },
        }}
        sx={{ width: 44 }}
        {...readableNumber(register(`${rowPath}.share`))}
      />
    </TableCell>
  );
}

export function ContainerCell({ rowPath, options }: ElementRowCellProps) {
  return (
    <RowSelectCell
      name={`${rowPath}.containerTypeId`}
      label="Container"
      options={options.containers}
      width={92}
    />
  );
}

export function ServingTemperatureCell({ rowPath }: ElementRowCellProps) {
  return (
    <RowSelectCell
      name={`${rowPath}.servingTemp`}
      label="Serving Temperature"
      options={temperatureOptions}
      width={80}
    />
  );
}

/** The person portion and, beside it, the unit both portions are counted in. */
export function PortionPerPersonCell({ rowPath, options }: ElementRowCellProps) {
  const { register, getFieldState, formState } = useFormContext<ElementRowsFormValues>();
  const { error } = getFieldState(`${rowPath}.portionPerPerson`, formState);
  return (
    <TableCell>
      <Stack direction="row" spacing={0.25}>
        <TextField
          size="small"
          type="number"
          error={Boolean(error)}
          helperText={error?.message}
          slotProps={numberInput('Portion Per Person')}
          sx={{ width: 40 }}
          {...readableNumber(register(`${rowPath}.portionPerPerson`))}
        />
        <SelectField<ElementRowsFormValues>
          hideLabel
          size="small"
          name={`${rowPath}.portionUnitId`}
          label="Unit"
          emptyLabel="None"
          options={options.units}
          sx={{ width: 56 }}
        />
      </Stack>
    </TableCell>
  );
}

export function PortionPerContainerCell({ rowPath, options }: ElementRowCellProps) {
  const { control, register, getFieldState, formState } = useFormContext<ElementRowsFormValues>();
  const { error } = getFieldState(`${rowPath}.portionPerContainer`, formState);
  const unitId = useWatch({ control, name: `${rowPath}.portionUnitId` });
  const unit = options.units.find((option) => option.value === unitId)?.label;
  return (
    <TableCell>
      <TextField
        size="small"
        type="number"
        error={Boolean(error)}
        helperText={error?.message}
        slotProps={{
          ...numberInput('Portion Per Container'),
          // The container portion is counted in the same unit as the person portion.
          input: {
            endAdornment: unit && <InputAdornment position="end">{unit}</InputAdornment>,
          },
        }}
        sx={{ width: 68 }}
        {...readableNumber(register(`${rowPath}.portionPerContainer`))}
      />
    </TableCell>
  );
}
