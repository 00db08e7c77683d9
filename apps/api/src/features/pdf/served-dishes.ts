import type { ContainerCalculation, ScheduledElement } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { allergenNamesOf } from '../../lib/reference-names.repo.js';
import type { LineNotesByKey } from './documents/line-notes.js';

/**
 * A scheduled menu's dishes as its documents print them: each row under the name eaters
 * see, and its alternative (when it names one: the numbers count no other) as a dish of
 * its own right after it, with the alternative's own texts and allergens. The
 * alternative shares the row's id, so nothing may be looked up by that id for it.
 */
export interface ServedDish {
  row: ScheduledElement;
  /** The label name when set, else the name; an alternative's own name. */
  name: string;
  /** An alternative's main dish, as eaters see it; null for the row's own dish. */
  alternativeFor: string | null;
  ingredients: string;
  method: string;
  allergenNames: string[];
}

/** The row's alternative, when it has one the numbers count (docs/calculations.md). */
export const alternativeOf = (row: ScheduledElement) =>
  row.alternative?.name.trim() ? row.alternative : null;

const eatersName = (row: ScheduledElement) => row.labelName || row.name;

/** Every row, each followed by its alternative, in the order given. */
export async function servedDishes(db: Db, rows: ScheduledElement[]): Promise<ServedDish[]> {
  const allergens = await allergenNamesOf(
    db,
    rows.map((row) => alternativeOf(row)?.allergenIds ?? []),
  );
  return rows.flatMap((row) => {
    const own: ServedDish = {
      row,
      name: eatersName(row),
      alternativeFor: null,
      ingredients: row.ingredients,
      method: row.method,
      allergenNames: row.allergenNames,
    };
    const alternative = alternativeOf(row);
    if (!alternative) return [own];
    return [
      own,
      {
        row,
        name: alternative.name.trim(),
        alternativeFor: eatersName(row),
        ingredients: alternative.ingredients,
        method: alternative.method,
        allergenNames: allergens(alternative.allergenIds),
      },
    ];
  });
}

/**
 * The texts of each line of the day's numbers, by line key: an element line gets its
 * row's, an alternative line its alternative's. A line whose row is gone (the menu edited
 * between the two reads) gets none, and its documents say the allergens are not recorded.
 */
export async function lineNotesOf(
  db: Db,
  numbers: ContainerCalculation,
  rows: ScheduledElement[],
): Promise<LineNotesByKey> {
  const dishes = await servedDishes(db, rows);
  const notes: LineNotesByKey = {};
  for (const line of numbers.containerTotals) {
    const dish = dishes.find(
      (d) =>
        d.row.id === line.scheduledElementId && (d.alternativeFor !== null) === line.isAlternative,
    );
    if (!dish) continue;
    notes[line.key] = {
      labelName: dish.name,
      ingredients: dish.ingredients,
      method: dish.method,
      allergenNames: dish.allergenNames,
      alternativeFor: dish.alternativeFor,
    };
  }
  return notes;
}
