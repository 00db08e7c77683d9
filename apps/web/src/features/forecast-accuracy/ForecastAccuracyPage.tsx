import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { LoadingRecord, ReportLoadFailure } from '../../components/LoadFailure';
import { MarketSelect } from '../../components/MarketSelect';
import { PageHeader } from '../../components/PageHeader';
import { AccuracyByWeek } from './AccuracyByWeek';
import { AccountsTable, AccuracySummary, ServiceLinesTable } from './AccuracyTables';
import { useForecastAccuracy } from './api';
import { monthName, ACCURACY_TEXT as T } from './messages';
import { useAccuracyChoice } from './useAccuracyChoice';

/**
 * Route /forecast/accuracy (issue #28 point 4; docs/forecast.md 6): for a market and month,
 * planned against eaten portions, waste and runouts in total, by week (a chart and its
 * table), per service line and per account, before and after suggestions were applied.
 * Opens on the person's market and this month; both are kept in the URL.
 */
export function ForecastAccuracyPage() {
  const { choice, markets, change } = useAccuracyChoice();
  const accuracy = useForecastAccuracy(choice);
  const data = accuracy.data;

  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button
            component={RouterLink}
            to="/forecast"
            variant="outlined"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {T.back}
          </Button>
        }
      />
      <Stack
        component="form"
        aria-label={T.filtersLabel}
        direction="row"
        useFlexGap
        sx={{ mb: 3, flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
        onSubmit={(event) => event.preventDefault()}
      >
        {/* The theme makes text fields full width: the filters keep to one row. */}
        <Box sx={{ width: 200 }}>
          <MarketSelect
            markets={markets}
            marketId={choice.marketId}
            onChange={(marketId) => change({ marketId })}
          />
        </Box>
        <Box sx={{ width: 200 }}>
          <TextField
            type="month"
            label={T.month}
            value={choice.month}
            onChange={(event) => change({ month: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Stack>
      {!choice.marketId ? (
        <Alert severity="info">{T.noMarket}</Alert>
      ) : accuracy.isError ? (
        <ReportLoadFailure
          error={accuracy.error}
          notFoundText={T.notFound}
          onRetry={() => accuracy.refetch()}
        />
      ) : !data ? (
        <LoadingRecord label={T.loading} />
      ) : data.total.services === 0 ? (
        <Alert severity="info">{T.empty(monthName(choice.month))}</Alert>
      ) : (
        <Stack spacing={3}>
          <AccuracySummary figures={data.total} />
          <AccuracyByWeek weeks={data.weeks} />
          <ServiceLinesTable rows={data.serviceLines} />
          <AccountsTable rows={data.accounts} />
        </Stack>
      )}
    </>
  );
}
