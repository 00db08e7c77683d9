import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { useBrandOptions, useCuisineTypes } from '../../lib/reference-data';
import { MenuAllergens } from './MenuAllergens';
import { MenuDescriptionField } from './MenuDescriptionField';
import type { MenuFormValues } from './menu-form-values';

/** The header fields a master menu and a scheduled menu both have, under the same names. */
type MenuHeaderValues = Pick<MenuFormValues, 'name' | 'cuisineTypeId' | 'brandId'>;

interface MenuFieldsGridProps {
  /** Beside cuisine and brand: a master menu chooses its tag, a scheduled one shows it. */
  tagField: ReactNode;
  /** Under the name, when given. */
  keywordsField?: ReactNode;
  /** Above the allergens, when given. */
  serviceLinesField?: ReactNode;
}

/**
 * A menu's own fields as both menu editors lay them out: name, tag, cuisine and brand, the
 * rows' allergens and the description with its automation switch. The master menu adds
 * keywords and service lines.
 */
export function MenuFieldsGrid(props: MenuFieldsGridProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<MenuHeaderValues>();
  const cuisineOptions = namedOptions(useCuisineTypes().data);
  const brandOptions = namedOptions(useBrandOptions().data);

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
      {props.keywordsField && <Grid size={12}>{props.keywordsField}</Grid>}
      <Grid size={{ xs: 12, sm: 4 }}>{props.tagField}</Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectField<MenuHeaderValues>
          name="cuisineTypeId"
          label="Cuisine"
          emptyLabel="None"
          options={cuisineOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectField<MenuHeaderValues>
          name="brandId"
          label="Brand"
          emptyLabel="None"
          options={brandOptions}
        />
      </Grid>
      {props.serviceLinesField && <Grid size={12}>{props.serviceLinesField}</Grid>}
      <Grid size={12}>
        <MenuAllergens />
      </Grid>
      <Grid size={12}>
        <MenuDescriptionField />
      </Grid>
    </Grid>
  );
}
