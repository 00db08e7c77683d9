import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { pickDefaultMarketId } from '../../lib/default-market';
import { useSelectedMarketId } from '../../lib/local-preferences';
import { useMarkets } from '../../lib/reference-data';
import { useCurrentUser } from '../../lib/session';
import { useScheduledAddOn } from './api';
import { ADD_ON_EDITOR_TEXT } from './messages';
import { ScheduledAddOnEditor } from './ScheduledAddOnEditor';

/** Route /scheduled-add-ons/:scheduledAddOnId. */
export function ScheduledAddOnEditorPage() {
  const { scheduledAddOnId = '' } = useParams();
  const query = useScheduledAddOn(scheduledAddOnId);
  if (query.data) return <ScheduledAddOnEditor key={scheduledAddOnId} addOn={query.data} />;
  const gone = isApiError(query.error) && query.error.status === 404;
  return (
    <>
      <PageHeader title="Scheduled Add On" />
      {query.isError ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <LoadFailure
            error={query.error}
            notFoundText={ADD_ON_EDITOR_TEXT.notFound}
            onRetry={() => void query.refetch()}
          />
          {gone && <WayBack />}
        </Stack>
      ) : (
        <LoadingRecord label="Loading add-on" />
      )}
    </>
  );
}

/**
 * An unscheduled add-on leaves no market or date to go back to: the scheduling page of the
 * person's market instead, which needs the markets (spec 8: their failure is said), else
 * the menus.
 */
function WayBack() {
  const user = useCurrentUser();
  const markets = useMarkets();
  const savedMarketId = useSelectedMarketId();
  const marketId = pickDefaultMarketId({
    defaultMarketId: user.defaultMarketId,
    savedMarketId,
    markets: markets.data ?? [],
  });
  if (marketId) {
    return (
      <Link component={RouterLink} to={`/markets/${marketId}/scheduling`}>
        {ADD_ON_EDITOR_TEXT.backToScheduling}
      </Link>
    );
  }
  return (
    <>
      {markets.isError && <Alert severity="error">{ADD_ON_EDITOR_TEXT.marketsFailed}</Alert>}
      <Link component={RouterLink} to="/menus">
        {ADD_ON_EDITOR_TEXT.backToMenus}
      </Link>
    </>
  );
}
