import { type ContainerTotal, shareNote } from '@catering/domain';
import type { Content } from 'pdfmake/interfaces';

/**
 * What the day's documents print of a line beyond its numbers: the texts of the dish the
 * line cooks. An alternative line carries its alternative's own texts, never its main
 * row's: the alternative shares the row (and so the scheduled element id) with the dish
 * it replaces, and an allergy-safe dish printed with the allergen's recipe is the worst
 * mistake a kitchen sheet can make.
 */
export interface LineNotes {
  /** The name eaters see: the row's label name when set, else its name; an alternative's own name. */
  labelName: string;
  ingredients: string;
  method: string;
  allergenNames: string[];
  /** An alternative line's main dish, as eaters see it (its label name when set); else null. */
  alternativeFor: string | null;
}

/** By `ContainerTotal.key`. */
export type LineNotesByKey = Record<string, LineNotes>;

/** "Allergens: Milk, Wheat", or "Allergens: none": a sheet never leaves the line blank. */
export const allergenLine = (names: string[]) => `Allergens: ${names.join(', ') || 'none'}`;

/**
 * The line's name on the kitchen's sheets: an alternative names the dish it stands in for
 * (the main line of the same row, always counted beside it).
 */
export function kitchenName(line: ContainerTotal, lines: ContainerTotal[]): string {
  if (!line.isAlternative) return line.name;
  const main = lines.find(
    (l) => l.scheduledElementId === line.scheduledElementId && !l.isAlternative,
  );
  return main ? `${line.name} (alternative for ${main.name})` : `${line.name} (alternative)`;
}

/**
 * Under an alternative's name on the service's sheets (temperature, host flow, dish
 * cards), where it follows the dish it stands in for.
 */
export const alternativeMark = (main: string): Content => ({
  text: `Alternative for ${main}`,
  italics: true,
  fontSize: 8,
});

/**
 * The line's name with its choice share beneath when it feeds only part of its type's
 * eaters (issue #20 7): the cook sees why three sandwiches do not each feed everyone.
 */
export function kitchenNameCell(line: ContainerTotal, lines: ContainerTotal[]): Content {
  const share = shareNote(line);
  const name = kitchenName(line, lines);
  return share ? { stack: [name, { text: share, style: 'muted', fontSize: 8 }] } : name;
}
