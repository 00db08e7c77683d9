import type { HostDaily } from '@catering/domain';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HOSTS_TEXTS } from '../messages';
import { AllergenChips } from './AllergenChips';
import { servingTempLabel } from './service-display';

type HostFlowMenu = HostDaily['scheduledMenu'];
type HostFlowElement = HostFlowMenu['elements'][number];

const NOTE_FIELDS = ['butcherPaperNotes', 'clientNotes', 'talkingPoints'] as const;

/** The host flow: the elements in the order they are laid out, then the day's notes. */
export function HostFlowList({ menu }: { menu: HostFlowMenu }) {
  const notes = NOTE_FIELDS.filter((field) => menu[field].trim() !== '');
  return (
    <Stack component="section" aria-label={HOSTS_TEXTS.hostFlowTitle} spacing={1.5}>
      <Typography variant="h6" component="h2">
        {HOSTS_TEXTS.hostFlowTitle}
      </Typography>
      {menu.elements.length === 0 ? (
        <Typography color="text.secondary">{HOSTS_TEXTS.noElements}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {menu.elements.map((element, index) => (
            <HostFlowRow key={element.id} element={element} position={index + 1} />
          ))}
        </Stack>
      )}
      {notes.map((field) => (
        <Paper key={field} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {HOSTS_TEXTS.notes[field]}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {menu[field]}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function HostFlowRow({ element, position }: { element: HostFlowElement; position: number }) {
  const serving = [
    element.utensil && `${HOSTS_TEXTS.utensil}: ${element.utensil}`,
    element.vessel && `${HOSTS_TEXTS.vessel}: ${element.vessel}`,
  ].filter(Boolean);
  return (
    <Paper component="li" variant="outlined" aria-label={element.name} sx={{ p: 1.5 }}>
      <Stack spacing={0.75}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {`${position}. ${element.name}`}
          </Typography>
          {element.servingTemp && (
            <Chip
              size="small"
              label={servingTempLabel(element.servingTemp)}
              aria-label={`${HOSTS_TEXTS.servingTemp}: ${servingTempLabel(element.servingTemp)}`}
            />
          )}
        </Stack>
        {serving.length > 0 && <Typography variant="body2">{serving.join(' · ')}</Typography>}
        {element.directionals && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {`${HOSTS_TEXTS.directionals}: ${element.directionals}`}
          </Typography>
        )}
        {element.allergenNames.length > 0 && (
          <AllergenChips label={`Allergens of ${element.name}`} names={element.allergenNames} />
        )}
      </Stack>
    </Paper>
  );
}
