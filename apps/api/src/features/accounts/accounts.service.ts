import {
  ACCOUNT_MESSAGES,
  type Account,
  type CreateAccountValues,
  inMarketScope,
  type MarketScope,
  todayIn,
  type UpdateAccountValues,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, markets } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../lib/pg-errors.js';
import { findAccount } from './account-reads.repo.js';
import {
  accountState,
  archiveAccount,
  countEventsAfter,
  insertAccount,
  updateAccountIfCurrent,
} from './account-writes.repo.js';

const REFERENCES: [constraintPart: string, message: string][] = [
  ['market', 'marketId: The chosen market does not exist.'],
  ['service_type', 'serviceTypeId: The chosen service type does not exist.'],
];

/** Unique names and existing references, as messages a person can act on. */
async function write<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.conflict(name));
    if (isForeignKeyViolation(error)) {
      const constraint = violatedConstraint(error);
      const found = REFERENCES.find(([part]) => constraint?.includes(part));
      throw badRequest(found?.[1] ?? 'A referenced item does not exist.');
    }
    throw error;
  }
}

export async function getAccount(db: Db, id: string, scope: MarketScope): Promise<Account> {
  const account = await findAccount(db, id, scope);
  if (!account) throw notFound(ACCOUNT_MESSAGES.notFound);
  return account;
}

/** A limited user opens accounts only in their own markets (403 for another). */
export async function createAccount(
  db: Db,
  values: CreateAccountValues,
  scope: MarketScope,
): Promise<Account> {
  requireMarketInScope(scope, values.marketId);
  const id = await write(values.name, () => db.transaction((tx) => insertAccount(tx, values)));
  return getAccount(db, id, scope);
}

/**
 * Moving an account to a market outside the caller's is refused (403), but an account of
 * another market is first of all absent to them (404).
 */
export async function updateAccount(
  db: Db,
  id: string,
  values: UpdateAccountValues,
  scope: MarketScope,
): Promise<Account> {
  if (!inMarketScope(scope, values.marketId)) {
    if ((await accountState(db, id, scope)) !== 'live') throw notFound(ACCOUNT_MESSAGES.notFound);
    requireMarketInScope(scope, values.marketId);
  }
  const written = await write(values.name, () =>
    db.transaction((tx) => updateAccountIfCurrent(tx, id, values, scope)),
  );
  if (!written) {
    const state = await accountState(db, id, scope);
    throw state === 'live' ? stale() : notFound(ACCOUNT_MESSAGES.notFound);
  }
  return getAccount(db, id, scope);
}

/** "Today" of the account's market, where its services happen (DESIGN.md 5). */
export async function accountToday(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: markets.timeZone })
    .from(accounts)
    .innerJoin(markets, eq(markets.id, accounts.marketId))
    .where(eq(accounts.id, accountId));
  return todayIn(row?.timeZone ?? 'America/Phoenix');
}

/**
 * Archiving hides the account from every list and keeps its history. Refused while
 * services are still to come: the kitchen would cook for a site no one can see.
 */
export async function removeAccount(db: Db, id: string, scope: MarketScope): Promise<void> {
  await db.transaction(async (tx) => {
    // Another market's account is absent: its services are not counted, let alone named.
    if ((await accountState(tx, id, scope)) !== 'live') throw notFound(ACCOUNT_MESSAGES.notFound);
    const upcoming = await countEventsAfter(tx, id, await accountToday(tx, id));
    if (upcoming > 0) throw conflict(ACCOUNT_MESSAGES.hasFutureEvents(upcoming));
    if (!(await archiveAccount(tx, id, scope))) throw notFound(ACCOUNT_MESSAGES.notFound);
  });
}
