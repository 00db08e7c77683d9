import type { Allergen } from '@catering/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, useController, useFormContext } from 'react-hook-form';
import { useAllergens } from '../../lib/reference-data';

/** The two fields every form with allergens has (elements, ingredients). */
interface AllergenFields {
  allergenIds: string[];
  noAllergens: boolean;
}

/**
 * Allergens picked from the reference list, or "No allergens" (spec 4): checking it clears
 * the allergens and disables the picker. The schema's allergens message shows under it.
 */
export function AllergensField(props: { disabled?: boolean; size?: 'small' | 'medium' }) {
  const { control, formState, trigger } = useFormContext();
  const typedControl = control as unknown as Control<AllergenFields>;
  const allergenIds = useController({ control: typedControl, name: 'allergenIds' });
  const noAllergens = useController({ control: typedControl, name: 'noAllergens' });
  const allergens = useAllergens().data ?? [];
  const byId = new Map(allergens.map((allergen) => [allergen.id, allergen]));
  const selected = (allergenIds.field.value ?? []).flatMap((id) => byId.get(id) ?? []);
  const disabled = props.disabled || Boolean(allergenIds.field.disabled);

  const revalidate = () => {
    if (formState.isSubmitted) void trigger('allergenIds');
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete<Allergen, true>
        multiple
        fullWidth
        options={allergens}
        value={selected}
        getOptionLabel={(allergen) => allergen.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        disabled={disabled || noAllergens.field.value}
        onChange={(_event, value) => {
          allergenIds.field.onChange(value.map((allergen) => allergen.id));
          revalidate();
        }}
        onBlur={allergenIds.field.onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Allergens"
            size={props.size}
            inputRef={allergenIds.field.ref}
            error={Boolean(allergenIds.fieldState.error)}
            helperText={allergenIds.fieldState.error?.message}
          />
        )}
      />
      <FormControlLabel
        sx={{ flexShrink: 0, pt: props.size === 'small' ? 0.5 : 1 }}
        label="No allergens"
        disabled={disabled}
        control={
          <Checkbox
            size={props.size}
            checked={Boolean(noAllergens.field.value)}
            onChange={(event) => {
              noAllergens.field.onChange(event.target.checked);
              if (event.target.checked) allergenIds.field.onChange([]);
              revalidate();
            }}
          />
        }
      />
    </Stack>
  );
}
