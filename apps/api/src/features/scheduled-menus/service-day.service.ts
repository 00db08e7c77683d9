import type {
  ConsumerDetails,
  MarketScope,
  ScheduledHostFlow,
  ScheduledMenu,
  scheduledHostFlowUpdateSchema,
} from '@catering/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { stale } from '../../lib/errors.js';
import { writeHostFlowRows } from '../../lib/host-flow-rows.repo.js';
import { findServedEvents } from './scheduled-menu-reads.repo.js';
import { touchIfCurrent } from './scheduled-menu-writes.repo.js';
import { type Caller, getScheduledMenu, writableSlot, write } from './scheduled-menus.service.js';

/** A scheduled menu's day of service: its host flow and the accounts it serves. */

/**
 * The scheduled host flow (hosts spec 2): the master's host flow feature plus the day's
 * notes. Rows in host-flow order; a row that never had one falls back to its table order.
 */
export function scheduledHostFlowOf(menu: ScheduledMenu): ScheduledHostFlow {
  const rows = [...menu.scheduledElements].sort(
    (a, b) =>
      (a.hostFlowOrder ?? Number.MAX_SAFE_INTEGER) - (b.hostFlowOrder ?? Number.MAX_SAFE_INTEGER) ||
      a.order - b.order,
  );
  return {
    id: menu.id,
    name: menu.name,
    date: menu.date,
    description: menu.description,
    cuisineTypeId: menu.cuisineTypeId,
    serviceLineId: menu.serviceLineId,
    allergenNames: menu.allergenNames,
    butcherPaperNotes: menu.butcherPaperNotes,
    clientNotes: menu.clientNotes,
    talkingPoints: menu.talkingPoints,
    isLocked: menu.isLocked,
    scheduledElements: rows.map((row, index) => ({
      id: row.id,
      name: row.name,
      elementTypeId: row.elementTypeId,
      allergenNames: row.allergenNames,
      servingTemp: row.servingTemp,
      directionals: row.directionals,
      hostFlowOrder: row.hostFlowOrder ?? index,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
    })),
    updatedAt: menu.updatedAt,
  };
}

export async function getScheduledHostFlow(
  db: Db,
  scope: MarketScope,
  id: string,
): Promise<ScheduledHostFlow> {
  return scheduledHostFlowOf(await getScheduledMenu(db, id, scope));
}

/** Writes the notes and rows when the menu and every row are as read; else all rolls back. */
export async function updateScheduledHostFlow(
  db: Db,
  caller: Caller,
  scope: MarketScope,
  id: string,
  input: z.output<typeof scheduledHostFlowUpdateSchema>,
): Promise<ScheduledHostFlow> {
  await writableSlot(db, caller, id, scope);
  await write(() =>
    db.transaction(async (tx) => {
      const touched = await touchIfCurrent(tx, id, new Date(input.updatedAt), {
        butcherPaperNotes: input.butcherPaperNotes,
        clientNotes: input.clientNotes,
        talkingPoints: input.talkingPoints,
      });
      if (!touched) throw stale();
      const now = new Date();
      await writeHostFlowRows(tx, 'scheduledMenu', id, input.scheduledElements, now);
    }),
  );
  return getScheduledHostFlow(db, scope, id);
}

/**
 * "More Details": each account served on the menu's market, line and date; the menu's
 * market is in scope, so are its accounts.
 */
export async function consumerDetails(
  db: Db,
  scope: MarketScope,
  id: string,
): Promise<ConsumerDetails[]> {
  const menu = await getScheduledMenu(db, id, scope);
  const rows = await findServedEvents(db, menu);
  const byAccount = new Map<string, ConsumerDetails>();
  for (const row of rows) {
    const current = byAccount.get(row.accountId) ?? {
      accountId: row.accountId,
      accountName: row.accountName,
      eaters: 0,
      dietary: 0,
      headcountA: 0,
      headcountNoA: 0,
      accommodationSummary: '',
    };
    current.eaters += row.eaters;
    current.dietary += row.dietary;
    current.headcountA += row.allergen;
    current.headcountNoA = current.eaters - current.headcountA;
    byAccount.set(row.accountId, current);
  }
  return [...byAccount.values()].map((row) => ({
    ...row,
    accommodationSummary: `${row.headcountA} with accommodations, ${row.dietary} vegetarian, ${row.eaters - row.dietary} protein`,
  }));
}
