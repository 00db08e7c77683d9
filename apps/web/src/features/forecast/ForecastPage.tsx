import { FORECAST_PER_PAGE, type ForecastQuery } from '@catering/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadingRecord, ReportLoadFailure } from '../../components/LoadFailure';
import { MarketSelect } from '../../components/MarketSelect';
import { PageHeader } from '../../components/PageHeader';
import { pickDefaultMarketId } from '../../lib/default-market';
import { useSelectedMarketId } from '../../lib/local-preferences';
import { useMarkets } from '../../lib/reference-data';
import { useCurrentUser, useHasPermission } from '../../lib/session';
import { ApplyForecastDialog } from './ApplyForecastDialog';
import { useForecast } from './api';
import { ForecastTable } from './ForecastTable';
import { leftOutText, summaryText, FORECAST_TEXT as T } from './messages';
import { type ApplyFailure, useApplySelection } from './useApplySelection';

type Sort = ForecastQuery['sort'];
const PER_PAGE_OPTIONS = [FORECAST_PER_PAGE, 100, 200];

/**
 * Route /forecast (issue #28 point 2; docs/forecast.md): per market, the accounts and element
 * types whose surveys suggest another portion modifier, and applying the chosen ones after a
 * confirmation. Opens on the person's market, ranked by the expected saving.
 */
export function ForecastPage() {
  const user = useCurrentUser();
  const markets = useMarkets().data ?? [];
  const savedMarketId = useSelectedMarketId();
  const [pickedMarketId, setPickedMarketId] = useState<string | null>(null);
  const [sort, setSort] = useState<Sort>('saving');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(FORECAST_PER_PAGE);
  const marketId =
    pickedMarketId ??
    pickDefaultMarketId({ defaultMarketId: user.defaultMarketId, savedMarketId, markets }) ??
    '';
  const forecast = useForecast({ marketId, sort, page, perPage });
  const rows = forecast.data?.suggestions ?? [];
  const mayApply = useHasPermission('editMenu');
  const applying = useApplySelection(rows);
  // Only the rows in sight can be chosen: another page, another order or market starts afresh.
  const showPage = (next: number) => {
    setPage(next);
    applying.reset();
  };
  const lastPage = Math.max(1, Math.ceil((forecast.data?.total ?? 0) / perPage));
  // Applying the last rows of the last page empties it: show the page before instead.
  useEffect(() => {
    if (forecast.data && page > lastPage) setPage(lastPage);
  }, [forecast.data, page, lastPage]);

  const filters = (
    <Stack
      component="form"
      aria-label={T.filtersLabel}
      direction="row"
      useFlexGap
      sx={{ mb: 3, flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      onSubmit={(event) => event.preventDefault()}
    >
      {/* The theme makes text fields full width: the market keeps to the filters' row. */}
      <Box sx={{ width: 200 }}>
        <MarketSelect
          markets={markets}
          marketId={marketId}
          onChange={(next) => {
            setPickedMarketId(next);
            showPage(1);
          }}
        />
      </Box>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={T.sortLabel}
        value={sort}
        // A click on the chosen button would leave nothing chosen: keep the choice instead.
        onChange={(_, next: Sort | null) => {
          if (!next) return;
          setSort(next);
          showPage(1);
        }}
      >
        <ToggleButton value="saving">{T.sortSaving}</ToggleButton>
        <ToggleButton value="runouts">{T.sortRunouts}</ToggleButton>
      </ToggleButtonGroup>
      {mayApply && (
        <Button
          variant="contained"
          sx={{ ml: 'auto' }}
          disabled={applying.chosenCount === 0 || applying.busy}
          onClick={applying.askToApply}
        >
          {applying.chosenCount ? T.applyCount(applying.chosenCount) : T.apply}
        </Button>
      )}
    </Stack>
  );

  const data = forecast.data;
  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          <Button
            component={RouterLink}
            to={marketId ? `/forecast/accuracy?marketId=${marketId}` : '/forecast/accuracy'}
            variant="outlined"
          >
            {T.accuracy}
          </Button>
        }
      />
      {filters}
      {!marketId ? (
        <Alert severity="info">{T.noMarket}</Alert>
      ) : forecast.isError ? (
        <ReportLoadFailure
          error={forecast.error}
          notFoundText={T.notFound}
          onRetry={() => forecast.refetch()}
        />
      ) : !data ? (
        <LoadingRecord label={T.loading} />
      ) : (
        <Stack spacing={2}>
          <ApplyFailures failures={applying.failures} onClose={applying.dismissFailures} />
          {data.total === 0 ? (
            <Alert severity="info">
              {T.empty} {leftOutText(data.held, data.tooFew)}.
            </Alert>
          ) : (
            <>
              <Typography color="text.secondary">
                {summaryText(data.total, data.held, data.tooFew)}
              </Typography>
              <ForecastTable
                rows={data.suggestions}
                selection={
                  mayApply ? { selected: applying.selected, onChange: applying.select } : null
                }
              />
              {data.total > FORECAST_PER_PAGE && (
                <TablePagination
                  component="div"
                  count={data.total}
                  page={data.page - 1}
                  rowsPerPage={data.perPage}
                  rowsPerPageOptions={PER_PAGE_OPTIONS}
                  onPageChange={(_event, zeroBasedPage) => showPage(zeroBasedPage + 1)}
                  onRowsPerPageChange={(event) => {
                    setPerPage(Number(event.target.value));
                    showPage(1);
                  }}
                />
              )}
            </>
          )}
        </Stack>
      )}
      <ApplyForecastDialog
        accounts={applying.confirming}
        busy={applying.busy}
        onConfirm={() => void applying.confirm()}
        onCancel={applying.cancel}
      />
    </>
  );
}

/** Why the accounts the server refused were not changed; their rows stay chosen. */
function ApplyFailures({ failures, onClose }: { failures: ApplyFailure[]; onClose: () => void }) {
  if (!failures.length) return null;
  return (
    <Alert severity="warning" onClose={onClose}>
      <AlertTitle>{T.failedTitle}</AlertTitle>
      {failures.map((failure) => (
        <div key={failure.accountId}>
          {T.failed(failure.accountName, failure.messages.join(' '))}
        </div>
      ))}
    </Alert>
  );
}
