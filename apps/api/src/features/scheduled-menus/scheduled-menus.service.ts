import {
  baseMenuRows,
  buildMenuDescription,
  type CreateScheduledMenuValues,
  copyMasterMenu,
  type MarketScope,
  type RescheduleInput,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type UpdateScheduledMenuValues,
} from '@catering/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  elementTypes,
  hostSurveys,
  markets,
  scheduledMenus,
  serviceLines,
} from '../../db/schema/index.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../lib/pg-errors.js';
import { type LockExemption, requireUnlocked } from '../../lib/schedule-lock.js';
import { findMenu, updateMenu } from '../menus/index.js';
import { findScheduledMenu, findSlot } from './scheduled-menus.read.js';
import {
  type HeaderToWrite,
  insertScheduledMenu,
  type RowToWrite,
  touchIfCurrent,
  writeRows,
} from './scheduled-menus.write.js';

/** Whether the caller may write past the lock (`editLockedScheduleMenu`). */
export type Caller = LockExemption;

const REFERENCES: [constraintPart: string, message: string][] = [
  ['brand', 'brandId: The chosen brand does not exist.'],
  ['cuisine_type', 'cuisineTypeId: The chosen cuisine does not exist.'],
  ['element_type', 'scheduledElements: A chosen element type does not exist.'],
  ['container_type', 'scheduledElements: A chosen container type does not exist.'],
  ['portion_unit', 'scheduledElements: A chosen portion unit does not exist.'],
  ['menu_element_class', 'scheduledElements: A chosen tag does not exist.'],
  ['original_element', 'scheduledElements: A chosen element does not exist.'],
  ['allergen', 'scheduledElements: A chosen allergen does not exist.'],
  ['serving_utensil', 'scheduledElements: A chosen serving utensil does not exist.'],
  ['serving_vessel', 'scheduledElements: A chosen serving vessel does not exist.'],
];

/** One menu per market, line and date, and existing references, as messages. */
export async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SCHEDULED_MENU_MESSAGES.slotTaken);
    if (isForeignKeyViolation(error)) {
      const constraint = violatedConstraint(error);
      // Removing a row a host reported on: the survey keeps it.
      if (constraint?.startsWith('host_survey_elements'))
        throw conflict(SCHEDULED_MENU_MESSAGES.surveyedElement);
      const found = REFERENCES.find(([part]) => constraint?.includes(part));
      throw badRequest(found?.[1] ?? 'A referenced item does not exist.');
    }
    throw error;
  }
}

/** 403 `locked` when any of `dates` is locked in the market's zone, unless exempt. */
const checkLock = (caller: Caller, timeZone: string, ...dates: string[]) =>
  requireUnlocked(caller, timeZone, dates, SCHEDULED_MENU_MESSAGES.locked);

/**
 * A scheduled menu by id; one outside `scope` answers 404 like a missing one. Scoped
 * routes pass the caller's scope; the default (every market) is for readers that serve
 * no user.
 */
export async function getScheduledMenu(
  db: Db,
  id: string,
  scope: MarketScope = null,
): Promise<ScheduledMenu> {
  const menu = await findScheduledMenu(db, id, scope);
  if (!menu) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  return menu;
}

/** A slot that exists in the caller's markets, checked against the lock. */
export async function writableSlot(db: Db, caller: Caller, id: string, scope: MarketScope) {
  const slot = await findSlot(db, id, scope);
  if (!slot) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  checkLock(caller, slot.timeZone, slot.date);
  return slot;
}

/** With automation on and no text sent, the built-in description of the rows. */
async function describe<T extends HeaderToWrite>(
  db: Db,
  header: T,
  rows: RowToWrite[],
): Promise<T> {
  if (!header.isDescriptionAutomated || header.description || !rows.length) return header;
  const typeIds = rows.flatMap((row) => (row.elementTypeId ? [row.elementTypeId] : []));
  const types = typeIds.length
    ? await db
        .select({ id: elementTypes.id, name: elementTypes.name })
        .from(elementTypes)
        .where(inArray(elementTypes.id, typeIds))
    : [];
  const description = buildMenuDescription(
    rows.map((row) => ({
      name: row.name,
      typeName: types.find((t) => t.id === row.elementTypeId)?.name ?? null,
      isAlternate: row.isAlternate,
    })),
  );
  return { ...header, description };
}

