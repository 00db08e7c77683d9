/** "Monday, March 3" for a calendar date (`YYYY-MM-DD`), whatever the phone's time zone. */
export function formatServiceDate(date: string): string {
  const moment = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(moment.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(moment);
}

/** Consecutive entries of the same date, in the order the API sent them. */
export function groupByDate<T extends { date: string }>(rows: readonly T[]) {
  const groups: { date: string; rows: T[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.date === row.date) last.rows.push(row);
    else groups.push({ date: row.date, rows: [row] });
  }
  return groups;
}
