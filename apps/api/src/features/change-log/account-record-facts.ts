import type { ChangeFacts } from '@catering/domain';
import type { Db } from '../../db/client.js';
import {
  type AccountRecordState,
  readNote,
  readPointOfContact,
  readPortionModifiers,
  readRecurringAddOn,
} from './account-record.repo.js';

/**
 * The account's smaller records (notes, the point of contact, recurring add-ons, the
 * portion modifiers) are read the same way before the route runs and after it answered:
 * nothing before means it was added, nothing after that it was deleted.
 */

type Fields = Record<string, unknown> | undefined;
export interface WriteTarget {
  params: Fields;
  body: Fields;
  /** What the route answered; absent before it runs. */
  data?: Fields;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const RECORD_ROUTES: Record<
  string,
  {
    target: (write: WriteTarget) => string | undefined;
    read: (db: Db, id: string) => Promise<AccountRecordState | undefined>;
  }
> = {
  '/v1/accounts/:id/notes': { target: (write) => text(write.data?.id), read: readNote },
  '/v1/accounts/:id/notes/:noteId': {
    target: (write) => text(write.params?.noteId),
    read: readNote,
  },
  '/v1/account-poc-users': {
    target: (write) => text(write.body?.accountId),
    read: readPointOfContact,
  },
  '/v1/accounts/:id/portion-modifiers': {
    target: (write) => text(write.params?.id),
    read: readPortionModifiers,
  },
  '/v1/accounts/:id/portion-modifiers/forecast': {
    target: (write) => text(write.params?.id),
    read: async (db, id) => {
      const state = await readPortionModifiers(db, id);
      return state && { ...state, applied: 'the forecast' };
    },
  },
  '/v1/recurring-addons': { target: (write) => text(write.data?.id), read: readRecurringAddOn },
  '/v1/recurring-addons/:id': {
    target: (write) => text(write.params?.id),
    read: readRecurringAddOn,
  },
};

export const isAccountRecordRoute = (route: string) => route in RECORD_ROUTES;

/** The record a write on `route` is about, as it stands now; undefined when there is none. */
export async function readAccountRecord(
  db: Db,
  route: string,
  write: WriteTarget,
): Promise<AccountRecordState | undefined> {
  const reader = RECORD_ROUTES[route];
  const id = reader?.target(write);
  return reader && id ? reader.read(db, id) : undefined;
}

export function accountRecordFacts(
  before: AccountRecordState | undefined,
  after: AccountRecordState | undefined,
): { facts: ChangeFacts; accountId: string } | undefined {
  const record = before ?? after;
  if (!record) return undefined;
  return {
    facts: {
      kind: 'account-record',
      record: record.record,
      before: before?.values ?? null,
      after: after?.values ?? null,
      ...(record.applied && { applied: record.applied }),
    },
    accountId: record.accountId,
  };
}
