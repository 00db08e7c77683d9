import { SERVING_TEMPERATURES } from '@catering/domain';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { SelectField, type SelectOption } from '../../components/form/SelectField';
import { SortableTableRow } from '../../components/SortableRows';
import { NO_VALUE } from '../../lib/format';
import type { MenuFormValues } from './menu-form-values';
import { TruncatedText } from './TruncatedText';

export const temperatureOptions = SERVING_TEMPERATURES.map((temp) => ({
  value: temp,
  label: temp,
}));

/** A number cell: its column header shows the name, screen readers get it as `label`. */
const numberInput = (label: string) => ({
  htmlInput: { step: 'any', min: 0, inputMode: 'decimal' as const, 'aria-label': label },
});

/**
 * The name stays in view while the wide table scrolls sideways, so every input can be
 * told apart by its row.
 */
export const STICKY_NAME_CELL = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;

export interface RowOptions {
  types: SelectOption[];
  containers: SelectOption[];
  units: SelectOption[];
}

interface MenuElementRowProps {
  /** The field array's key of the row: stable while rows move. */
  id: string;
  index: number;
  options: RowOptions;
  disabled: boolean;
  onRemove: () => void;
}

/** One element of the menu: the element's own text read-only, how the menu serves it editable. */
export function MenuElementRow({ id, index, options, disabled, onRemove }: MenuElementRowProps) {
  const { control, register, formState } = useFormContext<MenuFormValues>();
  const row = useWatch({ control, name: `elements.${index}` });
  const isAlternate = useController({ control, name: `elements.${index}.isAlternate` });
  const errors = formState.errors.elements?.[index];
  const unit = options.units.find((option) => option.value === row?.portionUnitId)?.label;
  if (!row) return null;

  const select = (field: 'elementTypeId' | 'containerTypeId' | 'portionUnitId' | 'servingTemp') =>
    `elements.${index}.${field}` as const;

  return (
    <SortableTableRow id={id} handleLabel={`Reorder ${row.name}`} disabled={disabled}>
      {(handle) => (
        <>
          <TableCell sx={{ ...STICKY_NAME_CELL, minWidth: 130 }}>
            <Link component={RouterLink} to={`/elements/${row.elementId}`}>
              {row.name}
            </Link>
          </TableCell>
          <TableCell>{row.tagName}</TableCell>
          <TableCell>
            <SelectField<MenuFormValues>
              hideLabel
              size="small"
              name={select('elementTypeId')}
              label="Type"
              emptyLabel="None"
              options={options.types}
              sx={{ width: 132 }}
            />
          </TableCell>
          <TableCell padding="checkbox">
            <Checkbox
              checked={Boolean(isAlternate.field.value)}
              onChange={(event) => isAlternate.field.onChange(event.target.checked)}
              onBlur={isAlternate.field.onBlur}
              disabled={disabled}
              slotProps={{ input: { 'aria-label': 'Is Alt' } }}
            />
          </TableCell>
          <TableCell>
            <SelectField<MenuFormValues>
              hideLabel
              size="small"
              name={select('containerTypeId')}
              label="Container"
              emptyLabel="None"
              options={options.containers}
              sx={{ width: 112 }}
            />
          </TableCell>
          <TableCell>
            <TruncatedText text={row.ingredients} maxWidth={100} />
          </TableCell>
          <TableCell>
            <TruncatedText text={row.method} maxWidth={100} />
          </TableCell>
          <TableCell>
            <Stack direction="row" spacing={0.5}>
              <TextField
                size="small"
                type="number"
                error={Boolean(errors?.portionPerPerson)}
                helperText={errors?.portionPerPerson?.message}
                slotProps={numberInput('Portion Per Person')}
                sx={{ width: 72 }}
                {...register(`elements.${index}.portionPerPerson`)}
              />
              <SelectField<MenuFormValues>
                hideLabel
                size="small"
                name={select('portionUnitId')}
                label="Unit"
                emptyLabel="None"
                options={options.units}
                sx={{ width: 72 }}
              />
            </Stack>
          </TableCell>
          <TableCell>
            <TextField
              size="small"
              type="number"
              error={Boolean(errors?.portionPerContainer)}
              helperText={errors?.portionPerContainer?.message}
              slotProps={{
                ...numberInput('Portion Per Container'),
                // The container portion is counted in the same unit as the person portion.
                input: {
                  endAdornment: unit && <InputAdornment position="end">{unit}</InputAdornment>,
                },
              }}
              sx={{ width: 108 }}
              {...register(`elements.${index}.portionPerContainer`)}
            />
          </TableCell>
          <TableCell>{row.allergenNames.join(', ') || NO_VALUE}</TableCell>
          <TableCell>
            <SelectField<MenuFormValues>
              hideLabel
              size="small"
              name={select('servingTemp')}
              label="Serving Temperature"
              emptyLabel="None"
              options={temperatureOptions}
              sx={{ width: 104 }}
            />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <IconButton
              size="small"
              aria-label={`Remove ${row.name}`}
              disabled={disabled}
              onClick={onRemove}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
            {handle}
          </TableCell>
        </>
      )}
    </SortableTableRow>
  );
}
