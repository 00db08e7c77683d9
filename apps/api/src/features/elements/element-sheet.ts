import { ELEMENT_SHEET_HEADERS, NO_ALLERGENS_CELL, NO_INGREDIENTS_CELL } from '@catering/domain';
import type { SheetColumn } from '../../lib/spreadsheet-export.js';
import type { ExportedElement } from './element-export.repo.js';

/** The elements spreadsheet (docs/spreadsheets.md): the list's columns and what a recipe needs. */

const SERVING_TEMPERATURES: Record<string, string> = {
  HOT: 'Hot',
  COLD: 'Cold',
  AMBIENT: 'Ambient',
};

export const ELEMENT_COLUMNS: SheetColumn<ExportedElement>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Tag', value: (row) => row.tag },
  { header: 'Element Type', value: (row) => row.elementType },
  {
    header: 'Serving Temperature',
    value: (row) =>
      row.servingTemp ? (SERVING_TEMPERATURES[row.servingTemp] ?? row.servingTemp) : null,
  },
  {
    header: 'Allergens',
    value: (row) => row.allergenNames ?? (row.noAllergens ? NO_ALLERGENS_CELL : null),
  },
  {
    header: 'Ingredients',
    // "None" as for allergens: an import reads it back as the "no ingredients" box.
    value: (row) => (row.noIngredients ? NO_INGREDIENTS_CELL : row.ingredientsText),
  },
  { header: 'Ingredient Amounts', value: (row) => row.ingredientAmounts },
  { header: 'Container', value: (row) => row.container },
  { header: 'Portion Per Person', value: (row) => row.portionPerPerson },
  { header: 'Portion Per Container', value: (row) => row.portionPerContainer },
  { header: 'Portion Unit', value: (row) => row.portionUnit },
  { header: 'Method', value: (row) => row.method },
];

/** The import reads what this writes (features/imports/element-sheet.ts). */
if (ELEMENT_COLUMNS.some((column, index) => column.header !== ELEMENT_SHEET_HEADERS[index])) {
  throw new Error('The elements export columns must follow ELEMENT_SHEET_HEADERS.');
}
