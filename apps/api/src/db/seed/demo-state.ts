import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  accounts,
  appSettings,
  auditEvents,
  elements,
  ingredients,
  menus,
  users,
} from '../schema/index.js';
import { demoOperator } from './seed-data.js';

/*
 * Whether this database ever got the demo, remembered in app_settings so that a restart
 * never loads it again (issue #22: deleting the demo's menus must not bring them back).
 */

const DEMO_DATA_KEY = 'demo_data';

export type DemoDataState =
  /** Loaded at `at`; `rowsRecorded` is false for a demo loaded before demo_rows existed. */
  | { state: 'loaded'; at: string; rowsRecorded: boolean }
  /** The database was not new at its first start with this code, or DEMO_DATA was off. */
  | { state: 'not-loaded'; at: string }
  /** `npm run demo:remove` ran at `at` (rows it had to keep are still in demo_rows). */
  | { state: 'removed'; at: string };

export async function readDemoState(db: Db): Promise<DemoDataState | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_DATA_KEY));
  return row ? (JSON.parse(row.value) as DemoDataState) : undefined;
}

export async function writeDemoState(db: Db, state: DemoDataState): Promise<void> {
  const value = JSON.stringify(state);
  await db
    .insert(appSettings)
    .values({ key: DEMO_DATA_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

const hasRow = async (db: Db, table: typeof users | typeof menus | typeof elements) =>
  (await db.select({ one: sql`1` }).from(table).limit(1)).length > 0;

/**
 * New means: nobody has ever been a user of it (not even a removed one) and it holds no
 * menu, dish, ingredient or account. Fixed vocabularies and roles do not count: every
 * start adds them. Asked before this start creates the first Super Admin.
 */
export async function isNewDatabase(db: Db): Promise<boolean> {
  for (const table of [users, menus, elements, ingredients, accounts] as const) {
    if (await hasRow(db, table as typeof users)) return false;
  }
  return true;
}

const demoEmails = () => {
  const { users, invitedUsers } = demoOperator();
  return [...users, ...invitedUsers].map((user) => user.email);
};

/**
 * A database seeded before the demo was remembered: its demo users are there, or were
 * removed from Manage Team (the history keeps their address, see seed.ts wasRemoved).
 */
export async function hasDemoUsers(db: Db): Promise<boolean> {
  const emails = demoEmails();
  const [present] = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.email, emails))
    .limit(1);
  if (present) return true;
  const removedSubjects = emails.map(
    (email) => sql`right(${auditEvents.subject}, ${email.length + 2}) = ${`(${email})`}`,
  );
  const [removed] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'user.removed'), or(...removedSubjects)))
    .limit(1);
  return removed !== undefined;
}
