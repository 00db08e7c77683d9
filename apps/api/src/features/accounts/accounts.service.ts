import {
  ACCOUNT_MESSAGES,
  type Account,
  type CreateAccountValues,
  todayIn,
  type UpdateAccountValues,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, markets } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, stale } from '../../lib/errors.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  violatedConstraint,
} from '../../lib/pg-errors.js';
import { findAccount } from './accounts.read.js';
import {
  accountState,
  archiveAccount,
  countEventsAfter,
  insertAccount,
  updateAccountIfCurrent,
} from './accounts.write.js';

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

export async function getAccount(db: Db, id: string): Promise<Account> {
  const account = await findAccount(db, id);
  if (!account) throw notFound(ACCOUNT_MESSAGES.notFound);
  return account;
}

export async function createAccount(db: Db, values: CreateAccountValues): Promise<Account> {
  const id = await write(values.name, () => db.transaction((tx) => insertAccount(tx, values)));
  return getAccount(db, id);
}

export async function updateAccount(
  db: Db,
  id: string,
  values: UpdateAccountValues,
): Promise<Account> {
  const written = await write(values.name, () =>
    db.transaction((tx) => updateAccountIfCurrent(tx, id, values)),
  );
  if (!written) {
    throw (await accountState(db, id)) === 'live' ? stale() : notFound(ACCOUNT_MESSAGES.notFound);
  }
  return getAccount(db, id);
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
export async function removeAccount(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const upcoming = await countEventsAfter(tx, id, await accountToday(tx, id));
    if (upcoming > 0) throw conflict(ACCOUNT_MESSAGES.hasFutureEvents(upcoming));
    if (!(await archiveAccount(tx, id))) throw notFound(ACCOUNT_MESSAGES.notFound);
  });
}
