import type { MarketScope } from '@catering/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { withinMarkets } from '../../lib/market-scope.js';

/**
 * Market scope of what hangs under an account (docs/permissions.md 8): notes, contacts,
 * modifiers, service events, serving schedules and recurring add-ons have no market of
 * their own and take their account's.
 */

/**
 * A where condition keeping rows whose account lies in the caller's markets; undefined
 * when the caller is not limited, so the query is exactly what it was.
 */
export function ofAccountsWithin(accountId: AnyPgColumn, scope: MarketScope): SQL | undefined {
  const inMarkets = withinMarkets(accounts.marketId, scope);
  if (!inMarkets) return undefined;
  return sql`${accountId} in (select ${accounts.id} from ${accounts} where ${inMarkets})`;
}

/**
 * Whether the account, archived or not, lies in the caller's markets; for a caller who is
 * not limited the answer is yes without a query.
 */
export async function isAccountInScope(db: Db, scope: MarketScope, accountId: string) {
  const inMarkets = withinMarkets(accounts.marketId, scope);
  if (!inMarkets) return true;
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), inMarkets));
  return row !== undefined;
}

/** A live (not archived) account of the caller's markets, with its version; else undefined. */
export async function findLiveAccount(db: Db, accountId: string, scope: MarketScope) {
  const [account] = await db
    .select({ id: accounts.id, updatedAt: accounts.updatedAt })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        isNull(accounts.archivedAt),
        withinMarkets(accounts.marketId, scope),
      ),
    );
  return account;
}
