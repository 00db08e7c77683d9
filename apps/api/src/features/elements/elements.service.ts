import {
  COPY_SUFFIX,
  type CopyElementInput,
  costElement,
  ELEMENT_MESSAGES,
  type Element,
  type ElementListItem,
  type ElementValues,
  type ListQuery,
  type ServingTemperature,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import {
  answeringConstraintErrors,
  missingReference,
  type ReferenceMessages,
} from '../../lib/constraint-errors.js';
import { conflict, notFound, stale } from '../../lib/errors.js';
import { firstFreeTag, tagName } from '../../lib/free-tags.repo.js';
import { iso, type Page } from '../../lib/list.js';
import { findElementsToExport } from './element-export.repo.js';
import {
  countMenusUsing,
  deleteElement,
  type ElementDetails,
  elementExists,
  findElementDetails,
  findElements,
  insertElement,
  updateElementIfCurrent,
} from './elements.repo.js';

const NOT_FOUND = 'Element not found.';

const REFERENCES: ReferenceMessages = [
  ['menu_element_class', 'The chosen tag does not exist.'],
  ['element_type', 'The chosen element type does not exist.'],
  ['container_type', 'The chosen container type does not exist.'],
  ['portion_unit', 'The chosen portion unit does not exist.'],
  ['ingredient_id', 'The chosen ingredient does not exist.'],
  ['allergen', 'The chosen allergen does not exist.'],
];

/** Unique name per tag and existing references, as messages a person can act on. */
function write<T>(db: Db, values: ElementValues, run: () => Promise<T>): Promise<T> {
  return answeringConstraintErrors(
    {
      unique: async () => {
        const tag = await tagName(db, values.menuElementClassId);
        return conflict(ELEMENT_MESSAGES.conflictForTag(values.name, tag ?? 'this tag'));
      },
      foreignKey: (constraint) => missingReference(constraint, REFERENCES),
    },
    run,
  );
}

/** Every element the list's filters match, for its spreadsheet. */
export function listElementsToExport(db: Db, query: { q?: string; class?: string | null }) {
  return findElementsToExport(db, query);
}

export function listElements(
  db: Db,
  query: ListQuery & { class?: string | null },
): Promise<Page<ElementListItem>> {
  return findElements(db, query);
}

/** An element with its allergens, ingredient lines, menus and costing. */
function wholeElement(
  row: ElementDetails['base'][number],
  { allergenRows, lines, menuRows, costs }: ElementDetails,
): Element {
  const own = lines.filter((line) => line.elementId === row.id);
  const costable = new Map(
    own.map((line) => [
      line.ingredientId,
      {
        id: line.ingredientId,
        name: line.name,
        unitAbbreviation: line.ingredientUnit,
        costPerUnit: costs.get(line.ingredientId) ?? null,
      },
    ]),
  );
  const ownAllergens = allergenRows.filter((a) => a.elementId === row.id);
  return {
    ...row,
    servingTemp: row.servingTemp as ServingTemperature | null,
    allergenIds: ownAllergens.map((a) => a.id),
    allergenNames: ownAllergens.map((a) => a.name),
    ingredientObjs: own.map((line) => ({
      ingredientId: line.ingredientId,
      name: line.name,
      amount: line.amount,
      portionUnitId: line.portionUnitId,
    })),
    menus: menuRows.filter((m) => m.elementId === row.id).map(({ id, name }) => ({ id, name })),
    costing: costElement(
      own.map((line) => ({
        ingredientId: line.ingredientId,
        amount: line.amount,
        unitAbbreviation: line.lineUnit,
      })),
      costable,
    ),
    updatedAt: iso(row.updatedAt),
  };
}

/** Whole elements (the editor's, `POST /v1/elements/full`), in the order of `ids`. */
export async function findFullElements(db: Db, ids: string[]): Promise<Element[]> {
  if (!ids.length) return [];
  const details = await findElementDetails(db, ids);
  const byId = new Map(details.base.map((row) => [row.id, wholeElement(row, details)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function getElement(db: Db, id: string): Promise<Element> {
  const [element] = await findFullElements(db, [id]);
  if (!element) throw notFound(NOT_FOUND);
  return element;
}

export async function createElement(db: Db, values: ElementValues): Promise<Element> {
  const id = await write(db, values, () => db.transaction((tx) => insertElement(tx, values)));
  return getElement(db, id);
}

export async function updateElement(
  db: Db,
  id: string,
  values: ElementValues & { updatedAt: string },
): Promise<Element> {
  const written = await write(db, values, () =>
    db.transaction((tx) => updateElementIfCurrent(tx, id, values, new Date(values.updatedAt))),
  );
  if (!written) throw (await elementExists(db, id)) ? stale() : notFound(NOT_FOUND);
  return getElement(db, id);
}

/** Refused while the element is in any menu: menus and their schedules are built from it. */
export async function removeElement(db: Db, id: string): Promise<void> {
  await answeringConstraintErrors(
    { foreignKey: async () => conflict(ELEMENT_MESSAGES.inMenus(await countMenusUsing(db, id))) },
    () =>
      db.transaction(async (tx) => {
        const menuCount = await countMenusUsing(tx, id);
        if (menuCount > 0) throw conflict(ELEMENT_MESSAGES.inMenus(menuCount));
        if (!(await deleteElement(tx, id))) throw notFound(NOT_FOUND);
      }),
  );
}

function valuesOf(element: Element): ElementValues {
  return {
    name: element.name,
    menuElementClassId: element.menuElementClassId,
    elementTypeId: element.elementTypeId,
    method: element.method,
    ingredients: element.ingredients,
    noIngredients: element.noIngredients,
    allergenIds: element.allergenIds,
    noAllergens: element.noAllergens,
    ingredientObjs: element.ingredientObjs.map((obj) => ({
      ingredientId: obj.ingredientId,
      amount: obj.amount ?? undefined,
      portionUnitId: obj.portionUnitId,
    })),
    defaultContainerTypeId: element.defaultContainerTypeId,
    defaultPortionPerPerson: element.defaultPortionPerPerson ?? undefined,
    defaultPortionPerContainer: element.defaultPortionPerContainer ?? undefined,
    defaultPortionUnitId: element.defaultPortionUnitId,
    servingTemp: element.servingTemp,
  };
}

/**
 * Copy and create (spec section 4): a variation of the same name for the first tag that
 * name does not use yet, or a new element named with the copy suffix in the same tag.
 */
export async function copyElement(db: Db, input: CopyElementInput): Promise<Element> {
  const source = await getElement(db, input.id);
  const values = valuesOf(source);
  if (input.mode === 'new')
    return createElement(db, { ...values, name: `${source.name}${COPY_SUFFIX}` });
  const tag = await firstFreeTag(db, 'element', source.name);
  if (!tag) throw conflict(ELEMENT_MESSAGES.noFreeTag);
  return createElement(db, { ...values, menuElementClassId: tag.id });
}
