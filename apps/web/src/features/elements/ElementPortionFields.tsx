import { SERVING_TEMPERATURES } from '@catering/domain';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { readableNumber } from '../../components/form/readable-number';
import { namedOptions, SelectField, unitOptions } from '../../components/form/SelectField';
import { useContainerTypes, usePortionUnits } from '../../lib/reference-data';
import type { ElementFormValues } from './element-form-values';

const temperatureOptions = SERVING_TEMPERATURES.map((temp) => ({ value: temp, label: temp }));

/** The defaults a menu takes over when the element is added to it. */
export function ElementPortionFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ElementFormValues>();
  const containerOptions = namedOptions(useContainerTypes().data);
  const portionUnitOptions = unitOptions(usePortionUnits().data);
  const numberInput = { htmlInput: { step: 'any', min: 0, inputMode: 'decimal' as const } };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <SelectField<ElementFormValues>
          name="defaultContainerTypeId"
          label="Default Container"
          emptyLabel="None"
          options={containerOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          fullWidth
          type="number"
          label="Default Portion Per Person"
          error={Boolean(errors.defaultPortionPerPerson)}
          helperText={errors.defaultPortionPerPerson?.message}
          slotProps={numberInput}
          {...readableNumber(register('defaultPortionPerPerson'))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <TextField
          fullWidth
          type="number"
          label="Default Portion Per Container"
          error={Boolean(errors.defaultPortionPerContainer)}
          helperText={errors.defaultPortionPerContainer?.message}
          slotProps={numberInput}
          {...readableNumber(register('defaultPortionPerContainer'))}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <SelectField<ElementFormValues>
          name="defaultPortionUnitId"
          label="Default Portion Unit"
          emptyLabel="None"
          options={portionUnitOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <SelectField<ElementFormValues>
          name="servingTemp"
          label="Serving Temperature"
          emptyLabel="None"
          options={temperatureOptions}
        />
      </Grid>
    </Grid>
  );
}
