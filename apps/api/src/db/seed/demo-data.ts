import { ROLE_NAMES } from '@catering/domain';

/** A realistic operator for demos and the browser journeys (DESIGN.md 2). */
export const DEMO_MARKETS = [
  { name: 'Denver', timeZone: 'America/Denver' },
  { name: 'Dallas', timeZone: 'America/Chicago' },
  { name: 'Austin', timeZone: 'America/Chicago' },
];

export const DEMO_BRANDS = ['Sifted', 'Fuel Kitchen', 'Green Table', 'Harvest & Hearth'];
export const DEMO_KEYWORD_TAGS = ['spicy', 'comfort', 'high-protein', 'seasonal', 'handheld'];
export const DEMO_VENDORS = ['Sysco', 'US Foods', 'Shamrock Foods', 'Valley Produce Co.'];

/** One user per role; the Super Admin is ADMIN_EMAIL (admin@example.com by default). */
export const DEMO_USERS = [
  {
    email: 'manager@example.com',
    firstName: 'Morgan',
    lastName: 'Reyes',
    role: ROLE_NAMES.admin,
    userType: 'User',
  },
  {
    email: 'culinary@example.com',
    firstName: 'Casey',
    lastName: 'Nguyen',
    role: ROLE_NAMES.culinary,
    userType: 'User',
  },
  {
    email: 'scheduler@example.com',
    firstName: 'Sam',
    lastName: 'Patel',
    role: ROLE_NAMES.scheduler,
    userType: 'User',
  },
  {
    email: 'chef@example.com',
    firstName: 'Jordan',
    lastName: 'Baptiste',
    role: ROLE_NAMES.chef,
    userType: 'User',
  },
  {
    email: 'host@example.com',
    firstName: 'Riley',
    lastName: 'Okafor',
    role: ROLE_NAMES.host,
    userType: 'User',
  },
  {
    email: 'consumer@example.com',
    firstName: 'Taylor',
    lastName: 'Kim',
    role: ROLE_NAMES.consumer,
    userType: 'Consumer',
  },
] as const;

/**
 * Staff invited but not yet joined, so the Users page shows the Invited state. Their link
 * is not printed anywhere: a Super Admin or Admin resends it to reach it (docs/team.md).
 */
export const DEMO_INVITED_USERS = [
  {
    email: 'new.hire@example.com',
    firstName: 'Jamie',
    lastName: 'Alvarez',
    role: ROLE_NAMES.culinary,
    defaultMarket: 'Phoenix',
  },
] as const;
