import { z } from 'zod';
import { calendarDate } from './calendar.js';
import { isoDateTime, uuid } from './ids.js';
import { listQuerySchema } from './pagination.js';

/**
 * The change log (issue #11, docs/reliability.md 5): every accepted write through the
 * API, who made it, when, on what, and what was sent. The team's own history
 * (team.ts AUDIT_ACTIONS) stays as it is; this log covers every feature alike.
 */

export const CHANGE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ChangeMethod = (typeof CHANGE_METHODS)[number];

export const changeLogEntrySchema = z.object({
  id: uuid,
  at: isoDateTime,
  actor: z.object({ id: uuid, name: z.string() }).nullable(),
  method: z.enum(CHANGE_METHODS),
  /** The route's pattern, e.g. `/v1/menus/:id`. */
  route: z.string(),
  /** The kind of record, from the route: `menus`, `scheduled-menus`, `accounts`… */
  entityType: z.string(),
  entityId: uuid.nullable(),
  accountId: uuid.nullable(),
  /** What happened, in words: "Updated a menu". */
  summary: z.string(),
  /** The body as sent, secrets removed; null for a DELETE or a body-less call. */
  change: z.unknown().nullable(),
  status: z.number().int(),
  requestId: z.string(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

/** GET /v1/change-log (Super Admin): the whole log with filters, newest first. */
export const changeLogQuerySchema = listQuerySchema({ maxPerPage: 100 }).extend({
  entityType: z.string().trim().max(60).optional(),
  actorUserId: uuid.optional(),
  accountId: uuid.optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
});
export type ChangeLogQuery = z.infer<typeof changeLogQuerySchema>;

/** GET /v1/accounts/{id}/change-log: one account's history (the Audit Trail tab). */
export const accountChangeLogQuerySchema = listQuerySchema({ maxPerPage: 100 });

const NOUNS: Record<string, string> = {
  accounts: 'an account',
  'account-poc-users': "an account's point of contact",
  'add-ons': 'an add-on type',
  elements: 'an element',
  'host-surveys': 'a host survey',
  ingredients: 'an ingredient',
  menus: 'a menu',
  'portion-modifiers': 'portion modifiers',
  'recurring-addons': 'a recurring add-on',
  'scheduled-add-ons': 'a scheduled add-on',
  'scheduled-menus': 'a scheduled menu',
  'service-events': 'a service event',
  'service-types': 'a service type',
  'serving-schedules': 'a serving schedule',
  tags: 'a tag',
  team: 'a role',
  users: 'a user',
};
/** Sub-resources and actions named at the end of a route. */
const TAILS: Record<string, string> = {
  'host-flow': 'the host flow of',
  'portion-modifiers': 'the portion modifiers of',
  notes: 'a note on',
  'add-ons': 'the add-ons of',
  date: 'the date of',
  permissions: 'the permissions of',
};
const ACTIONS: Record<string, string> = {
  revert: 'Reverted',
  'update-base': 'Updated the base menu from',
  copy: 'Copied',
  force: 'Overwrote',
  invitation: 'Resent the invitation of',
};
const VERBS: Record<ChangeMethod, string> = {
  POST: 'Created',
  PUT: 'Updated',
  PATCH: 'Updated',
  DELETE: 'Deleted',
};

/**
 * Kinds of record that belong to no market (the catalogue, the team): a user limited to
 * markets reads their changes. Every other kind is shown to them only when the change's
 * market is one of theirs (docs/permissions.md 8).
 */
export const MARKET_FREE_ENTITY_TYPES: readonly string[] = [
  'add-ons',
  'elements',
  'ingredients',
  'menus',
  'service-types',
  'tags',
  'team',
  'users',
];

/** The kind of record a route writes: its first path segment after the version. */
export function entityTypeOfRoute(route: string): string {
  return route.split('/').filter(Boolean)[1] ?? 'unknown';
}

/** "Updated a menu", "Created a note on an account", "Reverted a scheduled menu". */
export function describeChange(method: ChangeMethod, route: string): string {
  const parts = route.split('/').filter((part) => part && !part.startsWith(':'));
  const entity = NOUNS[parts[1] ?? ''] ?? parts[1] ?? 'a record';
  const last = parts.at(-1) ?? '';
  if (parts.length > 2 && ACTIONS[last]) return `${ACTIONS[last]} ${entity}`;
  if (parts.length > 2 && TAILS[last]) {
    const verb = last === 'notes' && method === 'POST' ? 'Added' : VERBS[method];
    return `${verb} ${TAILS[last]} ${entity}`;
  }
  return `${VERBS[method]} ${entity}`;
}
