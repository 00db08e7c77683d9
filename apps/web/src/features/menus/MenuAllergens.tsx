import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type MenuFormValues, menuAllergenNames } from './menu-form-values';

/** Read-only: a menu's allergens are those of its elements, so they follow the rows. */
export function MenuAllergens() {
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
