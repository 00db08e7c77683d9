import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Shown struck out (a choice that is taken, e.g. a tag the name already uses). */
  struck?: boolean;
}

interface SelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** Adds a first choice meaning "none" (value ''). */
  emptyLabel?: string;
  disabled?: boolean;
  /** Marks the label as required (the check itself is the schema's). */
  required?: boolean;
  helperText?: ReactNode;
  /** Runs after the field's value changed by the user's choice. */
  onChosen?: (value: string) => void;
  size?: TextFieldProps['size'];
  sx?: TextFieldProps['sx'];
  /** In a table cell whose column header already names it: `label` is for screen readers only. */
  hideLabel?: boolean;
}

/** A select bound to the surrounding form (FormProvider); its error shows under it. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name: props.name });
  return (
    <TextField
      select
      fullWidth
      label={props.hideLabel ? undefined : props.label}
      slotProps={props.hideLabel ? { htmlInput: { 'aria-label': props.label } } : undefined}
      size={props.size}
      sx={props.sx}
      name={field.name}
      value={field.value ?? ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value);
        props.onChosen?.(event.target.value);
      }}
      disabled={props.disabled || field.disabled}
      required={props.required}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
    >
      {props.emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{props.emptyLabel}</em>
        </MenuItem>
      )}
      {props.options.map((option) => (
        <MenuItem
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          style={option.struck ? { textDecoration: 'line-through' } : undefined}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Options of a reference list (id and name). */
export function namedOptions(rows: readonly { id: string; name: string }[] | undefined) {
  return (rows ?? []).map((row) => ({ value: row.id, label: row.name }));
}

/** Options of the portion units, shown by abbreviation (oz, lb, ...). */
export function unitOptions(units: readonly { id: string; abbreviation: string }[] | undefined) {
  return (units ?? []).map((unit) => ({ value: unit.id, label: unit.abbreviation }));
}
