import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useParams } from 'react-router';
import {
  type DocumentDay,
  useDayDocumentItems,
} from '../../../components/documents/useDayDocumentItems';
import { HeaderActionsMenu } from '../../../components/HeaderActionsMenu';
import { LoadingRecord } from '../../../components/LoadFailure';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessages, isApiError } from '../../../lib/api';
import { formatLongDate } from '../../../lib/local-date';
import { useHasPermission } from '../../../lib/session';
import { type HostDailySlot, useHostDaily } from '../api';
import { LoadErrorAlert } from '../LoadErrorAlert';
import { HOSTS_TEXTS } from '../messages';
import { calendarDateOfRoute, hostsPickerPath } from '../paths';
import { HostFlowList } from './HostFlowList';
import { MenuSummary } from './MenuSummary';
import { ServicesList } from './ServicesList';

/**
 * Route /hosts/daily/market/:marketId/serviceLine/:serviceLineId/date/:date (MM-DD-YY),
 * hosts spec 2 "Host daily view": what a host on site needs for one service line and day,
 * on a phone first: the menu, its host flow, and each account's service with its survey.
 */
export function HostDailyPage() {
  const params = useParams();
  const canView = useHasPermission('viewScheduleMenu');
  const date = calendarDateOfRoute(params.date ?? '');
  const marketId = params.marketId ?? '';
  const serviceLineId = params.serviceLineId ?? '';

  if (!canView || !date) {
    return (
      <>
        <BackToPicker to="/hosts" />
        <PageHeader title={HOSTS_TEXTS.dailyTitle} />
        {canView ? (
          <Alert severity="error">{HOSTS_TEXTS.invalidDate}</Alert>
        ) : (
          <Alert severity="info">{HOSTS_TEXTS.noPermission}</Alert>
        )}
      </>
    );
  }
  return <HostDailyView slot={{ marketId, serviceLineId, date }} />;
}

function HostDailyView({ slot }: { slot: HostDailySlot }) {
  const daily = useHostDaily(slot);
  const pickerPath = hostsPickerPath(slot.marketId, slot.date);

  if (!daily.isSuccess) {
    return (
      <>
        <BackToPicker to={pickerPath} />
        <PageHeader title={HOSTS_TEXTS.dailyTitle} subtitle={formatLongDate(slot.date)} />
        {daily.isPending ? (
          <LoadingRecord label={HOSTS_TEXTS.loadingDay} />
        ) : isApiError(daily.error) && daily.error.status === 404 ? (
          // Spec 8: 'Host Flow Data for {line} is Currently Unavailable', in the server's words.
          <Alert severity="info">{errorMessages(daily.error).join(' ')}</Alert>
        ) : (
          <LoadErrorAlert error={daily.error} onRetry={() => void daily.refetch()} />
        )}
      </>
    );
  }

  const { scheduledMenu: menu, serviceLine, market, services } = daily.data;
  return (
    <Box sx={{ maxWidth: 900 }}>
      <BackToPicker to={pickerPath} />
      <PageHeader
        title={serviceLine.name}
        subtitle={`${formatLongDate(slot.date)} · ${market.name}`}
        actions={
          // The menu button grows to a phone's 48 px touch target.
          <Box sx={{ '& .MuiIconButton-root': { width: 48, height: 48 } }}>
            <MenuActions day={{ ...slot, scheduledMenuId: menu.id, menuName: menu.name }} />
          </Box>
        }
      />
      <Stack spacing={3}>
        <MenuSummary menu={menu} />
        <HostFlowList menu={menu} />
        <ServicesList services={services} marketId={market.id} />
      </Stack>
    </Box>
  );
}

/**
 * The documents a host takes on site: the host flow, the temperature checklist and the
 * packout of the services this view lists (the day's market, line and date).
 */
function MenuActions({ day }: { day: DocumentDay }) {
  const items = useDayDocumentItems(day, {
    hostFlow: HOSTS_TEXTS.downloadHostFlow,
    temperature: HOSTS_TEXTS.downloadTemperature,
    packout: HOSTS_TEXTS.downloadPackout,
  });
  return <HeaderActionsMenu label={HOSTS_TEXTS.menuActions}>{items}</HeaderActionsMenu>;
}

/** Back to the picker on the same market and day. */
function BackToPicker({ to }: { to: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      sx={{ minHeight: 44, mb: 1, ml: -1 }}
    >
      {HOSTS_TEXTS.backToPicker}
    </Button>
  );
}
