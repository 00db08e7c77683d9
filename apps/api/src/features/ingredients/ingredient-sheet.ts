import type { SheetColumn } from '../../lib/spreadsheet-export.js';
import type { ExportedIngredient, ExportedVendor } from './ingredient-export.repo.js';

/**
 * The ingredients spreadsheet (docs/spreadsheets.md): the headers the ingredient import
 * reads, so an exported file imported again changes nothing.
 */

export const VENDOR_SLOTS = [1, 2, 3] as const;

/** "None" when marked allergen-free, empty when nobody said. */
const allergenCell = (row: ExportedIngredient) =>
  row.allergenNames ?? (row.noAllergens ? 'None' : null);

const vendorColumns = (slot: number): SheetColumn<ExportedIngredient>[] => {
  const vendor = (row: ExportedIngredient): ExportedVendor | undefined =>
    row.vendors.find((v) => v.preference === slot);
  return [
    { header: `Vendor ${slot}`, value: (row) => vendor(row)?.vendorName ?? null },
    { header: `Item Id ${slot}`, value: (row) => vendor(row)?.productId ?? null },
    { header: `Units Per Case ${slot}`, value: (row) => vendor(row)?.unitsPerCase ?? null },
    { header: `Case Cost ${slot}`, value: (row) => vendor(row)?.costPerCase ?? null },
    { header: `Shelf Life Days ${slot}`, value: (row) => vendor(row)?.expDays ?? null },
    { header: `Lead Time Days ${slot}`, value: (row) => vendor(row)?.leadTime ?? null },
  ];
};

export const INGREDIENT_COLUMNS: SheetColumn<ExportedIngredient>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Type', value: (row) => row.type },
  { header: 'Protein Type', value: (row) => row.proteinType },
  { header: 'Unit', value: (row) => row.unit },
  { header: 'Allergens', value: allergenCell },
  ...VENDOR_SLOTS.flatMap(vendorColumns),
];
