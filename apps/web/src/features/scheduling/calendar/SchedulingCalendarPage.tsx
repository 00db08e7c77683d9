import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { MarketSelect } from '../../../components/MarketSelect';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessages } from '../../../lib/api';
import { calendarDateOf, localDateTime, localToday } from '../../../lib/local-date';
import { saveSelectedMarketId } from '../../../lib/local-preferences';
import { useMarkets, useServiceLines } from '../../../lib/reference-data';
import { sortServiceLines } from '../../../lib/service-lines';
import { useHasPermission } from '../../../lib/session';
import { useCalendarMonth } from './api';
import { CalendarFilterBar } from './CalendarFilterBar';
import {
  ALL_LINES_SHOWN,
  buildCalendarEntries,
  type CalendarEntry,
  type CalendarFilters,
  movedTo,
} from './calendar-events';
import {
  firstOfMonth,
  monthOfDate,
  monthOfRoute,
  sameMonth,
  scheduledMenuPath,
  schedulingDetailPath,
  schedulingMonthPath,
} from './calendar-month';
import { LineFeedButton } from './LineFeedButton';
import { CALENDAR_TEXTS } from './messages';
import { type CalendarView, SchedulingCalendarView } from './SchedulingCalendarView';
import { useMenuDrop } from './useMenuDrop';

/**
 * The scheduling calendar (catalogue spec 2.7): a market's scheduled menus and service
 * notes by month or week. The month lives in the URL, so Back returns to the last one.
 */
export function SchedulingCalendarPage() {
  const params = useParams();
  const marketId = params.marketId ?? '';
  const navigate = useNavigate();
  const canEdit = useHasPermission('editScheduleMenu');
  const markets = useMarkets();
  const serviceLines = useServiceLines();
  const market = markets.data?.find((candidate) => candidate.id === marketId);

  const shownMonth = monthOfRoute(params.month, params.year);
  // The day the week view centres on; the URL's month wins once it points elsewhere.
  const [focus, setFocus] = useState(localToday);
  const shownDate = sameMonth(monthOfDate(focus), shownMonth) ? focus : firstOfMonth(shownMonth);
  const [view, setView] = useState<CalendarView>('month');
  const [filters, setFilters] = useState<CalendarFilters>(ALL_LINES_SHOWN);

  const lines = useMemo(() => sortServiceLines(serviceLines.data ?? []), [serviceLines.data]);
  const shownLines = lines.filter((line) => !filters.hiddenLineIds.has(line.id));
  const shownLineId = shownLines.length === 1 ? (shownLines[0]?.id ?? null) : null;
  const month = useCalendarMonth(marketId, shownMonth, Boolean(market));
  const { onEventDrop, pending } = useMenuDrop(canEdit);
  const entries = useMemo(
    () =>
      buildCalendarEntries({
        menus: month.menus,
        notes: month.notes,
        hiddenLineIds: filters.hiddenLineIds,
        mode: filters.mode,
      }).map((entry) =>
        entry.kind === 'menu' && entry.id === pending?.id ? movedTo(entry, pending.date) : entry,
      ),
    [month.menus, month.notes, filters, pending],
  );
  const nothingThisMonth =
    month.loaded && !month.menus.some((menu) => sameMonth(monthOfDate(menu.date), shownMonth));

  const goToMonth = (date: string) => {
    setFocus(date);
    const next = monthOfDate(date);
    if (!sameMonth(next, shownMonth)) navigate(schedulingMonthPath(marketId, next));
  };
  const switchMarket = (nextMarketId: string) => {
    saveSelectedMarketId(nextMarketId);
    navigate(schedulingMonthPath(nextMarketId, shownMonth));
  };
  const openEntry = (entry: CalendarEntry) =>
    navigate(
      entry.kind === 'menu'
        ? scheduledMenuPath(entry.id)
        : schedulingDetailPath(marketId, entry.date),
    );

  const header = (
    <PageHeader
      title={CALENDAR_TEXTS.title}
      actions={
        markets.data && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {market && <LineFeedButton market={market} lines={lines} shownLineId={shownLineId} />}
            <MarketSelect
              size="small"
              markets={markets.data}
              marketId={marketId}
              onChange={switchMarket}
            />
          </Stack>
        )
      }
    />
  );

  if (!market) {
    return (
      <>
        {header}
        {markets.isPending ? (
          <LinearProgress aria-label={CALENDAR_TEXTS.loading} />
        ) : (
          <Alert severity="warning">{CALENDAR_TEXTS.unknownMarket}</Alert>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <CalendarFilterBar lines={lines} filters={filters} onChange={setFilters} />
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {month.fetching && <LinearProgress aria-label={CALENDAR_TEXTS.loading} />}
      </Box>
      {month.error !== null && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={month.retry}>
              Retry
            </Button>
          }
        >
          {errorMessages(month.error).join(' ')}
        </Alert>
      )}
      {nothingThisMonth && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {CALENDAR_TEXTS.nothingScheduled}
        </Typography>
      )}
      <SchedulingCalendarView
        entries={entries}
        date={localDateTime(shownDate)}
        view={view}
        canEdit={canEdit}
        onView={setView}
        onNavigate={(date) => goToMonth(calendarDateOf(date))}
        onOpenEntry={openEntry}
        onOpenDay={(date) => navigate(schedulingDetailPath(marketId, date))}
        onEventDrop={onEventDrop}
      />
    </>
  );
}
