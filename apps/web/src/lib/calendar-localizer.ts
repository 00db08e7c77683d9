import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { dateFnsLocalizer } from 'react-big-calendar';

/** The calendars' date maths (react-big-calendar): weeks run Monday to Sunday (spec 9). */
export const calendarLocalizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { 'en-US': enUS },
});

/** Catalogue spec 9: the calendar is 1150 px high; an event lasts an hour. */
export const CALENDAR_HEIGHT = 1150;
export const CALENDAR_EVENT_MS = 60 * 60 * 1000;

/**
 * The week views span the service day, 7:00 to midnight: the lines' default hours run from
 * 9 (Breakfast) to 22 (others), and the night hours would only push the events apart.
 */
export const SERVICE_DAY_STARTS = new Date(1970, 0, 1, 7, 0);
export const SERVICE_DAY_ENDS = new Date(1970, 0, 1, 23, 59);
