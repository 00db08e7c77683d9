import type { ScheduledMenuFoodCost as FoodCost } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../components/FormSection';
import { FoodCostSummary, formatPortions } from '../../components/food-cost/FoodCostSummary';
import { FOOD_COST_TEXT } from '../../components/food-cost/food-cost-texts';
import { CostWithPartial } from '../../components/food-cost/PartialChip';
import { UncostedTable } from '../../components/food-cost/UncostedTable';
import { errorMessages } from '../../lib/api';
import { formatCurrency, NO_VALUE } from '../../lib/format';
import { useHasPermission } from '../../lib/session';
import { useScheduledMenuFoodCost } from './api';
import { SCHEDULED_MENU_TEXTS as T } from './messages';

const head: { label: string; align?: 'right' }[] = [
  { label: 'Element' },
  { label: 'Portions', align: 'right' },
  { label: 'Cost per portion', align: 'right' },
  { label: 'Cost', align: 'right' },
];

function FoodCostLines({ foodCost }: { foodCost: FoodCost }) {
  return (
    <Table size="small" aria-label={T.foodCostLines}>
      <TableHead>
        <TableRow>
          {head.map((column) => (
            <TableCell key={column.label} align={column.align}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {foodCost.lines.map((line) => (
          // A row and its alternative dish share the row's id.
          <TableRow key={`${line.scheduledElementId}-${line.isAlternative}`}>
            <TableCell>
              {line.name}
              {line.isAlternative && (
                <Chip size="small" variant="outlined" label={T.alternative} sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell align="right">{formatPortions(line.portions)}</TableCell>
            <TableCell align="right">
              {line.costPerPortion === null ? NO_VALUE : formatCurrency(line.costPerPortion, 4)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <CostWithPartial cost={line.cost} partial={line.partial} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The editor's Food cost (issue #27, 3; docs/purchasing.md 6), for those who may see it:
 * the saved menu's cost over its Chef numbers' eaters, line by line, and what it leaves out.
 * Nobody else asks for it.
 */
export function ScheduledMenuFoodCost({ scheduledMenuId }: { scheduledMenuId: string }) {
  const mayView = useHasPermission('viewFoodCost');
  const foodCost = useScheduledMenuFoodCost(scheduledMenuId, mayView);
  if (!mayView) return null;
  return (
    <FormSection title={FOOD_COST_TEXT.title}>
      {foodCost.isPending ? (
        <LinearProgress aria-label={T.foodCostLoading} />
      ) : foodCost.isError ? (
        <Alert severity="error">{errorMessages(foodCost.error).join(' ')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary">{T.foodCostHint}</Typography>
          <FoodCostSummary figure={foodCost.data} label={FOOD_COST_TEXT.title} />
          {foodCost.data.lines.length > 0 && <FoodCostLines foodCost={foodCost.data} />}
          <UncostedTable rows={foodCost.data.uncosted} withDates={false} />
        </Stack>
      )}
    </FormSection>
  );
}
