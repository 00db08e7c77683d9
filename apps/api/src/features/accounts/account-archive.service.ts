import {
  ACCOUNT_ARCHIVE_MESSAGES,
  ACCOUNT_MESSAGES,
  type ArchiveAccountOptions,
  type FutureServices,
  type MarketScope,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import { answeringConstraintErrors } from '../../lib/constraint-errors.js';
import { conflict, notFound, stale } from '../../lib/errors.js';
import {
  archiveAccountRow,
  endSchedulesAfter,
  findArchivedAccountName,
  findFutureServices,
  removeServicesAfter,
  restoreAccountRow,
} from './account-archive.repo.js';
import { accountState } from './account-writes.repo.js';
import { accountToday } from './accounts.service.js';

async function requireLive(db: Db, id: string, scope: MarketScope) {
  // Another market's account is absent: its services are not counted, let alone named.
  if ((await accountState(db, id, scope)) !== 'live') throw notFound(ACCOUNT_MESSAGES.notFound);
}

/** What archiving would remove: the services after today in the account's market. */
export async function futureServicesOf(
  db: Db,
  id: string,
  scope: MarketScope,
): Promise<FutureServices> {
  await requireLive(db, id, scope);
  return findFutureServices(db, id, await accountToday(db, id));
}

/**
 * Archiving hides the account from every list and keeps its history (past services,
 * surveys, numbers). Services still to come are refused, since the kitchen would cook for
 * a site no one can see, unless the caller asked to remove them: then the schedules end
 * today, the future services go and the account is archived, all or nothing.
 */
export async function archiveAccount(
  db: Db,
  id: string,
  options: ArchiveAccountOptions,
  scope: MarketScope,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireLive(tx, id, scope);
    const today = await accountToday(tx, id);
    const future = await findFutureServices(tx, id, today);
    if (future.count > 0 && !options.removeFutureServices)
      throw conflict(ACCOUNT_ARCHIVE_MESSAGES.hasFutureEvents(future));
    const expected = options.expectedFutureServices;
    if (options.removeFutureServices && expected !== undefined && expected !== future.count)
      throw conflict(ACCOUNT_ARCHIVE_MESSAGES.futureServicesChanged(future));
    if (options.removeFutureServices) {
      await endSchedulesAfter(tx, id, today);
      await removeServicesAfter(tx, id, today);
    }
    const token = options.updatedAt ? new Date(options.updatedAt) : undefined;
    // Last, so a stale screen rolls back what was removed above.
    if (!(await archiveAccountRow(tx, id, scope, token))) throw stale();
  });
}

/** Puts an archived account back in the lists. Services removed on archiving stay removed. */
export async function restoreAccount(db: Db, id: string, scope: MarketScope): Promise<void> {
  const name = await findArchivedAccountName(db, id, scope);
  if (name === undefined) throw notFound(ACCOUNT_ARCHIVE_MESSAGES.notArchivedFound);
  await answeringConstraintErrors(
    // A live account took the name meanwhile (archived names may be used again).
    { unique: () => conflict(ACCOUNT_MESSAGES.conflict(name)) },
    () => db.transaction((tx) => restoreAccountRow(tx, id, scope)),
  );
}
