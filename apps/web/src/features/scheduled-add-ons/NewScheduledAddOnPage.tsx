import { addOnSlotHeading, parseCalendarDate } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useAddOnTypes, useMarkets, useServiceLines } from '../../lib/reference-data';
import { ADD_ON_EDITOR_TEXT } from './messages';
import { NewScheduledAddOnEditor } from './NewScheduledAddOnEditor';

/**
 * Route /scheduled-add-ons/new?marketId&serviceLineId&date&addOnTypeId: Add One on the
 * daily page opens the editor of an add-on that is not scheduled yet. Its first saved slot
 * schedules it; leaving before leaves nothing behind (issue #24, point 3).
 */
export function NewScheduledAddOnPage() {
  const [params] = useSearchParams();
  const markets = useMarkets();
  const lines = useServiceLines();
  const types = useAddOnTypes();
  if (markets.isPending || lines.isPending || types.isPending)
    return <LoadingRecord label="Loading add-on" />;

  const market = markets.data?.find((row) => row.id === params.get('marketId'));
  const line = lines.data?.find((row) => row.id === params.get('serviceLineId'));
  const type = types.data?.find((row) => row.id === params.get('addOnTypeId'));
  const date = parseCalendarDate(params.get('date') ?? '');
  if (!market || !line || !type || !date) {
    return (
      <>
        <PageHeader title="Scheduled Add On" />
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{ADD_ON_EDITOR_TEXT.newOutOfPlace}</Alert>
          <Link component={RouterLink} to={market ? `/markets/${market.id}/scheduling` : '/'}>
            {ADD_ON_EDITOR_TEXT.backToScheduling}
          </Link>
        </Stack>
      </>
    );
  }
  return (
    <NewScheduledAddOnEditor
      place={{ market, serviceLine: line, date }}
      addOnType={{
        id: type.id,
        name: type.name,
        addOnSlots: type.addOnSlots.map((slot) => ({
          ...slot,
          heading: addOnSlotHeading(type.name, slot.order),
        })),
      }}
    />
  );
}
