import {
  buildMenuDescription,
  type CreateScheduledMenuValues,
  copyMasterMenu,
  isScheduledMenuLocked,
  type MarketScope,
  type RescheduleInput,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  todayIn,
  type UpdateScheduledMenuValues,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import {
  answeringConstraintErrors,
  missingReference,
  type ReferenceMessages,
} from '../../lib/constraint-errors.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { elementTypeNames } from '../../lib/reference-names.repo.js';
import { findMarket, findServiceLine } from '../../lib/reference-rows.js';
import { type LockExemption, requireUnlocked } from '../../lib/schedule-lock.js';
import { findMenu } from '../menus/index.js';
import { findSlot, hasHostSurvey } from './scheduled-menu-reads.repo.js';
import { findScheduledMenuRecord } from './scheduled-menu-record.repo.js';
import {
  deleteScheduledMenu,
  type HeaderToWrite,
  insertScheduledMenu,
  type RowToWrite,
  touchIfCurrent,
} from './scheduled-menu-writes.repo.js';
import { writeRows } from './scheduled-rows.js';

/** Whether the caller may write past the lock (`editLockedScheduleMenu`). */
export type Caller = LockExemption;

const REFERENCES: ReferenceMessages = [
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
export function write<T>(run: () => Promise<T>): Promise<T> {
  return answeringConstraintErrors(
    {
      unique: () => conflict(SCHEDULED_MENU_MESSAGES.slotTaken),
      foreignKey: (constraint) =>
        // Removing a row a host reported on: the survey keeps it.
        constraint?.startsWith('host_survey_elements')
          ? conflict(SCHEDULED_MENU_MESSAGES.surveyedElement)
          : missingReference(constraint, REFERENCES),
    },
    run,
  );
}

/** The menu's `updatedAt` moved (with `set`) when still `token`; else 409 `stale`. */
export async function touchOrStale(
  db: Db,
  id: string,
  token: Date,
  set?: Parameters<typeof touchIfCurrent>[3],
) {
  if (!(await touchIfCurrent(db, id, token, set))) throw stale();
}

/** 403 `locked` when any of `dates` is locked in the market's zone, unless exempt. */
const checkLock = (caller: Caller, timeZone: string, ...dates: string[]) =>
  requireUnlocked(caller, timeZone, dates, SCHEDULED_MENU_MESSAGES.locked);

/**
 * A scheduled menu with its rows, headcounts and lock; one outside `scope` is not found.
 * The scope defaults to every market for readers that serve no user (the public pages).
 */
export async function findScheduledMenu(
  db: Db,
  id: string,
  scope: MarketScope = null,
  now = new Date(),
): Promise<ScheduledMenu | undefined> {
  const record = await findScheduledMenuRecord(db, id, scope);
  if (!record) return undefined;
  const { menu, timeZone, headcountSums: sums } = record;
  const { updatedAt, ...rest } = menu;
  return {
    ...rest,
    isLocked: isScheduledMenuLocked(menu.date, todayIn(timeZone, now)),
    headcounts: {
      total: sums.total,
      withAccommodations: sums.withA,
      withoutAccommodations: sums.total - sums.withA,
      dietary: sums.dietary,
      services: sums.services,
    },
    updatedAt,
  };
}

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
  const typeName = await elementTypeNames(
    db,
    rows.flatMap((row) => (row.elementTypeId ? [row.elementTypeId] : [])),
  );
  const description = buildMenuDescription(
    rows.map((row) => ({
      name: row.name,
      typeName: typeName(row.elementTypeId),
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
  const [market, line, master] = await Promise.all([
    findMarket(db, input.marketId),
    findServiceLine(db, input.serviceLineId),
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
  const id = await write(() =>
    db.transaction(async (tx) => {
      const menuId = await insertScheduledMenu(tx, slot, header);
      await writeRows(tx, menuId, rows);
      return menuId;
    }),
  );
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
      await touchOrStale(tx, id, new Date(updatedAt), header);
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
  await write(() => touchOrStale(db, id, new Date(input.updatedAt), { date: input.date }));
  return getScheduledMenu(db, id, scope);
}

export async function removeScheduledMenu(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  id: string,
): Promise<void> {
  await writableSlot(db, caller, id, scope);
  if (await hasHostSurvey(db, id)) throw conflict(SCHEDULED_MENU_MESSAGES.surveyed);
  await deleteScheduledMenu(db, id);
}
