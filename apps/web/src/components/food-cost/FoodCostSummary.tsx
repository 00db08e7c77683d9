import type { FoodCostFigure } from '@catering/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCurrency, NO_VALUE } from '../../lib/format';
import { FOOD_COST_TEXT as T } from './food-cost-texts';
import { PartialChip } from './PartialChip';

/** A cost per eater as tables show it: the dash when nobody eats. */
export const formatCostPerEater = (figure: Pick<FoodCostFigure, 'costPerEater'>) =>
  figure.costPerEater === null ? NO_VALUE : formatCurrency(figure.costPerEater);

/** Portions cooked, to the thousandth as the rules round them: "40", "12.5". */
export const formatPortions = (portions: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(portions);

/** A count of eaters: "12,523". */
export const formatCount = (count: number) => new Intl.NumberFormat('en-US').format(count);

/** A labelled figure, one text so it reads (and is found) as "Cost: $60.00". */
function Figure(props: { label: string; value: string }) {
  return (
    <Typography sx={{ fontWeight: 500 }}>
      {props.label}: {props.value}
    </Typography>
  );
}

/** Eaters, cost and cost per eater of a whole (a report's total, one menu), "partial" if so. */
export function FoodCostSummary({ figure, label }: { figure: FoodCostFigure; label: string }) {
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      role="group"
      aria-label={label}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Figure label="Eaters" value={formatCount(figure.eaters)} />
      <Figure label="Cost" value={formatCurrency(figure.cost)} />
      <Figure
        label="Cost per eater"
        value={figure.costPerEater === null ? T.noEaters : formatCurrency(figure.costPerEater)}
      />
      <PartialChip partial={figure.partial} />
    </Stack>
  );
}
