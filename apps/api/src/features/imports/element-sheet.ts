import {
  ELEMENT_SHEET_HEADERS,
  type ElementIngredientInput,
  type ElementInput,
  IMPORT_MESSAGES,
  NO_ALLERGENS_CELL,
  NO_INGREDIENTS_CELL,
  parseSpreadsheetNumber,
  SERVING_TEMPERATURES,
} from '@catering/domain';
import type { FieldSpec } from './column-mapping.js';
import type { StoredElement, StoredLine } from './element-import.repo.js';
import { type MappedRow, storedAs } from './import-kind.js';

/**
 * The elements sheet's columns (the export's headers) and how one row becomes the element
 * editor's payload (elementInputSchema's input), names turned into ids.
 */
export const ELEMENT_FIELDS: readonly FieldSpec[] = [
  { key: 'name', label: 'Name', required: true, synonyms: ['element', 'elementname'] },
  { key: 'tag', label: 'Tag', required: true, synonyms: ['menuelementclass', 'version'] },
  { key: 'elementType', label: 'Element Type', required: false, synonyms: ['type'] },
  {
    key: 'servingTemp',
    label: 'Serving Temperature',
    required: false,
    synonyms: ['servingtemp', 'temperature', 'temp'],
  },
  { key: 'allergens', label: 'Allergens', required: true, synonyms: ['allergen'] },
  { key: 'ingredients', label: 'Ingredients', required: false, synonyms: ['ingredientstext'] },
  {
    key: 'ingredientAmounts',
    label: 'Ingredient Amounts',
    required: false,
    synonyms: ['amounts', 'recipe', 'ingredientlines'],
  },
  { key: 'container', label: 'Container', required: false, synonyms: ['containertype'] },
  { key: 'portionPerPerson', label: 'Portion Per Person', required: false, synonyms: [] },
  { key: 'portionPerContainer', label: 'Portion Per Container', required: false, synonyms: [] },
  { key: 'portionUnit', label: 'Portion Unit', required: false, synonyms: ['unit', 'uom'] },
  { key: 'method', label: 'Method', required: false, synonyms: ['instructions'] },
];
if (ELEMENT_FIELDS.some((field, index) => field.label !== ELEMENT_SHEET_HEADERS[index])) {
  throw new Error('The elements import fields must follow ELEMENT_SHEET_HEADERS.');
}

export const ELEMENT_EXAMPLE = [
  'Chicken Tikka Masala',
  'standard',
  'Protein',
  'Hot',
  'Milk',
  'Chicken thigh, yogurt, tomato, cream, garam masala',
  'Chicken Thigh, Boneless Skinless: 7 oz; Heavy Cream: 1 fl. oz',
  'Full Pan',
  '6',
  '120',
  'oz',
  'Marinate, roast at 425°F, simmer in the sauce for 10 minutes.',
];

/** Serving temperatures as the export writes them ("Hot"); HOT is read too. */
export const TEMPERATURE_WORDS: Record<string, string> = {
  HOT: 'Hot',
  COLD: 'Cold',
  AMBIENT: 'Ambient',
};

/** Names of the reference lists and ingredients, case-insensitively, to ids. */
export interface ElementNames {
  unit(name: string): string | undefined;
  allergen(name: string): string | undefined;
  tag(name: string): string | undefined;
  elementType(name: string): string | undefined;
  container(name: string): string | undefined;
  ingredient(name: string): { id: string; portionUnitId: string } | undefined;
}

/**
 * The payload of one row: each mapped column's cell, and for an update what is stored
 * wherever the file has no column. Unknown names and bad numbers are pushed to `reasons`.
 */
export function elementPayload(
  row: MappedRow,
  names: ElementNames,
  stored: StoredElement | undefined,
  reasons: string[],
): ElementInput {
  const from = <T>(key: string, read: () => T, kept: T): T =>
    row.mapped(key) || !stored ? read() : kept;
  const named = (key: string, what: string, find: (name: string) => string | undefined) => () => {
    const text = row.text(key);
    const id = text ? find(text) : undefined;
    if (text && !id) reasons.push(IMPORT_MESSAGES.unknownName(what, text));
    return id ?? null;
  };
  const number = (key: string, label: string) => () =>
    storedAs(row.number(key, label, reasons), 3) ?? undefined;

  const servingTemp = from(
    'servingTemp',
    () => {
      const text = row.text('servingTemp');
      const known = SERVING_TEMPERATURES.find(
        (temp) => temp === text.toUpperCase() || TEMPERATURE_WORDS[temp] === text,
      );
      if (text && !known) {
        const words = Object.values(TEMPERATURE_WORDS);
        reasons.push(IMPORT_MESSAGES.notOneOf('Serving Temperature', text, words));
      }
      return known ?? null;
    },
    (stored?.servingTemp ?? null) as ElementInput['servingTemp'],
  );
  const allergens = from('allergens', () => allergenIds(row.text('allergens'), names, reasons), {
    allergenIds: stored?.allergenIds ?? [],
    noAllergens: stored?.noAllergens ?? false,
  });
  const ingredients = from(
    'ingredients',
    () => {
      const text = row.text('ingredients');
      const none = text.toLowerCase() === NO_INGREDIENTS_CELL.toLowerCase();
      return { ingredients: none ? '' : text, noIngredients: none };
    },
    { ingredients: stored?.ingredients ?? '', noIngredients: stored?.noIngredients ?? false },
  );
  return {
    name: from('name', () => row.text('name'), stored?.name ?? ''),
    menuElementClassId: from(
      'tag',
      named('tag', 'tag', names.tag),
      stored?.menuElementClassId ?? null,
    ),
    elementTypeId: from(
      'elementType',
      named('elementType', 'element type', names.elementType),
      stored?.elementTypeId ?? null,
    ),
    servingTemp,
    ...allergens,
    ...ingredients,
    ingredientObjs: from(
      'ingredientAmounts',
      () => ingredientLines(row.text('ingredientAmounts'), names, stored?.lines ?? [], reasons),
      stored?.lines.map((line) => ({ ...line, amount: line.amount ?? undefined })) ?? [],
    ),
    defaultContainerTypeId: from(
      'container',
      named('container', 'container', names.container),
      stored?.defaultContainerTypeId ?? null,
    ),
    defaultPortionPerPerson: from(
      'portionPerPerson',
      number('portionPerPerson', 'Portion Per Person'),
      stored?.defaultPortionPerPerson ?? undefined,
    ),
    defaultPortionPerContainer: from(
      'portionPerContainer',
      number('portionPerContainer', 'Portion Per Container'),
      stored?.defaultPortionPerContainer ?? undefined,
    ),
    defaultPortionUnitId: from(
      'portionUnit',
      named('portionUnit', 'unit', names.unit),
      stored?.defaultPortionUnitId ?? null,
    ),
    method: from('method', () => row.text('method'), stored?.method ?? ''),
  };
}

