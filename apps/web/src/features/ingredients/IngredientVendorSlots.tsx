import { MAX_VENDORS } from '@catering/domain';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormContext } from 'react-hook-form';
import { readableNumber } from '../../components/form/readable-number';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { useVendors } from '../../lib/reference-data';
import type { IngredientFormValues } from './ingredient-form-values';

type NumberField = 'unitsPerCase' | 'costPerCase' | 'expDays' | 'leadTime';

const NUMBER_FIELDS: { field: NumberField; label: string; step: string }[] = [
  { field: 'unitsPerCase', label: 'Units per case', step: 'any' },
  { field: 'costPerCase', label: 'Cost per case', step: '0.01' },
  { field: 'expDays', label: 'Expiry days', step: '1' },
  { field: 'leadTime', label: 'Lead time', step: '1' },
];

/** Slots are fixed positions (the preference), not a reorderable list. */
const SLOT_NUMBERS = Array.from({ length: MAX_VENDORS }, (_, index) => index + 1);

/**
 * Up to three vendors in preference order (spec 2.6). Slot 1 needs a vendor and its units
 * per case; so does a later slot once anything is typed in it.
 */
export function IngredientVendorSlots() {
  const vendorOptions = namedOptions(useVendors().data);
  return (
    <Stack spacing={3}>
      {SLOT_NUMBERS.map((slot) => (
        <VendorSlot key={slot} index={slot - 1} vendorOptions={vendorOptions} />
      ))}
    </Stack>
  );
}

function VendorSlot(props: { index: number; vendorOptions: ReturnType<typeof namedOptions> }) {
  const { index } = props;
  const slot = index + 1;
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<IngredientFormValues>();
  const slotErrors = errors.vendors?.[index];

  // Choosing None in a later slot removes that vendor: its figures go with it, in view,
  // rather than staying behind to block the save.
  const onVendorChosen = (vendorId: string) => {
    if (vendorId || index === 0) return;
    for (const field of ['productId', ...NUMBER_FIELDS.map((number) => number.field)] as const) {
      // After a save attempt, the slot's old messages go as its figures do.
      setValue(`vendors.${index}.${field}`, '', { shouldDirty: true, shouldValidate: isSubmitted });
    }
  };

  return (
    <section aria-label={`Vendor slot ${slot}`}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {slot === 1 ? 'Vendor 1 (preferred)' : `Vendor ${slot}`}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField<IngredientFormValues>
            name={`vendors.${index}.vendorId`}
            label={`Vendor ${slot}`}
            emptyLabel="None"
            options={props.vendorOptions}
            onChosen={onVendorChosen}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label={`Item ID ${slot}`}
            error={Boolean(slotErrors?.productId)}
            helperText={slotErrors?.productId?.message}
            {...register(`vendors.${index}.productId`)}
          />
        </Grid>
        {NUMBER_FIELDS.map(({ field, label, step }) => (
          <Grid key={field} size={{ xs: 6, sm: 3 }}>
            <TextField
              fullWidth
              type="number"
              label={`${label} ${slot}`}
              error={Boolean(slotErrors?.[field])}
              helperText={slotErrors?.[field]?.message}
              slotProps={{ htmlInput: { step, min: 0, inputMode: 'decimal' } }}
              {...readableNumber(register(`vendors.${index}.${field}`))}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
