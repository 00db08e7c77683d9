import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import type { SelectOption } from './SelectField';

interface MultiSelectFieldProps<T extends FieldValues> {
  /** A field holding a list of ids. */
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  disabled?: boolean;
}

/**
 * Several choices of a reference list, shown as chips. The chosen ids are kept in the
 * options' order, whatever order they were picked in (service lines read Breakfast, Lunch...).
 */
export function MultiSelectField<T extends FieldValues>(props: MultiSelectFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name: props.name });
  const chosen = new Set<string>(field.value ?? []);
  const value = props.options.filter((option) => chosen.has(option.value));

  return (
    <Autocomplete<SelectOption, true>
      multiple
      fullWidth
      options={props.options}
      value={value}
      getOptionLabel={(option) => option.label}
      getOptionDisabled={(option) => Boolean(option.disabled)}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      disabled={props.disabled || field.disabled}
      onChange={(_event, selected) => {
        const ids = new Set(selected.map((option) => option.value));
        field.onChange(
          props.options.flatMap((option) => (ids.has(option.value) ? [option.value] : [])),
        );
      }}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
