import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { AllergensField } from '../../components/form/AllergensField';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { useElementTypes } from '../../lib/reference-data';
import { ElementTagField } from './ElementTagField';
import type { ElementFormValues } from './element-form-values';

/** Name, tag, element type, allergens, ingredients text and method of an element. */
export function ElementFields(props: { checkTagsOfName: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ElementFormValues>();
  const typeOptions = namedOptions(useElementTypes().data);

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
      <Grid size={{ xs: 12, sm: 6 }}>
        <ElementTagField checkTagsOfName={props.checkTagsOfName} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SelectField<ElementFormValues>
          name="elementTypeId"
          label="Element Type"
          emptyLabel="None"
          options={typeOptions}
        />
      </Grid>
      <Grid size={12}>
        <AllergensField />
      </Grid>
      <Grid size={12}>
        <IngredientsTextField />
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={3}
          label="Method"
          error={Boolean(errors.method)}
          helperText={errors.method?.message}
          {...register('method')}
        />
      </Grid>
    </Grid>
  );
}

/** The ingredients as printed on cards, or "No ingredients", which clears and disables it. */
function IngredientsTextField() {
  const { control, formState, trigger } = useFormContext<ElementFormValues>();
  const ingredients = useController({ control, name: 'ingredients' });
  const noIngredients = useController({ control, name: 'noIngredients' });
  const disabled = Boolean(ingredients.field.disabled);

  return (
    <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Grid size="grow">
        <TextField
          fullWidth
          multiline
          minRows={2}
          label="Ingredients"
          name={ingredients.field.name}
          value={ingredients.field.value}
          onChange={ingredients.field.onChange}
          onBlur={ingredients.field.onBlur}
          inputRef={ingredients.field.ref}
          disabled={disabled || noIngredients.field.value}
          error={Boolean(ingredients.fieldState.error)}
          helperText={ingredients.fieldState.error?.message}
        />
      </Grid>
      <Grid size="auto">
        <FormControlLabel
          sx={{ pt: 1 }}
          label="No ingredients"
          disabled={disabled}
          control={
            <Checkbox
              checked={noIngredients.field.value}
              onChange={(event) => {
                noIngredients.field.onChange(event.target.checked);
                if (event.target.checked) ingredients.field.onChange('');
                if (formState.isSubmitted) void trigger('ingredients');
              }}
            />
          }
        />
      </Grid>
    </Grid>
  );
}
