import type { ChangeLogEntry, ChangeLogQuery, MarketScope } from '@catering/domain';
import type { Db } from '../../db/client.js';
import type { Page } from '../../lib/list.js';
import { requireAccountInScope } from '../accounts/index.js';
import { listChanges } from './change-log.repo.js';

/** An account's Audit Trail: 404 for an account outside the caller's markets. */
export async function listAccountChanges(
  db: Db,
  accountId: string,
  query: Omit<ChangeLogQuery, 'q' | 'accountId'> & { q?: string },
  scope: MarketScope,
): Promise<Page<ChangeLogEntry>> {
  // Every entry listed is the account's: the account being in scope scopes them all.
  await requireAccountInScope(db, scope, accountId);
  return listChanges(db, { ...query, accountId }, scope);
}
