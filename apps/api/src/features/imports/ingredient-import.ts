import { randomUUID } from 'node:crypto';
import {
  describeChange,
  IMPORT_KIND_PERMISSIONS,
  IMPORT_MESSAGES,
  type ImportRow,
  type IngredientValues,
  ingredientInputSchema,
} from '@catering/domain';
import { stale } from '../../lib/errors.js';
import {
  type ImportKindModule,
  type MappedRow,
  type PlannedRow,
  shown,
  storedAs,
} from './import-kind.js';
import {
  type IngredientWrite,
  readIngredientCatalogue,
  recordImportChanges,
  type StoredIngredient,
  writeIngredients,
} from './ingredient-import.repo.js';
import {
  INGREDIENT_EXAMPLE,
  INGREDIENT_FIELDS,
  type IngredientNames,
  ingredientPayload,
  slotKey,
} from './ingredient-sheet.js';

const lower = (text: string) => text.trim().toLowerCase();

function lookup(rows: { id: string; name: string }[]) {
  const ids = new Map(rows.map((row) => [lower(row.name), row.id]));
  return (name: string) => ids.get(lower(name));
}

/** Item ids as they match: per vendor, any case. */
const itemKey = (vendorId: string, itemId: string) => `${vendorId}|${lower(itemId)}`;

/** What changes from the stored ingredient to the row's values, as "Field: old → new". */
function changesOf(
  stored: StoredIngredient,
  values: IngredientValues,
  nameOf: { unit(id: string): string; allergen(id: string): string; vendor(id: string): string },
): string[] {
  const changes: string[] = [];
  const compare = (label: string, before: unknown, after: unknown) => {
    if (shown(before) !== shown(after))
      changes.push(`${label}: ${shown(before)} → ${shown(after)}`);
  };
  compare('Name', stored.name, values.name);
  compare('Type', stored.type, values.type);
  compare('Protein Type', stored.proteinType, values.proteinType);
  compare('Unit', nameOf.unit(stored.portionUnitId), nameOf.unit(values.portionUnitId));
  const allergens = (noAllergens: boolean, ids: string[]) =>
    noAllergens ? 'None' : ids.map(nameOf.allergen).sort().join('; ');
  compare(
    'Allergens',
    allergens(stored.noAllergens, stored.allergenIds),
    allergens(values.noAllergens, values.allergenIds),
  );
  for (let index = 0; index < Math.max(stored.vendors.length, values.vendors.length); index += 1) {
    const n = index + 1;
    const before = stored.vendors[index];
    const after = values.vendors[index];
    compare(
      `Vendor ${n}`,
      before && nameOf.vendor(before.vendorId),
      after && nameOf.vendor(after.vendorId),
    );
    compare(`Item Id ${n}`, before?.productId, after?.productId);
    compare(`Units Per Case ${n}`, before?.unitsPerCase, after?.unitsPerCase);
    compare(`Case Cost ${n}`, before?.costPerCase, after?.costPerCase);
    compare(`Shelf Life Days ${n}`, before?.expDays, after?.expDays);
    compare(`Lead Time Days ${n}`, before?.leadTime, after?.leadTime);
  }
  return changes;
}

/** The row's values as the columns store them, so a round trip compares equal. */
const asStored = (values: IngredientValues): IngredientValues => ({
  ...values,
  vendors: values.vendors.map((vendor) => ({
    ...vendor,
    productId: vendor.productId || undefined,
    unitsPerCase: storedAs(vendor.unitsPerCase, 3) ?? undefined,
    costPerCase: storedAs(vendor.costPerCase, 2) ?? undefined,
  })),
});

