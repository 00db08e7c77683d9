import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOSTS_TEXTS } from '../messages';

/** Allergens as chips, listed under an accessible name (`label`); "None" without any. */
export function AllergenChips(props: { label: string; names: readonly string[] }) {
  if (props.names.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {HOSTS_TEXTS.noAllergens}
      </Typography>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="ul"
      aria-label={props.label}
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {props.names.map((name) => (
        <li key={name}>
          <Chip size="small" color="warning" variant="outlined" label={name} />
        </li>
      ))}
    </Stack>
  );
}
