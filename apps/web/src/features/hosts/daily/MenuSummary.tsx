import type { HostDaily } from '@catering/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOSTS_TEXTS } from '../messages';
import { AllergenChips } from './AllergenChips';

/** The day's menu as the host presents it: name, cuisine, description and allergens. */
export function MenuSummary({ menu }: { menu: HostDaily['scheduledMenu'] }) {
  return (
    <Paper variant="outlined" component="section" aria-label="Menu" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <div>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {menu.name}
          </Typography>
          {menu.cuisineName && <Typography color="text.secondary">{menu.cuisineName}</Typography>}
        </div>
        {menu.description && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {menu.description}
          </Typography>
        )}
        <div>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {HOSTS_TEXTS.allergens}
          </Typography>
          <AllergenChips label={`Allergens of ${menu.name}`} names={menu.allergenNames} />
        </div>
      </Stack>
    </Paper>
  );
}