export async function createScheduledMenu(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  input: CreateScheduledMenuValues,
): Promise<ScheduledMenu> {
  requireMarketInScope(scope, input.marketId);
  const [[market], [line], master] = await Promise.all([
    db.select().from(markets).where(eq(markets.id, input.marketId)),
    db.select().from(serviceLines).where(eq(serviceLines.id, input.serviceLineId)),
    findMenu(db, input.originalMenuId),
  ]);
  if (!market) throw badRequest(SCHEDULED_MENU_MESSAGES.unknownMarket);
  if (!line) throw badRequest(SCHEDULED_MENU_MESSAGES.unknownServiceLine);
  if (!master) throw badRequest(SCHEDULED_MENU_MESSAGES.unknownMenu);
  checkLock(caller, market.timeZone, input.date);

  const copy = copyMasterMenu(master);
  // Rows sent replace the master's; each keeps the master's host flow for its element.
  const rows: RowToWrite[] = input.scheduledElements.length
    ? input.scheduledElements.map((row) => {
        const from = copy.elements.find((e) => e.originalElementId === row.originalElementId);
        const { id: _id, ...values } = row;
        return from
          ? {
              ...values,
              directionals: from.directionals,
              hostFlowOrder: from.hostFlowOrder,
              servingUtensilId: from.servingUtensilId,
              servingVesselId: from.servingVesselId,
            }
          : values;
      })
    : copy.elements;
  const header = await describe(
    db,
    {
      name: input.name ?? copy.name,
      menuElementClassId: copy.menuElementClassId,
      brandId: input.brandId === undefined ? copy.brandId : input.brandId,
      cuisineTypeId: input.cuisineTypeId === undefined ? copy.cuisineTypeId : input.cuisineTypeId,
      description: input.description ?? copy.description,
      isDescriptionAutomated: input.isDescriptionAutomated ?? copy.isDescriptionAutomated,
    },
    rows,
  );
  const slot = {
    marketId: input.marketId,
    serviceLineId: input.serviceLineId,
    date: input.date,
    originalMenuId: master.id,
  };
  const id = await write(() => db.transaction((tx) => insertScheduledMenu(tx, slot, header, rows)));
  return getScheduledMenu(db, id, scope);
}

export async function updateScheduledMenu(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  id: string,
  input: UpdateScheduledMenuValues,
): Promise<ScheduledMenu> {
  await writableSlot(db, caller, id, scope);
  const { scheduledElements: rows, updatedAt, ...fields } = input;
  const header = await describe(db, fields, rows);
  await write(() =>
    db.transaction(async (tx) => {
      await touchIfCurrent(tx, id, new Date(updatedAt), header);
      await writeRows(tx, id, rows);
    }),
  );
  return getScheduledMenu(db, id, scope);
}

/** The calendar's drag: both the old and the new date must be unlocked, the slot free. */
export async function rescheduleScheduledMenu(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  id: string,
  input: { date: string; updatedAt: RescheduleInput['updatedAt'] },
): Promise<ScheduledMenu> {
  const slot = await writableSlot(db, caller, id, scope);
  checkLock(caller, slot.timeZone, input.date);
  await write(() => touchIfCurrent(db, id, new Date(input.updatedAt), { date: input.date }));
  return getScheduledMenu(db, id, scope);
}

export async function removeScheduledMenu(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  id: string,
): Promise<void> {
  await writableSlot(db, caller, id, scope);
  const [surveyed] = await db
    .select({ id: hostSurveys.id })
    .from(hostSurveys)
    .where(eq(hostSurveys.scheduledMenuId, id))
    .limit(1);
  if (surveyed) throw conflict(SCHEDULED_MENU_MESSAGES.surveyed);
  await db.delete(scheduledMenus).where(eq(scheduledMenus.id, id));
}

/** Revert Menu: the master's current content, by the copy rule, rows updated in place. */
export async function revertScheduledMenu(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  id: string,
  updatedAt: string,
): Promise<ScheduledMenu> {
  const slot = await writableSlot(db, caller, id, scope);
  const master = slot.originalMenuId ? await findMenu(db, slot.originalMenuId) : undefined;
  if (!master) throw notFound(SCHEDULED_MENU_MESSAGES.revertNoBase);
  const { elements, ...header } = copyMasterMenu(master);
  await write(() =>
    db.transaction(async (tx) => {
      await touchIfCurrent(tx, id, new Date(updatedAt), header);
      await writeRows(tx, id, elements);
    }),
  );
  return getScheduledMenu(db, id, scope);
}

/**
 * Update Base Menu: the scheduled header (name, brand, cuisine, description) and rows
 * written to the master, whose tag, service lines, keywords and host flow stay. The
 * scheduled menu itself does not change, so its lock does not apply; it must lie in the
 * caller's markets (the master menu is shared).
 */
export async function updateBaseMenu(db: Db, scope: MarketScope, id: string, updatedAt: string) {
  const scheduled = await getScheduledMenu(db, id, scope);
  if (scheduled.updatedAt !== new Date(updatedAt).toISOString()) throw stale();
  const master = scheduled.originalMenuId ? await findMenu(db, scheduled.originalMenuId) : null;
  if (!master) throw notFound(SCHEDULED_MENU_MESSAGES.baseMenuGone);
  const { rows, missing } = baseMenuRows(scheduled.scheduledElements);
  if (missing.length) throw badRequest(...missing.map(SCHEDULED_MENU_MESSAGES.elementWithoutBase));
  return updateMenu(
    db,
    master.id,
    {
      name: scheduled.name,
      menuElementClassId: master.menuElementClassId,
      brandId: scheduled.brandId,
      cuisineTypeId: scheduled.cuisineTypeId,
      description: scheduled.description,
      isDescriptionAutomated: scheduled.isDescriptionAutomated,
      serviceLines: master.serviceLines,
      tags: master.tags,
      elements: rows,
    },
    master.updatedAt,
  );
}
