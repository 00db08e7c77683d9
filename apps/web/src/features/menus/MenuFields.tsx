import { MENU_MESSAGES } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MultiSelectField } from '../../components/form/MultiSelectField';
import { namedOptions, SelectField } from '../../components/form/SelectField';
import { useBetaFeaturesEnabled } from '../../lib/local-preferences';
import {
  useBrandOptions,
  useCuisineTypes,
  useServiceLines,
  useTagOptions,
} from '../../lib/reference-data';
import { MenuDescriptionField } from './MenuDescriptionField';
import { MenuTagField } from './MenuTagField';
import { type MenuFormValues, menuAllergenNames } from './menu-form-values';

/** Name, keywords (beta), tag, cuisine, brand, service lines, allergens and description. */
export function MenuFields(props: { checkTagsOfName: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<MenuFormValues>();
  const beta = useBetaFeaturesEnabled();
  const keywordOptions = namedOptions(useTagOptions().data);
  const cuisineOptions = namedOptions(useCuisineTypes().data);
  const brandOptions = namedOptions(useBrandOptions().data);
  const serviceLines = useServiceLines();
  const serviceLineOptions = namedOptions(
    [...(serviceLines.data ?? [])].sort((a, b) => a.sortOrder - b.sortOrder),
  );

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
      {beta && (
        <Grid size={12}>
          <MultiSelectField<MenuFormValues> name="tags" label="Keywords" options={keywordOptions} />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 4 }}>
        <MenuTagField checkTagsOfName={props.checkTagsOfName} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectField<MenuFormValues>
          name="cuisineTypeId"
          label="Cuisine"
          emptyLabel="None"
          options={cuisineOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectField<MenuFormValues>
          name="brandId"
          label="Brand"
          emptyLabel="None"
          options={brandOptions}
        />
      </Grid>
      <Grid size={12}>
        {serviceLines.isError ? (
          <Alert severity="error">{MENU_MESSAGES.serviceLinesFailed}</Alert>
        ) : (
          <MultiSelectField<MenuFormValues>
            name="serviceLines"
            label="Applicable Service Lines"
            options={serviceLineOptions}
          />
        )}
      </Grid>
      <Grid size={12}>
        <MenuAllergens />
      </Grid>
      <Grid size={12}>
        <MenuDescriptionField />
      </Grid>
    </Grid>
  );
}

/** Read-only: a menu's allergens are those of its elements, so they follow the rows. */
function MenuAllergens() {
  const { control } = useFormContext<MenuFormValues>();
  const names = menuAllergenNames(useWatch({ control, name: 'elements' }) ?? []);
  const labelId = useId();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="subtitle2" component="span" id={labelId}>
        Allergens:
      </Typography>
      {names.length === 0 ? (
        <Typography color="text.secondary" component="span">
          None
        </Typography>
      ) : (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          component="ul"
          aria-labelledby={labelId}
          sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
        >
          {names.map((name) => (
            <li key={name}>
              <Chip size="small" label={name} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
