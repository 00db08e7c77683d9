import {
  buildMenuDescription,
  type CreateScheduledMenuValues,
  copyMasterMenu,
  type MarketScope,
  type RescheduleInput,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
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
import type { PreparedJson } from '../../lib/prepared-json.js';
import { elementTypeNames } from '../../lib/reference-names.repo.js';
import { findMarket, findServiceLine } from '../../lib/reference-rows.js';
import { type LockExemption, requireUnlocked } from '../../lib/schedule-lock.js';
import type { ChangeLine } from '../change-log/index.js';
import { findMenu } from '../menus/index.js';
import { findSlot, hasHostSurvey } from './scheduled-menu-reads.repo.js';
import { scheduledMenuJson } from './scheduled-menu-record.repo.js';
import { findMenuToSave, saveScheduledMenu, saveWithHeader } from './scheduled-menu-save.repo.js';
import {
  deleteScheduledMenu,
  type HeaderToWrite,
  insertScheduledMenu,
  type RowToWrite,
  touchIfCurrent,
} from './scheduled-menu-writes.repo.js';
import { planRowWrites } from './scheduled-rows.js';

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
export const checkLock = (caller: Caller, timeZone: string, ...dates: string[]) =>
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
  const json = await scheduledMenuJson(db, id, scope, now);
  return json && (JSON.parse(json.text) as ScheduledMenu);
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

/** `getScheduledMenu`'s answer as the JSON text PostgreSQL wrote, sent as it is. */
export async function getScheduledMenuJson(db: Db, id: string, scope: MarketScope) {
  const json = await scheduledMenuJson(db, id, scope);
  if (!json) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  return json;
}

/** A slot that exists in the caller's markets, checked against the lock. */
export async function writableSlot(db: Db, caller: Caller, id: string, scope: MarketScope) {
  const slot = await findSlot(db, id, scope);
  if (!slot) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  checkLock(caller, slot.timeZone, slot.date);
  return slot;
}

/** Whether the save describes the rows itself: automation on, no text sent, rows to describe. */
const describesRows = (header: HeaderToWrite, rows: RowToWrite[]) =>
  header.isDescriptionAutomated && !header.description && rows.length > 0;

/** The element types a built description names (none when the header keeps its own). */
const typesToName = (header: HeaderToWrite, rows: RowToWrite[]) =>
  describesRows(header, rows) ? rows.map((row) => row.elementTypeId) : [];

/** With automation on and no text sent, the built-in description of the rows. */
function describe<T extends HeaderToWrite>(
  header: T,
  rows: RowToWrite[],
  typeName: (id: string | null) => string | null,
): T {
  if (!describesRows(header, rows)) return header;
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
  const draft = {
    name: input.name ?? copy.name,
    menuElementClassId: copy.menuElementClassId,
    brandId: input.brandId === undefined ? copy.brandId : input.brandId,
    cuisineTypeId: input.cuisineTypeId === undefined ? copy.cuisineTypeId : input.cuisineTypeId,
    description: input.description ?? copy.description,
    isDescriptionAutomated: input.isDescriptionAutomated ?? copy.isDescriptionAutomated,
  };
  const header = describe(draft, rows, await elementTypeNames(db, typesToName(draft, rows)));
  const slot = {
    marketId: input.marketId,
    serviceLineId: input.serviceLineId,
    date: input.date,
    originalMenuId: master.id,
  };
  const id = await write(() =>
    saveWithHeader(db, insertScheduledMenu(db, slot, header), planRowWrites([], rows)),
  );
  // An insert always answers its id; a refusal has thrown.
  return getScheduledMenu(db, id!, scope);
}

/**
 * A save from the editor, with its change log `line` when the route gives one; answers the
 * menu as saved, as PostgreSQL writes its JSON.
 */
export async function updateScheduledMenu(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  id: string,
  input: UpdateScheduledMenuValues,
  line: ChangeLine | null = null,
): Promise<PreparedJson<ScheduledMenu>> {
  const { scheduledElements: rows, updatedAt, ...fields } = input;
  const slot = await findMenuToSave(db, id, scope, typesToName(fields, rows));
  if (!slot) throw notFound(SCHEDULED_MENU_MESSAGES.notFound);
  checkLock(caller, slot.timeZone, slot.date);
  const token = new Date(updatedAt);
  // A stale save is refused before its rows are looked at (an unknown row id is a 400 only
  // on a current menu); the statement checks again, so a save in between is refused too.
  if (slot.updatedAt.getTime() !== token.getTime()) throw stale();
  const typeName = (typeId: string | null) =>
    slot.types.find((type) => type.id === typeId)?.name ?? null;
  const header = describe(fields, rows, typeName);
  const plan = planRowWrites(slot.rows, rows);
  const saved = await write(() => saveScheduledMenu(db, id, token, header, plan, line));
  if (!saved) throw stale();
  return getScheduledMenuJson(db, id, scope);
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
