import {
  describeChange,
  IMPORT_KIND_PERMISSIONS,
  IMPORT_MESSAGES,
  type ImportRow,
  PRICE_LIST_HEADERS,
} from '@catering/domain';
import type { FieldSpec } from './column-mapping.js';
import { type ImportKindModule, type PlannedRow, shown, storedAs } from './import-kind.js';
import { recordImportChanges } from './ingredient-import.repo.js';
import {
  readPriceListCatalogue,
  type SlotPriceWrite,
  writeSlotPrices,
} from './price-list-import.repo.js';

const [VENDOR, ITEM_ID, CASE_COST, UNITS_PER_CASE] = PRICE_LIST_HEADERS as [
  string,
  string,
  string,
  string,
];

const PRICE_LIST_FIELDS: readonly FieldSpec[] = [
  {
    key: 'vendor',
    label: VENDOR,
    required: true,
    synonyms: ['supplier', 'distributor', 'vendorname'],
  },
  {
    key: 'itemId',
    label: ITEM_ID,
    required: true,
    synonyms: ['item', 'itemno', 'itemnumber', 'sku', 'productid', 'productcode', 'code'],
  },
  {
    key: 'caseCost',
    label: CASE_COST,
    required: true,
    synonyms: ['cost', 'price', 'caseprice', 'costpercase', 'pricepercase'],
  },
  {
    key: 'unitsPerCase',
    label: UNITS_PER_CASE,
    required: false,
    synonyms: ['casesize', 'packsize', 'units', 'pack'],
  },
];

const lower = (text: string) => text.trim().toLowerCase();

/**
 * A vendor's price list: case costs (and optionally units per case) by vendor and item id,
 * over every ingredient vendor slot with that item id (docs/spreadsheets.md, Imports).
 */
export const priceListImport: ImportKindModule<SlotPriceWrite[]> = {
  kind: 'price-list',
  fields: PRICE_LIST_FIELDS,
  example: ['Sysco', 'SYS-4203998', '118.40', '640'],
  permissions: IMPORT_KIND_PERMISSIONS['price-list'],
  async plan(tx, rows) {
    const catalogue = await readPriceListCatalogue(tx);
    const vendorIds = new Map(catalogue.vendors.map((v) => [lower(v.name), v.id]));
    const slotsByItem = new Map<string, typeof catalogue.slots>();
    for (const slot of catalogue.slots) {
      const key = `${slot.vendorId}|${lower(slot.productId ?? '')}`;
      slotsByItem.set(key, [...(slotsByItem.get(key) ?? []), slot]);
    }
    const linesOfItems = new Map<string, number>();

    return rows.map((row): PlannedRow<SlotPriceWrite[]> => {
      const reasons: string[] = [];
      const vendorName = row.text('vendor');
      const itemId = row.text('itemId');
      const label = [vendorName, itemId].filter(Boolean).join(' ') || '(blank)';
      const vendorId = vendorIds.get(lower(vendorName));
      if (!vendorName) reasons.push(IMPORT_MESSAGES.required(VENDOR));
      else if (!vendorId) reasons.push(IMPORT_MESSAGES.unknownName('vendor', vendorName));
      if (!itemId) reasons.push(IMPORT_MESSAGES.required(ITEM_ID));
      const cost = row.number('caseCost', CASE_COST, reasons);
      if (cost === undefined && !row.text('caseCost')) reasons.push(IMPORT_MESSAGES.priceRequired);
      if (cost !== undefined && cost < 0) reasons.push(IMPORT_MESSAGES.priceNegative);
      const units = row.number('unitsPerCase', UNITS_PER_CASE, reasons);
      if (units !== undefined && units <= 0) reasons.push(IMPORT_MESSAGES.unitsPositive);

      const key = `${vendorId}|${lower(itemId)}`;
      const slots = vendorId && itemId ? (slotsByItem.get(key) ?? []) : [];
      if (vendorId && itemId) {
        if (!slots.length) reasons.push(IMPORT_MESSAGES.itemNotFound(vendorName, itemId));
        const earlier = linesOfItems.get(key);
        if (earlier !== undefined) reasons.push(IMPORT_MESSAGES.duplicateItem(earlier));
        else linesOfItems.set(key, row.line);
      }
      const result = (outcome: ImportRow['outcome'], changes: string[] = []): ImportRow => ({
        line: row.line,
        outcome,
        label,
        changes,
        reasons: outcome === 'refused' ? reasons : [],
      });
      if (reasons.length || cost === undefined || !vendorId) return { row: result('refused') };

      const newCost = storedAs(cost, 2) as number;
      const newUnits = storedAs(units, 3);
      const changes: string[] = [];
      const writes: SlotPriceWrite[] = [];
      for (const slot of slots) {
        const slotChanges: string[] = [];
        if (slot.costPerCase !== newCost) {
          slotChanges.push(`Case Cost: ${shown(slot.costPerCase)} → ${newCost}`);
        }
        if (newUnits !== null && slot.unitsPerCase !== newUnits) {
          slotChanges.push(`Units Per Case: ${shown(slot.unitsPerCase)} → ${newUnits}`);
        }
        if (!slotChanges.length) continue;
        changes.push(
          ...slotChanges.map(
            (change) => `${slot.ingredientName} (vendor ${slot.preference}), ${change}`,
          ),
        );
        writes.push({
          slotId: slot.id,
          ingredientId: slot.ingredientId,
          vendorId,
          productId: itemId,
          costPerCase: newCost,
          unitsPerCase: newUnits,
        });
      }
      return writes.length
        ? { row: result('update', changes), write: writes }
        : { row: result('unchanged') };
    });
  },
  async apply(tx, writes, actor) {
    const flat = writes.flat();
    await writeSlotPrices(tx, flat);
    const byIngredient = new Map<string, SlotPriceWrite[]>();
    for (const write of flat) {
      byIngredient.set(write.ingredientId, [
        ...(byIngredient.get(write.ingredientId) ?? []),
        write,
      ]);
    }
    const route = '/v1/ingredients/:id';
    await recordImportChanges(
      tx,
      [...byIngredient].map(([ingredientId, prices]) => ({
        actorUserId: actor.userId,
        method: 'PUT',
        route,
        entityType: 'ingredients',
        entityId: ingredientId,
        summary: describeChange('PUT', route),
        change: {
          priceList: prices.map(({ vendorId, productId, costPerCase, unitsPerCase }) => ({
            vendorId,
            productId,
            costPerCase,
            ...(unitsPerCase === null ? {} : { unitsPerCase }),
          })),
        },
        status: 200,
        requestId: actor.requestId,
      })),
    );
  },
};
