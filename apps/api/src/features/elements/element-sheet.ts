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
  { header: 'Allergens', value: (row) => row.allergenNames ?? (row.noAllergens ? 'None' : null) },
  { header: 'Ingredients', value: (row) => row.ingredientsText },
  { header: 'Ingredient Amounts', value: (row) => row.ingredientAmounts },
  { header: 'Container', value: (row) => row.container },
  { header: 'Portion Per Person', value: (row) => row.portionPerPerson },
  { header: 'Portion Per Container', value: (row) => row.portionPerContainer },
  { header: 'Portion Unit', value: (row) => row.portionUnit },
  { header: 'Method', value: (row) => row.method },
];
