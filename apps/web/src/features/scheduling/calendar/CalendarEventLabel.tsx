import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { DateHeaderProps, EventProps } from 'react-big-calendar';
import { calendarDateOf, formatLongDate } from '../../../lib/local-date';
import type { CalendarEntry } from './calendar-events';
import { CALENDAR_TEXTS } from './messages';

function tooltipOf(entry: CalendarEntry): ReactNode {
  if (entry.kind === 'note') return entry.label;
  const { menu } = entry;
  return (
    <>
      <strong>{entry.label}</strong>
      {entry.title !== menu.name && <div>{menu.name}</div>}
      <div>Headcount: {menu.headcount}</div>
      {menu.isLocked && <div>{CALENDAR_TEXTS.locked}</div>}
    </>
  );
}

/**
 * A note carries a note icon, a locked menu a lock: both read apart from colour alone. In a
 * month cell the title is cut to one line; in the week it wraps, whole.
 */
function EventText({ entry, wrap = false }: { entry: CalendarEntry; wrap?: boolean }) {
  const icon =
    entry.kind === 'note' ? (
      <StickyNote2OutlinedIcon sx={{ fontSize: 14 }} />
    ) : entry.menu.isLocked ? (
      <LockOutlinedIcon sx={{ fontSize: 14 }} titleAccess={CALENDAR_TEXTS.locked} />
    ) : null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}
    >
      {icon}
      <Box
        component="span"
        sx={wrap ? { whiteSpace: 'normal' } : { overflow: 'hidden', textOverflow: 'ellipsis' }}
      >
        {entry.title}
      </Box>
    </Box>
  );
}

/** A button that looks like the event's text, so the event box keeps its own look. */
const plainButton = {
  all: 'unset',
  display: 'block',
  width: '100%',
  cursor: 'inherit',
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 },
} as const;

/**
 * Month cells: the library's event box is a plain div, so the label inside is the button
 * people tab to. Its click (or Enter / Space) bubbles to the box, which opens the event.
 */
export function MonthEventLabel({ event }: EventProps<CalendarEntry>) {
  return (
    <Tooltip arrow placement="right" describeChild title={tooltipOf(event)}>
      <Box component="button" type="button" aria-label={event.label} sx={plainButton}>
        <EventText entry={event} />
      </Box>
    </Tooltip>
  );
}

/** Read by screen readers only. */
const screenReaderOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Week columns: the library's event box is already a button named by its text. It shows
 * the line above the whole title (the hour is the event's place in the column).
 */
export function WeekEventLabel({ event }: EventProps<CalendarEntry>) {
  return (
    <Tooltip arrow placement="right" title={tooltipOf(event)}>
      <span>
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 600 }}>
          {event.kind === 'note' ? `${event.lineName} note` : event.lineName}
          <Box component="span" sx={screenReaderOnly}>
            :{' '}
          </Box>
        </Box>
        <EventText entry={event} wrap />
      </span>
    </Tooltip>
  );
}

/** The day number opens that day's schedule, like a click on the empty cell. */
export function DayNumber({ label, date, onDrillDown }: DateHeaderProps) {
  return (
    <button
      type="button"
      className="rbc-button-link"
      aria-label={CALENDAR_TEXTS.openDay(formatLongDate(calendarDateOf(date)))}
      onClick={onDrillDown}
    >
      {label}
    </button>
  );
}
