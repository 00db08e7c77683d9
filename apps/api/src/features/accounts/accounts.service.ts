import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountListItem,
  type CreateAccountValues,
  inMarketScope,
  type ListQuery,
  type MarketScope,
  todayIn,
  type UpdateAccountValues,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import {
  answeringConstraintErrors,
  missingReference,
  type ReferenceMessages,
} from '../../lib/constraint-errors.js';
import { conflict, notFound, stale } from '../../lib/errors.js';
import type { Page } from '../../lib/list.js';
import { requireMarketInScope } from '../../lib/market-scope.js';
import { type AccountExportFilters, findAccountsToExport } from './account-export.repo.js';
import { findAccount, findAccounts, findAccountTimeZone } from './account-reads.repo.js';
import { isAccountInScope } from './account-scope.repo.js';
import { accountState, insertAccount, updateAccountIfCurrent } from './account-writes.repo.js';

const REFERENCES: ReferenceMessages = [
  ['market', 'marketId: The chosen market does not exist.'],
  ['service_type', 'serviceTypeId: The chosen service type does not exist.'],
];

/** Unique names and existing references, as messages a person can act on. */
function write<T>(name: string, run: () => Promise<T>): Promise<T> {
  return answeringConstraintErrors(
    {
      unique: () => conflict(ACCOUNT_MESSAGES.conflict(name)),
      foreignKey: (constraint) => missingReference(constraint, REFERENCES),
    },
    run,
  );
}

/**
 * The live accounts of the caller's markets, or the archived ones (to restore); a market
 * filter outside them is a 403.
 */
/** Every account the list's filters match in the caller's markets, for its spreadsheet. */
export function listAccountsToExport(db: Db, query: AccountExportFilters, scope: MarketScope) {
  if (query.marketId) requireMarketInScope(scope, query.marketId);
  return findAccountsToExport(db, query, scope);
}

export async function listAccounts(
  db: Db,
  query: ListQuery & { marketId?: string | null; archived?: boolean },
  scope: MarketScope,
): Promise<Page<AccountListItem>> {
  if (query.marketId) requireMarketInScope(scope, query.marketId);
  return findAccounts(db, query, scope);
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
  return todayIn((await findAccountTimeZone(db, accountId)) ?? 'America/Phoenix');
}

/**
 * An account, archived or not, in the caller's markets; else 404 as if it did not exist.
 * For reads keyed by an account that do not otherwise look the account up (its Audit
 * Trail). Does nothing for a caller who is not limited.
 */
export async function requireAccountInScope(db: Db, scope: MarketScope, accountId: string) {
  if (!(await isAccountInScope(db, scope, accountId))) throw notFound(ACCOUNT_MESSAGES.notFound);
}
