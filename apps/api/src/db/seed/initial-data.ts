import { ROLE_NAMES } from '@catering/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { seedDemoAccounts } from './demo-accounts/index.js';
import { seedDemoCatalogue } from './demo-catalogue/index.js';
import { seedDemoEaterFeedback } from './demo-eater-feedback.js';
import { seedDemoHostSurveys } from './demo-host-surveys.js';
import { seedDemoMenus } from './demo-menus/index.js';
import { seedDemoRecurringAddOns } from './demo-recurring-add-ons.js';
import { noteRowsBeforeDemo, recordRowsAddedAsDemo } from './demo-rows.js';
import { seedDemoScheduledAddOns } from './demo-scheduled-add-ons.js';
import { seedDemoScheduledMenus } from './demo-scheduled-menus.js';
import {
  type DemoDataState,
  hasDemoUsers,
  isNewDatabase,
  readDemoState,
  writeDemoState,
} from './demo-state.js';
import {
  createUserWithPassword,
  generatePassword,
  hasSuperAdmin,
  seedDemoInvitations,
  seedDemoReferenceData,
  seedDemoUsers,
  seedReferenceData,
} from './seed.js';

export interface InitialDataOptions {
  adminEmail: string;
  adminPassword?: string;
  demoData: boolean;
  demoPassword?: string;
}

/** What a first start created, so the server can say once how to sign in. */
export interface InitialDataReport {
  adminCreated: boolean;
  adminEmail: string;
  /** Set only when it was generated here: printed once, stored nowhere in plain text. */
  generatedAdminPassword?: string;
  /** Demo users created by this start (the demo is loaded once, into a new database). */
  demoUsers: string[];
  generatedDemoPassword?: string;
  /** Whether the database holds the demo, as remembered after this start. */
  demoState: DemoDataState;
}

/** Any number would do; it only has to be the same in every process of this app. */
const INITIAL_DATA_LOCK_KEY = 727_402;

/**
 * Brings a database to a usable state: fixed vocabularies and roles always; the first
 * Super Admin when there is none; the demo (content and users) once, into a new database
 * when DEMO_DATA is on, never again after (see decideDemo). Running it again changes
 * nothing that exists.
 */
export async function prepareInitialData(
  db: Db,
  options: InitialDataOptions,
): Promise<InitialDataReport> {
  // One transaction: a start that fails half-way leaves the database new, so the next one
  // loads the demo whole; and processes starting together run it one after the other.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INITIAL_DATA_LOCK_KEY})`);
    const demo = await decideDemo(tx, options.demoData);
    await seedReferenceData(tx);
    const report: InitialDataReport = {
      adminCreated: false,
      adminEmail: options.adminEmail,
      demoUsers: [],
      demoState: demo.state,
    };

    // One generated password serves the admin and the demo users, so a demo needs one secret.
    const generated =
      options.adminPassword && (options.demoPassword || !demo.loadNow)
        ? undefined
        : generatePassword();

    if (!(await hasSuperAdmin(tx))) {
      const password = options.adminPassword ?? generated!;
      report.adminCreated = await createUserWithPassword(tx, {
        email: options.adminEmail,
        firstName: 'Avery',
        lastName: 'Admin',
        role: ROLE_NAMES.superAdmin,
        userType: 'User',
        password,
        defaultMarket: 'Phoenix',
      });
      if (report.adminCreated && !options.adminPassword) report.generatedAdminPassword = password;
    }

    if (demo.loadNow) {
      const baseline = await noteRowsBeforeDemo(tx);
      const password = options.demoPassword ?? generated!;
      report.demoUsers = await seedDemo(tx, password);
      await recordRowsAddedAsDemo(tx, baseline);
      if (report.demoUsers.length > 0 && !options.demoPassword)
        report.generatedDemoPassword = password;
    }
    if (demo.remember) await writeDemoState(tx, demo.state);
    return report;
  });
}

/**
 * The demo is loaded only into a new database (demo-state.ts isNewDatabase) with DEMO_DATA
 * on, and the decision is remembered either way. A database seeded before the decision was
 * remembered counts as "loaded" when its demo users are there, else as "not loaded": the
 * demo is never added to a database that already holds anything, nor brought back.
 */
async function decideDemo(
  tx: Db,
  demoData: boolean,
): Promise<{ loadNow: boolean; remember: boolean; state: DemoDataState }> {
  const remembered = await readDemoState(tx);
  if (remembered) return { loadNow: false, remember: false, state: remembered };
  const at = new Date().toISOString();
  if (await isNewDatabase(tx)) {
    const state: DemoDataState = demoData
      ? { state: 'loaded', at, rowsRecorded: true }
      : { state: 'not-loaded', at };
    return { loadNow: demoData, remember: true, state };
  }
  const state: DemoDataState = (await hasDemoUsers(tx))
    ? { state: 'loaded', at, rowsRecorded: false }
    : { state: 'not-loaded', at };
  return { loadNow: false, remember: true, state };
}

/** The demo content and users; answers the addresses of the demo users created. */
async function seedDemo(tx: Db, password: string): Promise<string[]> {
  await seedDemoReferenceData(tx);
  await seedDemoCatalogue(tx);
  await seedDemoMenus(tx);
  await seedDemoAccounts(tx);
  await seedDemoScheduledMenus(tx);
  await seedDemoScheduledAddOns(tx);
  await seedDemoRecurringAddOns(tx);
  const demoUsers = await seedDemoUsers(tx, password);
  await seedDemoInvitations(tx);
  // Reported by the demo host: after the users.
  await seedDemoHostSurveys(tx);
  await seedDemoEaterFeedback(tx);
  return demoUsers;
}
