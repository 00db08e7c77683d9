import { GENERIC_FAILURE, STALE_MESSAGE } from '@catering/domain';
import type { stringOrDate } from 'react-big-calendar';
import { isApiError } from '../../../lib/api';
import { calendarDateOf, formatCalendarDate } from '../../../lib/local-date';
import type { MoveMenuRequest } from './api';
import type { CalendarEntry } from './calendar-events';

/** Only an unlocked menu moves, and only for someone who may edit scheduled menus. */
export function isDraggable(entry: CalendarEntry, canEdit: boolean): boolean {
  return canEdit && entry.kind === 'menu' && !entry.menu.isLocked;
}

/**
 * The call a drop makes (docs/scheduling.md: `{date, updatedAt}`, the date as the spec's
 * MM/DD/YYYY); none when the event is not a movable menu or stays on its day (a drop in
 * the week view may change only the hour, which the calendar does not keep).
 */
export function moveRequestOf(
  entry: CalendarEntry,
  start: stringOrDate,
  canEdit: boolean,
): MoveMenuRequest | null {
  if (entry.kind !== 'menu' || !isDraggable(entry, canEdit)) return null;
  const date = calendarDateOf(new Date(start));
  if (date === entry.date) return null;
  return {
    id: entry.menu.id,
    date,
    body: { date: formatCalendarDate(date), updatedAt: entry.menu.updatedAt },
  };
}

/**
 * What a refused move says: the server's own text for `locked` and `conflict` (the slot
 * is taken), the spec's refresh advice for `stale`, else whatever the server said.
 */
export function moveFailureText(error: unknown): string {
  if (!isApiError(error)) return GENERIC_FAILURE;
  if (error.code === 'stale') return STALE_MESSAGE;
  return error.messages.join(' ') || GENERIC_FAILURE;
}
