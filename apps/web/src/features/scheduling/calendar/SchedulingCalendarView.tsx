import { type ComponentType, type KeyboardEvent, useMemo } from 'react';
import { Calendar, type CalendarProps, type Components, type View } from 'react-big-calendar';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import * as dragAndDropAddon from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { CalendarFrame } from '../../../components/CalendarFrame';
import {
  calendarLocalizer,
  SERVICE_DAY_ENDS,
  SERVICE_DAY_STARTS,
} from '../../../lib/calendar-localizer';
import { calendarDateOf } from '../../../lib/local-date';
import { serviceLineColour } from '../../../lib/service-line-colours';
import { DayNumber, MonthEventLabel, WeekEventLabel } from './CalendarEventLabel';
import type { CalendarEntry } from './calendar-events';
import { isDraggable } from './reschedule';

export type CalendarView = 'month' | 'week';

/**
 * The addon is CommonJS (`exports.default`). The dev server hands its default export over
 * as such, the production bundler the exports object around it: unwrap until the function.
 */
function defaultExport<T>(module: unknown): T {
  let value = module;
  while (typeof value === 'object' && value !== null && 'default' in value)
    value = (value as { default: unknown }).default;
  return value as T;
}
const withDragAndDrop = defaultExport<typeof dragAndDropAddon.default>(dragAndDropAddon);

const DragAndDropCalendar = withDragAndDrop<CalendarEntry>(
  Calendar as ComponentType<CalendarProps<CalendarEntry>>,
);

const components: Components<CalendarEntry> = {
  month: { event: MonthEventLabel, dateHeader: DayNumber },
  week: { event: WeekEventLabel },
};

/** Menus are filled with their line's colour; notes are outlined in it, to read apart. */
function eventStyle(entry: CalendarEntry) {
  const colour = serviceLineColour(entry.lineName);
  if (entry.kind === 'note') {
    return {
      className: 'scheduling-note',
      style: { backgroundColor: '#fff', color: colour, border: `1px dashed ${colour}` },
    };
  }
  return {
    className: 'scheduling-menu',
    style: { backgroundColor: colour, color: '#fff', border: 'none' },
  };
}

interface SchedulingCalendarViewProps {
  entries: CalendarEntry[];
  date: Date;
  view: CalendarView;
  canEdit: boolean;
  onView: (view: CalendarView) => void;
  onNavigate: (date: Date) => void;
  onOpenEntry: (entry: CalendarEntry) => void;
  /** `date` is YYYY-MM-DD. */
  onOpenDay: (date: string) => void;
  onEventDrop: (args: EventInteractionArgs<CalendarEntry>) => void;
}

/**
 * The month or week of a market's schedule (spec 2.7): events per line at their default
 * hour, a click opens the menu or the day, unlocked menus can be dragged to another day.
 */
export function SchedulingCalendarView(props: SchedulingCalendarViewProps) {
  const { canEdit } = props;
  const draggable = useMemo(() => (entry: CalendarEntry) => isDraggable(entry, canEdit), [canEdit]);
  return (
    <CalendarFrame>
      <DragAndDropCalendar
        localizer={calendarLocalizer}
        culture="en-US"
        formats={{ dateFormat: 'd' }}
        events={props.entries}
        date={props.date}
        view={props.view}
        views={['month', 'week']}
        onView={(view: View) => props.onView(view === 'week' ? 'week' : 'month')}
        onNavigate={props.onNavigate}
        min={SERVICE_DAY_STARTS}
        max={SERVICE_DAY_ENDS}
        onSelectEvent={props.onOpenEntry}
        onKeyPressEvent={(entry, keyEvent) => {
          // The week's event box is the focused button; in the month the label inside is,
          // and its own click already opens the event.
          if (keyEvent.target !== keyEvent.currentTarget) return;
          const { key } = keyEvent as KeyboardEvent<HTMLElement>;
          if (key === 'Enter' || key === ' ') props.onOpenEntry(entry);
        }}
        onDrillDown={(day) => props.onOpenDay(calendarDateOf(day))}
        selectable
        onSelectSlot={(slot) => props.onOpenDay(calendarDateOf(slot.start))}
        showAllEvents
        tooltipAccessor={null}
        eventPropGetter={eventStyle}
        draggableAccessor={draggable}
        resizable={false}
        onEventDrop={props.onEventDrop}
        components={components}
      />
    </CalendarFrame>
  );
}
