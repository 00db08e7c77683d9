import { SERVICE_LINE_ORDER } from '@catering/domain';

/** Lines a serving schedule offers, in the spec's order (the calendar adds Dessert and Special). */
export const SCHEDULE_SERVICE_LINES = SERVICE_LINE_ORDER.slice(0, 5);

const rank = (name: string) => {
  const index = (SERVICE_LINE_ORDER as readonly string[]).indexOf(name);
  return index === -1 ? SERVICE_LINE_ORDER.length : index;
};

/**
 * Service lines in the spec's order (Breakfast, Lunch, Dinner, Snack, Happy Hour, Dessert,
 * Special); lines the spec does not name follow, by their own sort order.
 */
export function sortServiceLines<T extends { name: string; sortOrder?: number }>(
  lines: readonly T[],
): T[] {
  return [...lines].sort(
    (a, b) =>
      rank(a.name) - rank(b.name) ||
      (a.sortOrder ?? 0) - (b.sortOrder ?? 0) ||
      a.name.localeCompare(b.name),
  );
}

/** The id of the line named `name` (the spec's defaults are by name: Lunch). */
export function idOfNamed(rows: readonly { id: string; name: string }[] | undefined, name: string) {
  return rows?.find((row) => row.name === name)?.id ?? '';
}
