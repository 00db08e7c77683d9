import { inject } from 'vitest';

/** What the global setup hands to every journey file (vitest `provide` / `inject`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** Address of the running console, e.g. http://localhost:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's DATA_DIR; mails land in `<dataDir>/outbox/`. */
    dataDir: string;
    /** ADMIN_PASSWORD of admin@example.com. */
    adminPassword: string;
    /** DEMO_PASSWORD of the demo users (manager@, chef@, host@, consumer@example.com ...). */
    demoPassword: string;
  }
}

export interface E2eEnvironment {
  baseUrl: string;
  dataDir: string;
  adminPassword: string;
  demoPassword: string;
}

export function e2eEnvironment(): E2eEnvironment {
  return {
    baseUrl: inject('baseUrl'),
    dataDir: inject('dataDir'),
    adminPassword: inject('adminPassword'),
    demoPassword: inject('demoPassword'),
  };
}

export const ADMIN_EMAIL = 'admin@example.com';

/** The seeded demo users (apps/api/src/db/seed/seed-data/demo-operator.json), one per role. */
export const DEMO_USERS = {
  manager: 'manager@example.com',
  culinary: 'culinary@example.com',
  scheduler: 'scheduler@example.com',
  chef: 'chef@example.com',
  host: 'host@example.com',
  consumer: 'consumer@example.com',
} as const;
