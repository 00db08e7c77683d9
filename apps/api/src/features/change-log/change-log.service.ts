import {
  type ChangeLogEntry,
  type ChangeLogFilterQuery,
  type ChangeLogQuery,
  changeFactsSchema,
  describeChange,
  describeFacts,
  fieldsOfSentBody,
  type MarketScope,
} from '@catering/domain';
import type { Db } from '../../db/client.js';
import type { Page } from '../../lib/list.js';
import { requireAccountInScope } from '../accounts/index.js';
import {
  type ChangeLogListQuery,
  type LoggedChange,
  listAccountChangers,
  listChanges,
} from './change-log.repo.js';

/**
 * The most entries one spreadsheet carries, newest first: the log only grows, and its
 * filters (kind, person, days) narrow a longer one (docs/spreadsheets.md).
 */
export const EXPORT_MAX_ROWS = 50_000;

/**
 * An entry as people read it: the sentence and fields from its facts, or for a change that
 * kept none, the route's words (read again, so an old entry gets today's wording) and the
 * body's fields without ids.
 */
export function readableEntry({ facts, ...entry }: LoggedChange): ChangeLogEntry {
  const kept = changeFactsSchema.safeParse(facts);
  if (kept.success) return { ...entry, ...describeFacts(kept.data) };
  return {
    ...entry,
    summary: describeChange(entry.method, entry.route),
    fields: fieldsOfSentBody(entry.change),
  };
}

const readable = (page: Page<LoggedChange>): Page<ChangeLogEntry> => ({
  count: page.count,
  rows: page.rows.map(readableEntry),
});

/** The whole change log (Super Admin), in the same sentences as an account's trail. */
export async function listReadableChanges(
  db: Db,
  query: Omit<ChangeLogQuery, 'q'> & { q?: string },
  scope: MarketScope,
): Promise<Page<ChangeLogEntry>> {
  return readable(await listChanges(db, query, scope));
}

/** An account's Audit Trail: 404 for an account outside the caller's markets. */
export async function listAccountChanges(
  db: Db,
  accountId: string,
  query: Omit<ChangeLogListQuery, 'accountId'>,
  scope: MarketScope,
): Promise<Page<ChangeLogEntry>> {
  // Every entry listed is the account's: the account being in scope scopes them all.
  await requireAccountInScope(db, scope, accountId);
  return readable(await listChanges(db, { ...query, accountId }, scope));
}

/** The Audit Trail as filtered, every entry up to EXPORT_MAX_ROWS, for its spreadsheet. */
export async function listAccountChangesToExport(
  db: Db,
  accountId: string,
  query: ChangeLogFilterQuery,
  scope: MarketScope,
): Promise<ChangeLogEntry[]> {
  const page = await listAccountChanges(
    db,
    accountId,
    { ...query, perPage: EXPORT_MAX_ROWS },
    scope,
  );
  return page.rows;
}

/** The whole change log as filtered (Super Admin), up to EXPORT_MAX_ROWS, for its spreadsheet. */
export async function listChangesToExport(
  db: Db,
  query: Omit<ChangeLogQuery, 'q' | 'page' | 'perPage'>,
  scope: MarketScope,
): Promise<ChangeLogEntry[]> {
  return (await listReadableChanges(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS }, scope))
    .rows;
}

/** Who changed the account, for its Person filter. */
export async function listAccountChangePeople(db: Db, accountId: string, scope: MarketScope) {
  await requireAccountInScope(db, scope, accountId);
  return listAccountChangers(db, accountId);
}
