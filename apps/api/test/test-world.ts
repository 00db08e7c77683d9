import { ROLE_NAMES } from '@catering/domain';
import type { Db } from '../src/db/client.js';
import { buildMarket, buildUser, type RoleName } from './factories/index.js';
import { TEST_DEMO_PASSWORD } from './fixtures.js';

/**
 * What many test files need and none should build again: a user per role (the addresses
 * `signInAs` knows, with TEST_DEMO_PASSWORD) and the markets beside Phoenix (reference
 * data) that market-scope tests limit people to. Built with the factories only: editing
 * the demo data must not move a test. Anything one file needs, it builds itself.
 */
export const WORLD_MARKETS = [
  { name: 'Denver', timeZone: 'America/Denver' },
  { name: 'Dallas', timeZone: 'America/Chicago' },
  { name: 'Austin', timeZone: 'America/Chicago' },
];

export const WORLD_USERS: { email: string; firstName: string; lastName: string; role: RoleName }[] =
  [
    {
      email: 'manager@example.com',
      firstName: 'Morgan',
      lastName: 'Reyes',
      role: ROLE_NAMES.admin,
    },
    {
      email: 'culinary@example.com',
      firstName: 'Casey',
      lastName: 'Nguyen',
      role: ROLE_NAMES.culinary,
    },
    {
      email: 'scheduler@example.com',
      firstName: 'Sam',
      lastName: 'Patel',
      role: ROLE_NAMES.scheduler,
    },
    { email: 'chef@example.com', firstName: 'Jordan', lastName: 'Baptiste', role: ROLE_NAMES.chef },
    { email: 'host@example.com', firstName: 'Riley', lastName: 'Okafor', role: ROLE_NAMES.host },
    {
      email: 'consumer@example.com',
      firstName: 'Taylor',
      lastName: 'Kim',
      role: ROLE_NAMES.consumer,
    },
  ];

/** Builds the world into a database that holds the initial data without the demo. */
export async function buildTestWorld(db: Db): Promise<void> {
  for (const market of WORLD_MARKETS) await buildMarket(db, market);
  for (const user of WORLD_USERS) await buildUser(db, { ...user, password: TEST_DEMO_PASSWORD });
}
