import { purchasingRangeProblem } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { errorMessages } from '../../lib/api';
import { pickDefaultMarketId } from '../../lib/default-market';
import { formatCurrency } from '../../lib/format';
import { localToday } from '../../lib/local-date';
import { useSelectedMarketId } from '../../lib/local-preferences';
import { useMarkets, useServiceLines } from '../../lib/reference-data';
import { sortServiceLines } from '../../lib/service-lines';
import { useCurrentUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import {
  downloadVendorFile,
  type OrderGuideQuery,
  useOrderGuide,
  type VendorFileFormat,
} from './api';
import { ORDER_GUIDE_TEXT as T } from './messages';
import { type OrderGuideChoice, OrderGuideFilters } from './OrderGuideFilters';
import { nextWeek } from './order-guide-dates';
import { SetApartLists } from './SetApartLists';
import { VendorOrderSection } from './VendorOrderSection';

/**
 * Route /purchasing/order-guide (issue #27, 2; docs/purchasing.md): what to order from each
 * vendor by when for a market's dates and lines, and what the guide leaves out, with why.
 * Opens on the person's market, next Monday to Sunday, every service line.
 */
export function OrderGuidePage() {
  const user = useCurrentUser();
  const markets = useMarkets().data ?? [];
  const serviceLines = useServiceLines().data;
  const lines = useMemo(() => sortServiceLines(serviceLines ?? []), [serviceLines]);
  const savedMarketId = useSelectedMarketId();
  const [picked, setPicked] = useState<Partial<OrderGuideChoice>>(() => nextWeek(localToday()));
  const choice: OrderGuideChoice = {
    marketId:
      picked.marketId ??
      pickDefaultMarketId({ defaultMarketId: user.defaultMarketId, savedMarketId, markets }) ??
      '',
    from: picked.from ?? '',
    to: picked.to ?? '',
    serviceLineIds: picked.serviceLineIds ?? lines.map((line) => line.id),
    vendorId: picked.vendorId ?? '',
  };
  // A range the API would refuse is said here; LoadFailure reads a 400 as "not found".
  const rangeProblem =
    !choice.from || !choice.to ? T.noDates : purchasingRangeProblem(choice.from, choice.to);
  const query: OrderGuideQuery = rangeProblem ? { ...choice, marketId: '' } : choice;
  const guide = useOrderGuide(query);
  const toast = useToast();
  const download = (vendor: { id: string; name: string }, format: VendorFileFormat) =>
    downloadVendorFile(query, vendor, format).catch((error: unknown) =>
      toast.error(errorMessages(error).join(' ')),
    );

  const data = guide.data;
  const vendors = data?.vendors ?? [];
  const shown = choice.vendorId ? vendors.filter((v) => v.vendorId === choice.vendorId) : vendors;
  const nothing = data && !vendors.length && !data.notOrderable.length && !data.unplaced.length;

  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      <OrderGuideFilters
        choice={choice}
        onChange={(next) => setPicked((current) => ({ ...current, ...next }))}
        markets={markets}
        lines={lines}
        vendors={vendors}
      />
      {!choice.marketId ? (
        <Alert severity="info">{T.noMarket}</Alert>
      ) : rangeProblem ? (
        <Alert severity="info">{rangeProblem}</Alert>
      ) : serviceLines && !choice.serviceLineIds.length ? (
        <Alert severity="info">{T.noLines}</Alert>
      ) : guide.isError ? (
        <LoadFailure
          error={guide.error}
          notFoundText={T.notFound}
          onRetry={() => guide.refetch()}
        />
      ) : !data ? (
        <LoadingRecord label={T.loading} />
      ) : nothing ? (
        <Alert severity="info">{T.empty}</Alert>
      ) : (
        <Stack spacing={3}>
          {vendors.length > 0 && !choice.vendorId && (
            <Typography sx={{ fontWeight: 600 }}>
              {T.overallTotal(formatCurrency(data.total.cost))}
              {data.total.partial && ` (${T.partial})`}
            </Typography>
          )}
          {shown.map((vendor) => (
            <VendorOrderSection
              key={vendor.vendorId}
              vendor={vendor}
              onDownload={(format) =>
                download({ id: vendor.vendorId, name: vendor.vendorName }, format)
              }
            />
          ))}
          <SetApartLists notOrderable={data.notOrderable} unplaced={data.unplaced} />
        </Stack>
      )}
    </>
  );
}
