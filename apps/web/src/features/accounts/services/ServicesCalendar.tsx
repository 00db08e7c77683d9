import type { ServiceEvent } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Calendar, type DateHeaderProps, type EventProps } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { CalendarFrame } from '../../../components/CalendarFrame';
import { errorMessages } from '../../../lib/api';
import { CALENDAR_EVENT_MS, calendarLocalizer } from '../../../lib/calendar-localizer';
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

interface ServicesCalendarProps {
  accountId: string;
  /** Any date of the month shown. */
  date: string;
  onNavigate: (date: string) => void;
  onOpenDay: (date: string) => void;
}

/**
 * The month of the account's services (spec 2 "Services"): events coloured per service
 * line, details on hover, a click on an event or a day opens the day view.
 */
export function ServicesCalendar({
  accountId,
  date,
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
          view="month"
          views={['month']}
          onView={() => {}}
          onNavigate={(next) => onNavigate(calendarDateOf(next))}
          onSelectEvent={(entry) => onOpenDay(entry.event.date)}
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
