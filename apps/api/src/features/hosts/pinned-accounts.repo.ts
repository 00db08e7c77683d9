import type { MarketScope } from '@catering/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, userPinnedAccounts } from '../../db/schema/index.js';
import { byName } from '../../lib/list.js';
import { withinMarkets } from '../../lib/market-scope.js';

/** Queries of a user's pinned accounts (docs/hosts.md, My sites). */

/** The user's pinned accounts that are live and in the caller's markets, by name. */
export function findPinnedAccounts(db: Db, userId: string, scope: MarketScope, accountId?: string) {
  return db
    .select({
      accountId: accounts.id,
      accountName: accounts.name,
      marketId: accounts.marketId,
      pinnedAt: userPinnedAccounts.createdAt,
    })
    .from(userPinnedAccounts)
    .innerJoin(accounts, eq(accounts.id, userPinnedAccounts.accountId))
    .where(
      and(
        eq(userPinnedAccounts.userId, userId),
        accountId ? eq(userPinnedAccounts.accountId, accountId) : undefined,
        isNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
      ),
    )
    .orderBy(byName(accounts.name), accounts.id);
}

/** Whether the account exists (archived or not) in the caller's markets. */
export async function isKnownAccount(db: Db, accountId: string, scope: MarketScope) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), withinMarkets(accounts.marketId, scope)));
  return row !== undefined;
}

/** Pins the account for the user; pinning it again keeps the first pin. */
export async function insertPin(db: Db, userId: string, accountId: string) {
  await db.insert(userPinnedAccounts).values({ userId, accountId }).onConflictDoNothing();
}

export async function deletePin(db: Db, userId: string, accountId: string) {
  await db
    .delete(userPinnedAccounts)
    .where(and(eq(userPinnedAccounts.userId, userId), eq(userPinnedAccounts.accountId, accountId)));
}
