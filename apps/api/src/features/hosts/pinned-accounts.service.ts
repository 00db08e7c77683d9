import { ACCOUNT_MESSAGES, type MarketScope, type PinnedAccount } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { iso } from '../../lib/list.js';
import { findLiveAccount } from '../accounts/index.js';
import {
  deletePin,
  findPinnedAccounts,
  insertPin,
  isKnownAccount,
} from './pinned-accounts.repo.js';

/**
 * My sites (docs/hosts.md): each user pins the accounts they serve. Only accounts the
 * caller could open are pinned or listed: live, and in their markets; any other id
 * answers 404 as an unknown account does (docs/permissions.md 8).
 */

type PinnedRow = Awaited<ReturnType<typeof findPinnedAccounts>>[number];

const pinnedAccountOf = (row: PinnedRow): PinnedAccount => ({
  account: { id: row.accountId, name: row.accountName },
  marketId: row.marketId,
  pinnedAt: iso(row.pinnedAt),
});

export async function listPinnedAccounts(db: Db, userId: string, scope: MarketScope) {
  return (await findPinnedAccounts(db, userId, scope)).map(pinnedAccountOf);
}

/** Pins a live account of the caller's markets; pinning it again changes nothing. */
export async function pinAccount(
  db: Db,
  userId: string,
  accountId: string,
  scope: MarketScope,
): Promise<PinnedAccount> {
  if (!(await findLiveAccount(db, accountId, scope))) throw notFound(ACCOUNT_MESSAGES.notFound);
  await insertPin(db, userId, accountId);
  const [row] = await findPinnedAccounts(db, userId, scope, accountId);
  // Archived between the two reads: as if it had never been there.
  if (!row) throw notFound(ACCOUNT_MESSAGES.notFound);
  return pinnedAccountOf(row);
}

/** Unpins an account of the caller's markets, archived or not; unpinned already is fine. */
export async function unpinAccount(db: Db, userId: string, accountId: string, scope: MarketScope) {
  if (!(await isKnownAccount(db, accountId, scope))) throw notFound(ACCOUNT_MESSAGES.notFound);
  await deletePin(db, userId, accountId);
}
