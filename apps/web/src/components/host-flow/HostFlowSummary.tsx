import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NO_VALUE } from '../../lib/format';

/**
 * The menu a host flow is for, as hosts read it: description and allergens. `children`
 * adds what a scheduled menu has on top (its notes for the day).
 */
export function HostFlowSummary(props: {
  description: string;
  allergenNames: readonly string[];
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label="Menu" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="subtitle2">Description</Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{props.description || NO_VALUE}</Typography>
        </div>
        <div>
          <Typography variant="subtitle2">Allergens</Typography>
          {props.allergenNames.length === 0 ? (
            <Typography color="text.secondary">None</Typography>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {props.allergenNames.map((name) => (
                <Chip key={name} size="small" label={name} />
              ))}
            </Stack>
          )}
        </div>
        {props.children}
      </Stack>
    </Paper>
  );
}
