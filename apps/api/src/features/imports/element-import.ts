import { randomUUID } from 'node:crypto';
import {
  describeChange,
  type ElementValues,
  elementInputSchema,
  IMPORT_KIND_PERMISSIONS,
  IMPORT_MESSAGES,
  type ImportRow,
  NO_ALLERGENS_CELL,
  NO_INGREDIENTS_CELL,
} from '@catering/domain';
import { stale } from '../../lib/errors.js';
import {
  type ElementWrite,
  readElementCatalogue,
  type StoredElement,
  writeElements,
} from './element-import.repo.js';
import {
  ELEMENT_EXAMPLE,
  ELEMENT_FIELDS,
  type ElementNames,
  elementPayload,
  TEMPERATURE_WORDS,
} from './element-sheet.js';
import { type ImportKindModule, type MappedRow, type PlannedRow, shown } from './import-kind.js';
import { recordImportChanges } from './ingredient-import.repo.js';

const lower = (text: string) => text.trim().toLowerCase();

/** An element is one per name and tag (elements_name_class_key): its key in a file too. */
const elementKey = (name: string, tagId: string) => `${lower(name)}|${tagId}`;

type Catalogue = Awaited<ReturnType<typeof readElementCatalogue>>;

function lookup(rows: { id: string; name: string }[]) {
  const ids = new Map(rows.map((row) => [lower(row.name), row.id]));
  return (name: string) => ids.get(lower(name));
}

function nameById(rows: { id: string; name: string }[]) {
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (id: string | null | undefined) => (id ? (names.get(id) ?? id) : null);
}

/** How a change list names what an element holds: as the export writes it. */
function describer(catalogue: Catalogue) {
  const unit = nameById(catalogue.units.map((u) => ({ id: u.id, name: u.abbreviation })));
  const ingredient = nameById(catalogue.ingredients);
  const allergen = nameById(catalogue.allergens);
  return {
    tag: nameById(catalogue.tags),
    elementType: nameById(catalogue.elementTypes),
    container: nameById(catalogue.containers),
    unit,
    allergens: (noAllergens: boolean, ids: string[]) =>
      noAllergens ? NO_ALLERGENS_CELL : ids.map(allergen).sort().join('; '),
    ingredients: (noIngredients: boolean, text: string) =>
      noIngredients ? NO_INGREDIENTS_CELL : text,
    lines: (lines: { ingredientId: string; amount?: number | null; portionUnitId?: unknown }[]) =>
      lines
        .map((line) => {
          const amount = line.amount ?? null;
          const unitName = unit(typeof line.portionUnitId === 'string' ? line.portionUnitId : null);
          const tail = amount === null ? '' : `: ${amount}${unitName ? ` ${unitName}` : ''}`;
          return `${ingredient(line.ingredientId)}${tail}`;
        })
        .join('; '),
  };
}

/** What changes from the stored element to the row's values, as "Field: old → new". */
function changesOf(
  stored: StoredElement,
  values: ElementValues,
  nameOf: ReturnType<typeof describer>,
): string[] {
  const changes: string[] = [];
  const compare = (label: string, before: unknown, after: unknown) => {
    if (shown(before) !== shown(after))
      changes.push(`${label}: ${shown(before)} → ${shown(after)}`);
  };
  const temperature = (temp: string | null) => (temp ? (TEMPERATURE_WORDS[temp] ?? temp) : null);
  compare('Name', stored.name, values.name);
  compare(
    'Element Type',
    nameOf.elementType(stored.elementTypeId),
    nameOf.elementType(values.elementTypeId),
  );
  compare('Serving Temperature', temperature(stored.servingTemp), temperature(values.servingTemp));
  compare(
    'Allergens',
    nameOf.allergens(stored.noAllergens, stored.allergenIds),
    nameOf.allergens(values.noAllergens, values.allergenIds),
  );
  compare(
    'Ingredients',
    nameOf.ingredients(stored.noIngredients, stored.ingredients),
    nameOf.ingredients(values.noIngredients, values.ingredients),
  );
  compare('Ingredient Amounts', nameOf.lines(stored.lines), nameOf.lines(values.ingredientObjs));
  compare(
    'Container',
    nameOf.container(stored.defaultContainerTypeId),
    nameOf.container(values.defaultContainerTypeId),
  );
  compare('Portion Per Person', stored.defaultPortionPerPerson, values.defaultPortionPerPerson);
  compare(
    'Portion Per Container',
    stored.defaultPortionPerContainer,
    values.defaultPortionPerContainer,
  );
  compare(
    'Portion Unit',
    nameOf.unit(stored.defaultPortionUnitId),
    nameOf.unit(values.defaultPortionUnitId),
  );
  compare('Method', stored.method, values.method);
  return changes;
}

