import type { FoodCostReport } from '@catering/domain';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { FOOD_COST_TEXT as T } from '../../../components/food-cost/food-cost-texts';
import { PartialChip } from '../../../components/food-cost/PartialChip';
import { errorMessages } from '../../../lib/api';
import { formatCurrency } from '../../../lib/format';

/** The day's food cost report, or null for those who may not see food cost. */
export type DayFoodCost = UseQueryResult<FoodCostReport> | null;

/**
 * A card's "Food cost: $1.50 per eater · $60.00 for 40 eaters" (issue #27, 3), read from the
 * day's one report. Nothing while it loads, or while a menu just scheduled is not in it yet.
 */
export function MenuFoodCost({
  dayFoodCost,
  menuId,
}: {
  dayFoodCost: DayFoodCost;
  menuId: string;
}) {
  if (!dayFoodCost) return null;
  if (dayFoodCost.isError) {
    return (
      <Typography color="error">
        <strong>{T.title}:</strong> {errorMessages(dayFoodCost.error).join(' ')}
      </Typography>
    );
  }
  const figure = dayFoodCost.data?.scheduledMenus.find((menu) => menu.id === menuId);
  if (!figure) return null;
  const cost = formatCurrency(figure.cost);
  const text =
    figure.costPerEater === null
      ? `${T.noEaters} · ${cost}`
      : `${T.perEater(formatCurrency(figure.costPerEater))} · ${T.forEaters(cost, figure.eaters)}`;
  return (
    <Typography component="div">
      <strong>{T.title}:</strong> {text}
      <PartialChip partial={figure.partial} />
    </Typography>
  );
}
