/** Weekdays as Date.getUTCDay() numbers them. */
export const WEEKDAY = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
} as const;

/**
 * The `nth` (1-5) such weekday of next month, `YYYY-MM-DD`. The demo schedules and serves
 * every weekday of the current and next month, and each journey takes its own day so none
 * changes another's.
 */
export function weekdayOfNextMonth(weekday: number, nth: number, today = new Date()): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7) + 7 * (nth - 1));
  return day.toISOString().slice(0, 10);
}

/** MM/DD/YYYY, as the console writes a date ("08/04/2025"). */
export const usDate = (date: string) =>
  `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
