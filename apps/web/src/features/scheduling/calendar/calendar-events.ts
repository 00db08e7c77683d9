import type { ScheduledMenuListItem, ServiceEventNote } from '@catering/domain';
import { CALENDAR_EVENT_MS } from '../../../lib/calendar-localizer';
import { localDateTime } from '../../../lib/local-date';

/**
 * The scheduling calendar's events (catalogue spec 2.7, 9): scheduled menus and service
 * notes placed at their line's default hour, and what a menu's title says per Show mode.
 */

/** Spec 9: "Breakfast 9, Lunch 12, Dinner 16, Snack 18, Dessert 20, others 22". */
export const CALENDAR_EVENT_HOURS: Readonly<Record<string, number>> = {
  Breakfast: 9,
  Lunch: 12,
  Dinner: 16,
  Snack: 18,
  Dessert: 20,
};
export const OTHER_LINES_EVENT_HOUR = 22;

export function calendarEventHour(lineName: string): number {
  return CALENDAR_EVENT_HOURS[lineName] ?? OTHER_LINES_EVENT_HOUR;
}

export type ShowMode = 'cuisine' | 'protein' | 'salad' | 'starch';

export const SHOW_MODES: readonly { mode: ShowMode; label: string }[] = [
  { mode: 'cuisine', label: 'Show Cuisine' },
  { mode: 'protein', label: 'Show Protein' },
  { mode: 'salad', label: 'Show Salad' },
  { mode: 'starch', label: 'Show Starch' },
];

const joined = (names: readonly string[], fallback: string) =>
  names.length ? names.join(', ') : fallback;

/** The menu's name, or what the Show toggle asks for in its place. */
export function menuTitle(menu: ScheduledMenuListItem, mode: ShowMode | null): string {
  switch (mode) {
    case 'cuisine':
      return menu.cuisineTypeName || 'No cuisine';
    case 'protein':
      return joined(menu.proteinNames, 'No protein');
    case 'salad':
      return joined(menu.saladNames, 'No salad');
    case 'starch':
      return joined(menu.starchNames, 'No starch');
    default:
      return menu.name;
  }
}

/** Notes can be long; the event shows the start, the tooltip and label the whole. */
export const NOTE_TITLE_LENGTH = 40;

export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** What a service note says: a special request is worth naming even without text. */
export function noteText(note: ServiceEventNote): string {
  const parts = [note.specialRequest ? 'Special request' : '', note.notes.trim()];
  return parts.filter(Boolean).join(' · ');
}

interface EntryBase {
  id: string;
  /** What the event shows. */
  title: string;
  /** Its accessible name and tooltip: the line and the whole text. */
  label: string;
  date: string;
  lineId: string;
  lineName: string;
  start: Date;
  end: Date;
}

export type CalendarEntry =
  | (EntryBase & { kind: 'menu'; menu: ScheduledMenuListItem })
  | (EntryBase & { kind: 'note'; note: ServiceEventNote });

/** An event's place: its date at its line's default hour, for an hour. */
export function placed(date: string, lineName: string): { start: Date; end: Date } {
  const start = localDateTime(date, `${String(calendarEventHour(lineName)).padStart(2, '0')}:00`);
  return { start, end: new Date(start.getTime() + CALENDAR_EVENT_MS) };
}

export function menuEntry(menu: ScheduledMenuListItem, mode: ShowMode | null): CalendarEntry {
  const title = menuTitle(menu, mode);
  return {
    kind: 'menu',
    id: menu.id,
    title,
    label: `${menu.serviceLineName}: ${title}`,
    date: menu.date,
    lineId: menu.serviceLineId,
    lineName: menu.serviceLineName,
    menu,
    ...placed(menu.date, menu.serviceLineName),
  };
}

export function noteEntry(note: ServiceEventNote): CalendarEntry {
  const text = noteText(note);
  return {
    kind: 'note',
    id: note.id,
    title: `${note.accountName}: ${truncate(text, NOTE_TITLE_LENGTH)}`,
    label: `${note.serviceLineName} note: ${note.accountName}: ${text}`,
    date: note.date,
    lineId: note.serviceLineId,
    lineName: note.serviceLineName,
    note,
    ...placed(note.date, note.serviceLineName),
  };
}

/** The events of the lines shown; menus first, so a day lists its menu above its notes. */
export function buildCalendarEntries(options: {
  menus: readonly ScheduledMenuListItem[];
  notes: readonly ServiceEventNote[];
  hiddenLineIds: ReadonlySet<string>;
  mode: ShowMode | null;
}): CalendarEntry[] {
  const { menus, notes, hiddenLineIds, mode } = options;
  return [...menus.map((menu) => menuEntry(menu, mode)), ...notes.map(noteEntry)].filter(
    (entry) => !hiddenLineIds.has(entry.lineId),
  );
}

/** A menu shown on the day it is being moved to, until the move is answered. */
export function movedTo(entry: CalendarEntry, date: string): CalendarEntry {
  return { ...entry, date, ...placed(date, entry.lineName) };
}

/** The service line filters and the Show toggle, which needs exactly one line on. */
export interface CalendarFilters {
  hiddenLineIds: ReadonlySet<string>;
  mode: ShowMode | null;
}

export const ALL_LINES_SHOWN: CalendarFilters = { hiddenLineIds: new Set(), mode: null };

export function visibleLineCount(filters: CalendarFilters, lineIds: readonly string[]): number {
  return lineIds.filter((id) => !filters.hiddenLineIds.has(id)).length;
}

/** Spec 2.7: the Show toggles work only while exactly one line is on. */
export function canShowDetails(filters: CalendarFilters, lineIds: readonly string[]): boolean {
  return visibleLineCount(filters, lineIds) === 1;
}

/** Turns a line on or off; a Show mode ends once not exactly one line is on. */
export function toggleLine(
  filters: CalendarFilters,
  lineId: string,
  lineIds: readonly string[],
): CalendarFilters {
  const hiddenLineIds = new Set(filters.hiddenLineIds);
  if (hiddenLineIds.has(lineId)) hiddenLineIds.delete(lineId);
  else hiddenLineIds.add(lineId);
  const next = { hiddenLineIds, mode: filters.mode };
  return canShowDetails(next, lineIds) ? next : { hiddenLineIds, mode: null };
}

/** The Show toggles are mutually exclusive: choosing one replaces another, again turns it off. */
export function toggleMode(
  filters: CalendarFilters,
  mode: ShowMode,
  lineIds: readonly string[],
): CalendarFilters {
  if (!canShowDetails(filters, lineIds)) return { ...filters, mode: null };
  return { ...filters, mode: filters.mode === mode ? null : mode };
}