async function planIngredients(
  tx: Parameters<ImportKindModule<IngredientWrite>['plan']>[0],
  rows: MappedRow[],
): Promise<PlannedRow<IngredientWrite>[]> {
  const catalogue = await readIngredientCatalogue(tx);
  const units = new Map<string, string>();
  for (const unit of catalogue.units) {
    units.set(lower(unit.name), unit.id);
    units.set(lower(unit.abbreviation), unit.id);
  }
  const names: IngredientNames = {
    unit: (name) => units.get(lower(name)),
    allergen: lookup(catalogue.allergens),
    vendor: lookup(catalogue.vendors),
  };
  const nameById = (list: { id: string; name: string }[]) => {
    const byId = new Map(list.map((row) => [row.id, row.name]));
    return (id: string) => byId.get(id) ?? id;
  };
  const nameOf = {
    unit: nameById(catalogue.units.map((u) => ({ id: u.id, name: u.abbreviation }))),
    allergen: nameById(catalogue.allergens),
    vendor: nameById(catalogue.vendors),
  };
  const byName = new Map(catalogue.ingredients.map((i) => [lower(i.name), i]));
  const byItem = new Map<string, Set<StoredIngredient>>();
  for (const ingredient of catalogue.ingredients) {
    for (const slot of ingredient.vendors) {
      if (!slot.productId) continue;
      const key = itemKey(slot.vendorId, slot.productId);
      byItem.set(key, (byItem.get(key) ?? new Set()).add(ingredient));
    }
  }
  const linesOfNames = new Map<string, number>();
  const linesOfTargets = new Map<string, number>();

  return rows.map((row) => {
    const reasons: string[] = [];
    const name = row.text('name');
    // Matched by name, else by an item id of one of its vendors.
    let stored = name ? byName.get(lower(name)) : undefined;
    if (!stored) {
      const found = new Set<StoredIngredient>();
      for (let slot = 1; slot <= 3; slot += 1) {
        const vendorId = names.vendor(row.text(slotKey('vendor', slot)));
        const itemId = row.text(slotKey('itemId', slot));
        if (!vendorId || !itemId) continue;
        for (const match of byItem.get(itemKey(vendorId, itemId)) ?? []) found.add(match);
      }
      if (found.size > 1)
        reasons.push(IMPORT_MESSAGES.itemIdOnSeveral(row.text(slotKey('itemId', 1))));
      else stored = [...found][0];
    }
    const payload = ingredientPayload(row, names, stored, reasons);
    // The product's own rules, once every name and number of the row could be read.
    const parsed = reasons.length ? undefined : ingredientInputSchema.safeParse(payload);
    if (parsed && !parsed.success)
      reasons.push(...parsed.error.issues.map((issue) => issue.message));
    const label = (parsed?.success ? parsed.data.name : name) || '(no name)';

    if (parsed?.success) {
      const key = lower(parsed.data.name);
      const earlier = linesOfNames.get(key);
      if (earlier !== undefined)
        reasons.push(IMPORT_MESSAGES.duplicateName(parsed.data.name, earlier));
      else linesOfNames.set(key, row.line);
      const other = byName.get(key);
      if (other && stored && other.id !== stored.id)
        reasons.push(IMPORT_MESSAGES.nameTaken(parsed.data.name));
      const target = stored && linesOfTargets.get(stored.id);
      if (target !== undefined && target !== earlier)
        reasons.push(IMPORT_MESSAGES.sameIngredient(target));
      if (stored) linesOfTargets.set(stored.id, row.line);
    }
    const result = (outcome: ImportRow['outcome'], changes: string[] = []): ImportRow => ({
      line: row.line,
      outcome,
      label,
      changes,
      reasons: outcome === 'refused' ? reasons : [],
    });
    if (reasons.length || !parsed?.success) return { row: result('refused') };
    const values = asStored(parsed.data);
    if (!stored) return { row: result('create'), write: { values } };
    const changes = changesOf(stored, values, nameOf);
    if (!changes.length) return { row: result('unchanged') };
    return {
      row: result('update', changes),
      write: { existing: { id: stored.id, updatedAt: stored.updatedAt }, values },
    };
  });
}

/** Ingredients with up to three vendors (docs/spreadsheets.md, Imports). */
export const ingredientImport: ImportKindModule<IngredientWrite> = {
  kind: 'ingredients',
  fields: INGREDIENT_FIELDS,
  example: INGREDIENT_EXAMPLE,
  permissions: IMPORT_KIND_PERMISSIONS.ingredients,
  plan: planIngredients,
  async apply(tx, writes, actor) {
    const withIds = writes.map((write) => ({ ...write, id: write.existing?.id ?? randomUUID() }));
    const updates = withIds.filter((write) => write.existing).length;
    // Someone saved one of these ingredients after the plan read it: nothing is written.
    if ((await writeIngredients(tx, withIds)) !== updates) throw stale();
    await recordImportChanges(
      tx,
      withIds.map(({ id, existing, values }) => {
        const method = existing ? 'PUT' : 'POST';
        const route = existing ? '/v1/ingredients/:id' : '/v1/ingredients';
        return {
          actorUserId: actor.userId,
          method,
          route,
          entityType: 'ingredients',
          entityId: id,
          summary: describeChange(method, route),
          change: values,
          status: existing ? 200 : 201,
          requestId: actor.requestId,
        };
      }),
    );
  },
};
