import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FoodCostSummary } from '../../components/food-cost/FoodCostSummary';
import { UncostedTable } from '../../components/food-cost/UncostedTable';
import { LoadingRecord, ReportLoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { type OrderGuideQuery, useFoodCostReport } from './api';
import { FoodCostTables } from './FoodCostTables';
import { ORDER_GUIDE_TEXT, FOOD_COST_REPORT_TEXT as T } from './messages';
import { thisMonth } from './order-guide-dates';
import { PurchasingFilters } from './PurchasingFilters';
import { usePurchasingChoice } from './usePurchasingChoice';

/**
 * Route /purchasing/food-cost (issue #27, 3; docs/purchasing.md 6): what a market's menus and
 * add-ons cost over its dates and lines, per line, account and eater, and what could not be
 * costed, with why. Opens on the person's market, this month, every service line.
 */
export function FoodCostPage() {
  const { choice, pick, rangeProblem, markets, lines, serviceLinesLoaded } =
    usePurchasingChoice<OrderGuideQuery>(thisMonth, () => ({}));
  const report = useFoodCostReport(rangeProblem ? { ...choice, marketId: '' } : choice);

  const data = report.data;
  const nothing =
    data &&
    !data.serviceLines.length &&
    !data.accounts.length &&
    !data.scheduledMenus.length &&
    !data.uncosted.length;

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <PurchasingFilters
        label={T.filtersLabel}
        choice={choice}
        onChange={pick}
        markets={markets}
        lines={lines}
      />
      {!choice.marketId ? (
        <Alert severity="info">{T.noMarket}</Alert>
      ) : rangeProblem ? (
        <Alert severity="info">{rangeProblem}</Alert>
      ) : serviceLinesLoaded && !choice.serviceLineIds.length ? (
        <Alert severity="info">{ORDER_GUIDE_TEXT.noLines}</Alert>
      ) : report.isError ? (
        <ReportLoadFailure
          error={report.error}
          notFoundText={T.notFound}
          onRetry={() => report.refetch()}
        />
      ) : !data ? (
        <LoadingRecord label={T.loading} />
      ) : nothing ? (
        <Alert severity="info">{T.empty}</Alert>
      ) : (
        <Stack spacing={3}>
          <Paper component="section" variant="outlined" aria-label={T.total} sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {T.total}
            </Typography>
            <FoodCostSummary figure={data.total} label={T.total} />
          </Paper>
          <FoodCostTables report={data} />
          <UncostedTable rows={data.uncosted} />
        </Stack>
      )}
    </>
  );
}