function allergenIds(text: string, names: ElementNames, reasons: string[]) {
  if (text.toLowerCase() === NO_ALLERGENS_CELL.toLowerCase()) {
    return { allergenIds: [], noAllergens: true };
  }
  const ids: string[] = [];
  for (const name of text.split(/[;\n]/).map((part) => part.trim())) {
    if (!name) continue;
    const id = names.allergen(name);
    if (id) ids.push(id);
    else reasons.push(IMPORT_MESSAGES.unknownName('allergen', name));
  }
  return { allergenIds: ids, noAllergens: false };
}

/** "4 oz", "1,234.5 fl. oz", "4oz": the number, then the unit's name or abbreviation. */
const AMOUNT_AND_UNIT = /^(\S*\d)\s*(.*)$/;

/**
 * The Ingredient Amounts cell, "Chicken Thigh: 4 oz; Salt: 0.1 oz" (element-export.repo.ts),
 * as the editor's ingredient lines. Lines are split at each ';', the name from the amount
 * at the LAST ':'. A name that itself holds ';' or ':' is still read: the shortest run of
 * pieces whose text (or whose text before its last ':') is a known ingredient is one line.
 */
export function ingredientLines(
  text: string,
  names: ElementNames,
  storedLines: StoredLine[],
  reasons: string[],
): ElementIngredientInput[] {
  const pieces = text.split(';');
  const lines: ElementIngredientInput[] = [];
  let start = 0;
  while (start < pieces.length) {
    if (!pieces[start]?.trim()) {
      start += 1;
      continue;
    }
    let read: ReturnType<typeof readLine> | undefined;
    let end = start;
    for (; end < pieces.length && !read; end += 1) {
      read = readLine(pieces.slice(start, end + 1).join(';'), names);
    }
    if (!read) {
      const alone = (pieces[start] as string).trim();
      const colon = alone.lastIndexOf(':');
      const name = colon < 0 ? alone : alone.slice(0, colon).trim();
      reasons.push(IMPORT_MESSAGES.unknownName('ingredient', name));
      start += 1;
      continue;
    }
    start = end;
    lines.push(lineOf(read, names, storedLines, reasons));
  }
  return lines;
}

/** A known ingredient, alone or before the last ':' and its amount. */
function readLine(text: string, names: ElementNames) {
  const whole = text.trim();
  const alone = names.ingredient(whole);
  if (alone) return { name: whole, ingredient: alone, amount: '' };
  const colon = whole.lastIndexOf(':');
  if (colon < 0) return undefined;
  const name = whole.slice(0, colon).trim();
  const ingredient = names.ingredient(name);
  return ingredient && { name, ingredient, amount: whole.slice(colon + 1).trim() };
}

function lineOf(
  read: NonNullable<ReturnType<typeof readLine>>,
  names: ElementNames,
  storedLines: StoredLine[],
  reasons: string[],
): ElementIngredientInput {
  const { ingredient } = read;
  const kept = storedLines.find((line) => line.ingredientId === ingredient.id);
  // The cell can say nothing of a line's unit without an amount: it keeps the stored one.
  if (!read.amount) return { ingredientId: ingredient.id, portionUnitId: kept?.portionUnitId };
  const match = AMOUNT_AND_UNIT.exec(read.amount);
  const amount = match ? parseSpreadsheetNumber(match[1] as string) : null;
  if (amount === null) {
    reasons.push(IMPORT_MESSAGES.amountNotANumber(read.name, match?.[1] ?? read.amount));
    return { ingredientId: ingredient.id, portionUnitId: null };
  }
  const unitText = (match?.[2] ?? '').trim();
  let portionUnitId = unitText ? names.unit(unitText) : null;
  if (unitText && !portionUnitId) reasons.push(IMPORT_MESSAGES.unknownName('unit', unitText));
  // The export writes the ingredient's own unit for a line stored without one.
  if (kept && kept.portionUnitId === null && portionUnitId === ingredient.portionUnitId) {
    portionUnitId = null;
  }
  return {
    ingredientId: ingredient.id,
    amount: storedAs(amount, 3) ?? undefined,
    portionUnitId,
  };
}
