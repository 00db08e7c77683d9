import { ROLE_NAMES } from '@catering/domain';
import type { Db } from '../client.js';
import { seedDemoAccounts } from './demo-accounts/index.js';
import { seedDemoCatalogue } from './demo-catalogue/index.js';
import { DEMO_USERS } from './demo-data.js';
import { seedDemoHostSurveys } from './demo-host-surveys.js';
import { seedDemoMenus } from './demo-menus/index.js';
import { seedDemoRecurringAddOns } from './demo-recurring-add-ons.js';
import { seedDemoScheduledAddOns } from './demo-scheduled-add-ons.js';
import { seedDemoScheduledMenus } from './demo-scheduled-menus.js';
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
  demoUsers: string[];
  generatedDemoPassword?: string;
}

/**
 * Brings a database to a usable state: fixed vocabularies and roles always; the first
 * Super Admin when there is none; demo content and demo users when DEMO_DATA is on.
 * Running it again changes nothing that exists.
 */
export async function prepareInitialData(
  db: Db,
  options: InitialDataOptions,
): Promise<InitialDataReport> {
  await seedReferenceData(db);
  const report: InitialDataReport = {
    adminCreated: false,
    adminEmail: options.adminEmail,
    demoUsers: [],
  };

  // One generated password serves the admin and the demo users, so a demo needs one secret.
  const generated =
    options.adminPassword && (options.demoPassword || !options.demoData)
      ? undefined
      : generatePassword();

  if (!(await hasSuperAdmin(db))) {
    const password = options.adminPassword ?? generated!;
    report.adminCreated = await createUserWithPassword(db, {
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

  if (options.demoData) {
    await seedDemoReferenceData(db);
    await seedDemoCatalogue(db);
    await seedDemoMenus(db);
    await seedDemoAccounts(db);
    await seedDemoScheduledMenus(db);
    await seedDemoScheduledAddOns(db);
    await seedDemoRecurringAddOns(db);
    const password = options.demoPassword ?? generated!;
    report.demoUsers = await seedDemoUsers(db, password);
    await seedDemoInvitations(db);
    // Reported by the demo host: after the users.
    await seedDemoHostSurveys(db);
    if (report.demoUsers.length > 0 && !options.demoPassword)
      report.generatedDemoPassword = password;
  }
  return report;
}

export const DEMO_USER_EMAILS = DEMO_USERS.map((u) => u.email);
