import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { errorMessages } from '../../lib/api';
import { formatCurrency } from '../../lib/format';
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
import { usePurchasingChoice } from './usePurchasingChoice';
import { VendorOrderSection } from './VendorOrderSection';

/**
 * Route /purchasing/order-guide (issue #27, 2; docs/purchasing.md): what to order from each
 * vendor by when for a market's dates and lines, and what the guide leaves out, with why.
 * Opens on the person's market, next Monday to Sunday, every service line.
 */
export function OrderGuidePage() {
  const { choice, pick, rangeProblem, markets, lines, serviceLinesLoaded } =
    usePurchasingChoice<OrderGuideChoice>(nextWeek, (picked) => ({
      vendorId: picked.vendorId ?? '',
    }));
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
        onChange={pick}
        markets={markets}
        lines={lines}
        vendors={vendors}
      />
      {!choice.marketId ? (
        <Alert severity="info">{T.noMarket}</Alert>
      ) : rangeProblem ? (
        <Alert severity="info">{rangeProblem}</Alert>
      ) : serviceLinesLoaded && !choice.serviceLineIds.length ? (
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