async function planElements(
  tx: Parameters<ImportKindModule<ElementWrite>['plan']>[0],
  rows: MappedRow[],
): Promise<PlannedRow<ElementWrite>[]> {
  const catalogue = await readElementCatalogue(tx);
  const units = new Map<string, string>();
  for (const unit of catalogue.units) {
    units.set(lower(unit.name), unit.id);
    units.set(lower(unit.abbreviation), unit.id);
  }
  const ingredients = new Map(catalogue.ingredients.map((i) => [lower(i.name), i]));
  const names: ElementNames = {
    unit: (name) => units.get(lower(name)),
    allergen: lookup(catalogue.allergens),
    tag: lookup(catalogue.tags),
    elementType: lookup(catalogue.elementTypes),
    container: lookup(catalogue.containers),
    ingredient: (name) => ingredients.get(lower(name)),
  };
  const nameOf = describer(catalogue);
  const byKey = new Map(
    catalogue.elements.map((e) => [elementKey(e.name, e.menuElementClassId), e]),
  );
  const linesOfKeys = new Map<string, number>();

  return rows.map((row) => {
    const reasons: string[] = [];
    const name = row.text('name');
    const tagId = names.tag(row.text('tag'));
    // Matched by name within its tag: the same name may be an element of each tag.
    const stored = name && tagId ? byKey.get(elementKey(name, tagId)) : undefined;
    const payload = elementPayload(row, names, stored, reasons);
    // The editor's own rules, once every name and number of the row could be read.
    const parsed = reasons.length ? undefined : elementInputSchema.safeParse(payload);
    if (parsed && !parsed.success) {
      reasons.push(...new Set(parsed.error.issues.map((issue) => issue.message)));
    }
    // With its tag: the same name may be a row of each tag.
    const tag = row.text('tag');
    const label = `${(parsed?.success ? parsed.data.name : name) || '(no name)'}${tag ? ` — ${tag}` : ''}`;

    if (parsed?.success) {
      const key = elementKey(parsed.data.name, parsed.data.menuElementClassId);
      const earlier = linesOfKeys.get(key);
      if (earlier !== undefined)
        reasons.push(IMPORT_MESSAGES.duplicateName(parsed.data.name, earlier));
      else linesOfKeys.set(key, row.line);
    }
    const result = (outcome: ImportRow['outcome'], changes: string[] = []): ImportRow => ({
      line: row.line,
      outcome,
      label,
      changes,
      reasons: outcome === 'refused' ? reasons : [],
    });
    if (reasons.length || !parsed?.success) return { row: result('refused') };
    const values = parsed.data;
    if (!stored) return { row: result('create'), write: { values } };
    const changes = changesOf(stored, values, nameOf);
    if (!changes.length) return { row: result('unchanged') };
    return {
      row: result('update', changes),
      write: { existing: { id: stored.id, updatedAt: stored.updatedAt }, values },
    };
  });
}

/** Elements with their ingredient amounts (docs/spreadsheets.md, Imports). */
export const elementImport: ImportKindModule<ElementWrite> = {
  kind: 'elements',
  fields: ELEMENT_FIELDS,
  example: ELEMENT_EXAMPLE,
  permissions: IMPORT_KIND_PERMISSIONS.elements,
  permissionMessage: IMPORT_MESSAGES.needsElementAddAndEdit,
  plan: planElements,
  async apply(tx, writes, actor) {
    const withIds = writes.map((write) => ({ ...write, id: write.existing?.id ?? randomUUID() }));
    const updates = withIds.filter((write) => write.existing).length;
    // Someone saved one of these elements after the plan read it: nothing is written.
    if ((await writeElements(tx, withIds)) !== updates) throw stale();
    await recordImportChanges(
      tx,
      withIds.map(({ id, existing, values }) => {
        const method = existing ? 'PUT' : 'POST';
        const route = existing ? '/v1/elements/:id' : '/v1/elements';
        return {
          actorUserId: actor.userId,
          method,
          route,
          entityType: 'elements',
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
