import type { MarketScope } from '@catering/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountPortionModifiers,
  accounts,
  scheduledElementPortionModifiers,
  scheduledElements,
  scheduledMenus,
  serviceEvents,
} from '../../db/schema/index.js';
import { byName } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { servicesOf } from './scheduled-menu-reads.repo.js';

/** Queries of the portion modifiers per scheduled element and account. */

/** The accounts (not archived) of the slot's live services, once per service, by name. */
export function findServedAccounts(
  db: Db,
  slot: { marketId: string; serviceLineId: string; date: string },
) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(serviceEvents)
    .innerJoin(accounts, eq(accounts.id, serviceEvents.accountId))
    .where(
      and(servicesOf(slot.marketId, slot.serviceLineId, slot.date), isNull(accounts.archivedAt)),
    )
    .orderBy(byName(accounts.name), accounts.id);
}

export function findElementModifiers(db: Db, scheduledElementIds: string[]) {
  return db
    .select()
    .from(scheduledElementPortionModifiers)
    .where(inArray(scheduledElementPortionModifiers.scheduledElementId, scheduledElementIds));
}

export function findAccountModifiers(db: Db, accountIds: string[]) {
  return db
    .select()
    .from(accountPortionModifiers)
    .where(inArray(accountPortionModifiers.accountId, accountIds));
}

/** A scheduled element with its menu, when that menu lies in `scope` (an add-on's: no menu). */
export async function findScheduledElement(db: Db, id: string, scope: MarketScope) {
  const [element] = await db
    .select({
      id: scheduledElements.id,
      name: scheduledElements.name,
      menuId: scheduledElements.scheduledMenuId,
    })
    .from(scheduledElements)
    .leftJoin(scheduledMenus, eq(scheduledMenus.id, scheduledElements.scheduledMenuId))
    .where(and(eq(scheduledElements.id, id), withinMarkets(scheduledMenus.marketId, scope)));
  return element;
}

export function findAccountsInScope(db: Db, ids: string[], scope: MarketScope) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), withinMarkets(accounts.marketId, scope)));
}

const modifierOf = (scheduledElementId: string, accountId: string) =>
  and(
    eq(scheduledElementPortionModifiers.scheduledElementId, scheduledElementId),
    eq(scheduledElementPortionModifiers.accountId, accountId),
  );

export async function deleteElementModifier(db: Db, scheduledElementId: string, accountId: string) {
  await db
    .delete(scheduledElementPortionModifiers)
    .where(modifierOf(scheduledElementId, accountId));
}

export async function upsertElementModifier(
  db: Db,
  row: { scheduledElementId: string; accountId: string; value: number },
) {
  await db
    .insert(scheduledElementPortionModifiers)
    .values(row)
    .onConflictDoUpdate({
      target: [
        scheduledElementPortionModifiers.scheduledElementId,
        scheduledElementPortionModifiers.accountId,
      ],
      set: { value: row.value, updatedAt: new Date() },
    });
}
