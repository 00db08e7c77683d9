import type { ServiceEvent } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useMemo } from 'react';
import { Calendar, type DateHeaderProps, type EventProps, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { CalendarFrame } from '../../../components/CalendarFrame';
import { errorMessages } from '../../../lib/api';
import {
  CALENDAR_EVENT_MS,
  calendarLocalizer,
  SERVICE_DAY_ENDS,
  SERVICE_DAY_STARTS,
} from '../../../lib/calendar-localizer';
import { calendarDateOf, dateParts, formatLongDate, localDateTime } from '../../../lib/local-date';
import { serviceLineColour } from '../../../lib/service-line-colours';
import { useMonthEvents, useNeighbourMonthEvents } from './api';
import { SERVICES_TEXTS } from './messages';
import { ServiceEventDetails } from './ServiceEventDetails';

interface CalendarEntry {
  title: string;
  start: Date;
  end: Date;
  event: ServiceEvent;
}

/** "Lunch · 50": the line and its headcount; special requests say so. */
export function calendarTitle(event: ServiceEvent): string {
  const title = `${event.serviceLine.name} · ${event.eaterCount}`;
  return event.specialRequest ? `${title} · Special request` : title;
}

function toEntry(event: ServiceEvent): CalendarEntry {
  const start = localDateTime(event.date, event.serviceTime);
  return {
    title: calendarTitle(event),
    start,
    end: new Date(start.getTime() + CALENDAR_EVENT_MS),
    event,
  };
}

/** The event's title; hovering or focusing it shows the card's details. */
function EventTitle({ event }: EventProps<CalendarEntry>) {
  return (
    <Tooltip
      arrow
      placement="right"
      describeChild
      title={<ServiceEventDetails event={event.event} dense />}
      slotProps={{ tooltip: { sx: { maxWidth: 360, p: 1.5 } } }}
    >
      <span>{event.title}</span>
    </Tooltip>
  );
}

/** The day number opens that day (clicking the empty cell does too). */
function DayNumber({ label, date, onDrillDown }: DateHeaderProps) {
  return (
    <button
      type="button"
      className="rbc-button-link"
      aria-label={`Show the services of ${formatLongDate(calendarDateOf(date))}`}
      onClick={onDrillDown}
    >
      {label}
    </button>
  );
}

export type ServicesCalendarView = 'month' | 'week';

/**
 * The week starts at 7:00 like the scheduling calendar's, or earlier when a service of the
 * shown weeks starts earlier (a 6:30 breakfast), so no event falls off its column.
 */
function weekStartHour(entries: readonly CalendarEntry[]): Date {
  const earliest = Math.min(
    ...entries.map((entry) => entry.start.getHours() * 60 + entry.start.getMinutes()),
  );
  const dayStart = SERVICE_DAY_STARTS.getHours() * 60;
  if (!(earliest < dayStart)) return SERVICE_DAY_STARTS;
  return new Date(1970, 0, 1, Math.floor(earliest / 60), 0);
}

interface ServicesCalendarProps {
  accountId: string;
  /** Any date of the month or week shown. */
  date: string;
  view: ServicesCalendarView;
  onView: (view: ServicesCalendarView) => void;
  onNavigate: (date: string) => void;
  onOpenDay: (date: string) => void;
}

/**
 * The month or week of the account's services (spec 2 "Services", spec 9 "views month and
 * week"): events coloured per service line, details on hover, a click on an event or a day
 * opens the day view. A week lies within the shown date's month and its neighbours, which
 * are read for the month grid's edges anyway.
 */
export function ServicesCalendar({
  accountId,
  date,
  view,
  onView,
  onNavigate,
  onOpenDay,
}: ServicesCalendarProps) {
  const { year, month } = dateParts(date);
  const events = useMonthEvents(accountId, year, month);
  const neighbourEvents = useNeighbourMonthEvents(accountId, year, month);
  const entries = useMemo(
    () => [...neighbourEvents, ...(events.data ?? [])].map(toEntry),
    [events.data, neighbourEvents],
  );
  const shown = useMemo(() => localDateTime(date), [date]);
  const weekStarts = useMemo(() => weekStartHour(entries), [entries]);

  return (
    <Box>
      {events.isFetching && <LinearProgress aria-label="Loading the services" />}
      {events.isError && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void events.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessages(events.error).join(' ')}
        </Alert>
      )}
      {events.isSuccess && entries.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {SERVICES_TEXTS.noServicesThisMonth}
        </Typography>
      )}
      <CalendarFrame>
        <Calendar<CalendarEntry>
          localizer={calendarLocalizer}
          culture="en-US"
          formats={{ dateFormat: 'd' }}
          events={entries}
          date={shown}
          view={view}
          views={['month', 'week']}
          onView={(next: View) => onView(next === 'week' ? 'week' : 'month')}
          min={weekStarts}
          max={SERVICE_DAY_ENDS}
          onNavigate={(next) => onNavigate(calendarDateOf(next))}
          onSelectEvent={(entry) => onOpenDay(entry.event.date)}
          onKeyPressEvent={(entry, keyEvent) => {
            // The week's event box is a button; Enter or Space on it opens the day as a click.
            if (keyEvent.target !== keyEvent.currentTarget) return;
            const { key } = keyEvent as KeyboardEvent<HTMLElement>;
            if (key === 'Enter' || key === ' ') onOpenDay(entry.event.date);
          }}
          onDrillDown={(day) => onOpenDay(calendarDateOf(day))}
          selectable
          onSelectSlot={(slot) => onOpenDay(calendarDateOf(slot.start))}
          showAllEvents
          tooltipAccessor={null}
          eventPropGetter={(entry) => ({
            style: {
              backgroundColor: serviceLineColour(entry.event.serviceLine.name),
              color: '#fff',
              border: 'none',
            },
          })}
          components={{ event: EventTitle, month: { dateHeader: DayNumber } }}
        />
      </CalendarFrame>
    </Box>
  );
}
