import { z } from 'zod';
import { calendarDate } from './calendar.js';
import { changeFieldSchema } from './change-log-sentences.js';
import { isoDateTime, uuid } from './ids.js';
import { listQuerySchema } from './pagination.js';
import { exportFormatSchema } from './spreadsheet-export.js';

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
  /** What happened, in a sentence: "Deleted the Lunch service of 12/03/2026". */
  summary: z.string(),
  /** Field by field, before and after, with names instead of ids (change-log-sentences.ts). */
  fields: z.array(changeFieldSchema),
  /** The body as sent, secrets removed; null for a DELETE or a body-less call. */
  change: z.unknown().nullable(),
  status: z.number().int(),
  requestId: z.string(),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

/** GET /v1/change-log (Super Admin): the whole log with filters, newest first. */
/** Filters shared by the whole log and an account's Audit Trail: kind, person and days. */
const changeFilters = {
  entityType: z.string().trim().max(60).optional(),
  actorUserId: uuid.optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
};

export const changeLogQuerySchema = listQuerySchema({ maxPerPage: 100 }).extend({
  ...changeFilters,
  accountId: uuid.optional(),
});
export type ChangeLogQuery = z.infer<typeof changeLogQuerySchema>;

/** GET /v1/accounts/{id}/change-log: one account's history (the Audit Trail tab). */
export const accountChangeLogQuerySchema = listQuerySchema({ maxPerPage: 100 }).extend(
  changeFilters,
);

/** GET /v1/accounts/{id}/change-log/export: the Audit Trail as filtered, as a spreadsheet. */
export const accountChangeLogExportQuerySchema = z.object({
  ...changeFilters,
  format: exportFormatSchema,
});
const changeFilterSchema = z.object(changeFilters);
export type ChangeLogFilterQuery = z.infer<typeof changeFilterSchema>;

/** GET /v1/change-log/export: the whole change log as filtered (Super Admin). */
export const changeLogExportQuerySchema = z.object({
  ...changeFilters,
  accountId: uuid.optional(),
  format: exportFormatSchema,
});

/** GET /v1/accounts/{id}/change-log/people: who changed the account, for the Person filter. */
export const changeLogPersonSchema = z.object({ id: uuid, name: z.string() });
export type ChangeLogPerson = z.infer<typeof changeLogPersonSchema>;

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
/** Routes whose verb is not the method's: a schedule is applied, not created. */
const WHOLE_ROUTES: Record<string, string> = {
  'POST /v2/serving-schedules': 'Applied a serving schedule',
  'POST /v1/accounts/:id/portion-modifiers/forecast':
    "Applied the forecast's portion modifiers to an account",
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
  const whole = WHOLE_ROUTES[`${method} ${route}`];
  if (whole) return whole;
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
