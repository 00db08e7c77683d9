import type { CreateAccountValues, MarketScope, UpdateAccountValues } from '@catering/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountAddresses, accounts } from '../../db/schema/index.js';
import { withinMarkets } from '../../lib/market-scope.js';
import { nextUpdatedAt } from '../../lib/next-updated-at.js';
import { findMainAddressId } from './account-reads.repo.js';

/** Queries that write accounts. */

function accountColumns(values: CreateAccountValues) {
  return {
    name: values.name,
    marketId: values.marketId,
    serviceTypeId: values.serviceTypeId,
    totalEmployees: values.totalEmployees,
    serviceStartDate: values.serviceStartDate,
    showOptin: values.showOptin,
    playbookLink: values.playbookLink,
  };
}

/** Only the playbook fields that were sent: absent ones stay as they are. */
function playbookColumns(values: UpdateAccountValues) {
  const keys = [
    'kitchenArrivalTime',
    'leaveTime',
    'serviceStartTime',
    'leftoverInstructions',
    'deliveryInstructions',
    'setupNotes',
  ] as const;
  return Object.fromEntries(
    keys.filter((key) => values[key] !== undefined).map((key) => [key, values[key]]),
  );
}

export async function insertAccount(db: Db, values: CreateAccountValues): Promise<string> {
  const [row] = await db
    .insert(accounts)
    .values(accountColumns(values))
    .returning({ id: accounts.id });
  await db.insert(accountAddresses).values({ accountId: row!.id, sortOrder: 0, ...values.address });
  return row!.id;
}

/** Writes the account if it is live, of the caller's markets and at the version sent. */
export async function updateAccountIfCurrent(
  db: Db,
  id: string,
  values: UpdateAccountValues,
  scope: MarketScope,
): Promise<boolean> {
  const updated = await db
    .update(accounts)
    .set({
      ...accountColumns(values),
      ...playbookColumns(values),
      updatedAt: nextUpdatedAt(accounts.updatedAt),
    })
    .where(
      and(
        eq(accounts.id, id),
        isNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
        eq(accounts.updatedAt, new Date(values.updatedAt)),
      ),
    )
    .returning({ id: accounts.id });
  if (!updated.length) return false;
  // The main address is edited in place: service events point at it.
  const mainId = await findMainAddressId(db, id);
  if (mainId) {
    await db
      .update(accountAddresses)
      .set({ ...values.address, updatedAt: new Date() })
      .where(eq(accountAddresses.id, mainId));
  } else {
    await db.insert(accountAddresses).values({ accountId: id, sortOrder: 0, ...values.address });
  }
  return true;
}

/**
 * Moves a live account's `updatedAt` on when it is still `token`: the version check of
 * writes that change what belongs to the account (its portion modifiers).
 */
export async function touchAccountIfCurrent(db: Db, id: string, token: Date): Promise<boolean> {
  const touched = await db
    .update(accounts)
    .set({ updatedAt: nextUpdatedAt(accounts.updatedAt) })
    .where(and(eq(accounts.id, id), isNull(accounts.archivedAt), eq(accounts.updatedAt, token)))
    .returning({ id: accounts.id });
  return touched.length > 0;
}

/**
 * Moves a live account's `updatedAt` on whatever it was, holding the account's row until
 * the transaction ends: a write checked against what is stored now (the forecast's applied
 * modifiers, issue #28) rather than against the version a form read.
 */
export async function touchLiveAccount(db: Db, id: string): Promise<boolean> {
  const touched = await db
    .update(accounts)
    .set({ updatedAt: nextUpdatedAt(accounts.updatedAt) })
    .where(and(eq(accounts.id, id), isNull(accounts.archivedAt)))
    .returning({ id: accounts.id });
  return touched.length > 0;
}

/** An account of another market than the caller's is 'missing' to them. */
export async function accountState(db: Db, id: string, scope: MarketScope) {
  const [row] = await db
    .select({ id: accounts.id, archivedAt: accounts.archivedAt })
    .from(accounts)
    .where(and(eq(accounts.id, id), withinMarkets(accounts.marketId, scope)));
  return row ? (row.archivedAt ? 'archived' : 'live') : 'missing';
}
