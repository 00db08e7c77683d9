import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatCurrency } from '../../lib/format';
import { FOOD_COST_TEXT as T } from './food-cost-texts';

/**
 * "partial" beside a food cost that leaves something out (docs/purchasing.md 6: nothing is
 * dropped without saying so); the list of what, and why, is the page's "Not costed".
 */
export function PartialChip({ partial }: { partial: boolean }) {
  if (!partial) return null;
  return (
    <Tooltip title={T.partialHint}>
      <Chip size="small" variant="outlined" color="warning" label={T.partial} sx={{ ml: 1 }} />
    </Tooltip>
  );
}

/** A cost in a table cell, "partial" beside it on the same line when so. */
export function CostWithPartial({ cost, partial }: { cost: number; partial: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      {formatCurrency(cost)}
      <PartialChip partial={partial} />
    </Box>
  );
}
