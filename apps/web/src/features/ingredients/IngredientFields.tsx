import { DEFAULT_PROTEIN_TYPE, INGREDIENT_TYPES, PROTEIN_TYPES } from '@catering/domain';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { AllergensField } from '../../components/form/AllergensField';
import { SelectField, unitOptions } from '../../components/form/SelectField';
import { usePortionUnits } from '../../lib/reference-data';
import type { IngredientFormValues } from './ingredient-form-values';

const typeOptions = INGREDIENT_TYPES.map((type) => ({ value: type, label: type }));
const proteinTypeOptions = PROTEIN_TYPES.map((type) => ({ value: type, label: type }));

/** Name, type, protein type (Protein only), portion unit and allergens of an ingredient. */
export function IngredientFields() {
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<IngredientFormValues>();
  const type = useWatch({ control, name: 'type' });
  const portionUnitOptions = unitOptions(usePortionUnits().data);

  // Picking Protein preselects the default protein type (spec 2.6), keeping one already chosen.
  const onTypeChosen = (chosen: string) => {
    if (chosen === 'Protein' && !getValues('proteinType')) {
      setValue('proteinType', DEFAULT_PROTEIN_TYPE, { shouldDirty: true });
    }
  };

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          fullWidth
          label="Name"
          error={Boolean(errors.name)}
          helperText={errors.name?.message}
          {...register('name')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectField<IngredientFormValues>
          name="type"
          label="Type"
          options={typeOptions}
          onChosen={onTypeChosen}
        />
      </Grid>
      {type === 'Protein' && (
        <Grid size={{ xs: 12, sm: 4 }}>
          <SelectField<IngredientFormValues>
            name="proteinType"
            label="Protein Type"
            emptyLabel="None"
            options={proteinTypeOptions}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectField<IngredientFormValues>
          name="portionUnitId"
          label="Portion Unit"
          emptyLabel="None"
          options={portionUnitOptions}
        />
      </Grid>
      <Grid size={12}>
        <AllergensField />
      </Grid>
    </Grid>
  );
}
