import {
  IMPORT_MESSAGES,
  INGREDIENT_SHEET_HEADERS,
  INGREDIENT_TYPES,
  type IngredientInput,
  MAX_VENDORS,
  NO_ALLERGENS_CELL,
  PROTEIN_TYPES,
  vendorSlotHeaders,
} from '@catering/domain';
import type { FieldSpec } from './column-mapping.js';
import type { MappedRow } from './import-kind.js';
import type { StoredIngredient } from './ingredient-import.repo.js';

/**
 * The ingredients sheet's columns (the export's headers) and how one row becomes the
 * ingredient editor's payload (ingredientInputSchema's input), names turned into ids.
 */
const SLOT_FIELDS = [
  ['vendor', ['vendor', 'supplier', 'distributor']],
  ['itemId', ['itemid', 'item', 'itemno', 'itemnumber', 'sku', 'productid', 'productcode']],
  ['unitsPerCase', ['unitspercase', 'casesize', 'packsize']],
  ['caseCost', ['casecost', 'costpercase', 'caseprice', 'cost', 'price']],
  ['shelfLifeDays', ['shelflifedays', 'shelflife', 'expdays', 'expirydays']],
  ['leadTimeDays', ['leadtimedays', 'leadtime', 'leaddays']],
] as const;
type SlotField = (typeof SLOT_FIELDS)[number][0];
export const slotKey = (field: SlotField, slot: number) => `${field}${slot}`;

const slotSpecs = (slot: number): FieldSpec[] =>
  SLOT_FIELDS.map(([field, names], index) => ({
    key: slotKey(field, slot),
    label: vendorSlotHeaders(slot)[index] as string,
    required: slot === 1 && (field === 'vendor' || field === 'unitsPerCase'),
    // "Vendor 2", "SKU 2"; slot 1 also answers to an unnumbered "SKU".
    synonyms: names.flatMap((name) => (slot === 1 ? [`${name}1`, name] : [`${name}${slot}`])),
  }));

export const INGREDIENT_FIELDS: readonly FieldSpec[] = [
  { key: 'name', label: 'Name', required: true, synonyms: ['ingredient', 'ingredientname'] },
  { key: 'type', label: 'Type', required: true, synonyms: ['ingredienttype', 'category'] },
  { key: 'proteinType', label: 'Protein Type', required: false, synonyms: ['protein'] },
  { key: 'unit', label: 'Unit', required: true, synonyms: ['portionunit', 'uom'] },
  { key: 'allergens', label: 'Allergens', required: true, synonyms: ['allergen'] },
  ...Array.from({ length: MAX_VENDORS }, (_, index) => slotSpecs(index + 1)).flat(),
];
if (INGREDIENT_FIELDS.some((field, index) => field.label !== INGREDIENT_SHEET_HEADERS[index])) {
  throw new Error('The ingredients import fields must follow INGREDIENT_SHEET_HEADERS.');
}

export const INGREDIENT_EXAMPLE = [
  'Chicken Thigh, Boneless Skinless',
  'Protein',
  'Poultry',
  'oz',
  NO_ALLERGENS_CELL,
  'Sysco',
  'SYS-4203998',
  '640',
  '118.40',
  '6',
  '2',
  ...Array.from({ length: (MAX_VENDORS - 1) * SLOT_FIELDS.length }, () => ''),
];

/** Names of the reference lists, case-insensitively, to ids. */
export interface IngredientNames {
  unit(name: string): string | undefined;
  allergen(name: string): string | undefined;
  vendor(name: string): string | undefined;
}

const oneOf = <T extends string>(list: readonly T[], text: string) =>
  list.find((item) => item.toLowerCase() === text.toLowerCase());

type VendorSlot = NonNullable<IngredientInput['vendors']>[number];

/**
 * The payload of one row: each mapped column's cell, and for an update what is stored
 * wherever the file has no column (a vendor slot with no column at all is kept whole).
 * Unknown names and bad numbers are pushed to `reasons`.
 */
export function ingredientPayload(
  row: MappedRow,
  names: IngredientNames,
  stored: StoredIngredient | undefined,
  reasons: string[],
): IngredientInput {
  const from = <T>(key: string, read: () => T, kept: T): T =>
    row.mapped(key) || !stored ? read() : kept;

  const type = from(
    'type',
    () => {
      const text = row.text('type');
      const known = oneOf(INGREDIENT_TYPES, text);
      if (text && !known) reasons.push(IMPORT_MESSAGES.notOneOf('Type', text, INGREDIENT_TYPES));
      return known;
    },
    stored?.type as IngredientInput['type'],
  );
  const proteinType = from(
    'proteinType',
    () => {
      const text = row.text('proteinType');
      const known = oneOf(PROTEIN_TYPES, text);
      if (text && !known) {
        reasons.push(IMPORT_MESSAGES.notOneOf('Protein Type', text, PROTEIN_TYPES));
      }
      return known ?? null;
    },
    (stored?.proteinType ?? null) as IngredientInput['proteinType'],
  );
  const portionUnitId = from(
    'unit',
    () => {
      const text = row.text('unit');
      const id = text ? names.unit(text) : undefined;
      if (text && !id) reasons.push(IMPORT_MESSAGES.unknownName('unit', text));
      return id;
    },
    stored?.portionUnitId,
  );
  const allergens = from('allergens', () => allergenIds(row.text('allergens'), names, reasons), {
    allergenIds: stored?.allergenIds ?? [],
    noAllergens: stored?.noAllergens ?? false,
  });
  const vendors: VendorSlot[] = [];
  for (let slot = 1; slot <= MAX_VENDORS; slot += 1) {
    const keys = SLOT_FIELDS.map(([field]) => slotKey(field, slot));
    const kept = stored?.vendors[slot - 1];
    if (stored && !keys.some((key) => row.mapped(key))) {
      if (kept) vendors.push(kept);
      continue;
    }
    vendors.push(vendorSlot(row, slot, names, kept, Boolean(stored), reasons));
  }
  return {
    name: from('name', () => row.text('name'), stored?.name ?? ''),
    type,
    proteinType,
    portionUnitId,
    ...allergens,
    vendors,
  };
}

function allergenIds(text: string, names: IngredientNames, reasons: string[]) {
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

function vendorSlot(
  row: MappedRow,
  slot: number,
  names: IngredientNames,
  kept: StoredIngredient['vendors'][number] | undefined,
  updating: boolean,
  reasons: string[],
): VendorSlot {
  const labels = vendorSlotHeaders(slot);
  const read = <T>(field: SlotField, value: () => T, stored: T | undefined): T | undefined =>
    row.mapped(slotKey(field, slot)) || !updating ? value() : stored;
  const number = (field: SlotField, index: number) => () =>
    row.number(slotKey(field, slot), labels[index] as string, reasons);
  return {
    vendorId: read(
      'vendor',
      () => {
        const text = row.text(slotKey('vendor', slot));
        const id = text ? names.vendor(text) : undefined;
        if (text && !id) reasons.push(IMPORT_MESSAGES.unknownName('vendor', text));
        return id ?? null;
      },
      kept?.vendorId,
    ),
    productId: read('itemId', () => row.text(slotKey('itemId', slot)), kept?.productId ?? ''),
    unitsPerCase: read('unitsPerCase', number('unitsPerCase', 2), kept?.unitsPerCase),
    costPerCase: read('caseCost', number('caseCost', 3), kept?.costPerCase),
    expDays: read('shelfLifeDays', number('shelfLifeDays', 4), kept?.expDays),
    leadTime: read('leadTimeDays', number('leadTimeDays', 5), kept?.leadTime),
  };
}
