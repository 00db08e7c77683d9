import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { openPglite } from '../src/db/pglite-database.js';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from './fixtures.js';
import { databaseUrlFor, type TestTemplate } from './global-setup.js';
import { type RegisteredRoute, routeRecorder } from './route-registry.js';
import { expectCalendarNamesKept } from './support/calendar-names.js';
import { withQueryLogger } from './support/query-log.js';
import { expectSlotHeadcountsKept } from './support/slot-headcounts.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Signs in and answers the bearer token. */
  signIn(email: string, password?: string): Promise<string>;
  signInAs(
    role: 'admin' | 'manager' | 'culinary' | 'scheduler' | 'chef' | 'host' | 'consumer',
  ): Promise<string>;
  readOutbox(): Promise<string[]>;
  /** The API routes the app registered, and apart the HEAD twins Fastify adds to each GET. */
  apiRoutes(): { routes: RegisteredRoute[]; headTwins: RegisteredRoute[] };
  close(): Promise<void>;
}

/** A copy of the migrated, seeded template database, private to the calling test file. */
async function openTestDatabase(
  kind: TestTemplate,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('pgTemplateDatabases')[kind];
  const baseUrl = process.env.DATABASE_URL;
  if (template && baseUrl) {
    const name = `catering_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = openPostgres(databaseUrlFor(baseUrl, name));
    return {
      database,
      drop: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplateFiles')[kind]);
  const client = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: PGLITE_EXTENSIONS,
  });
  return { database: openPglite(client), drop: async () => {} };
}

export interface TestAppOptions {
  /** Told every statement the app sends (not the test's own queries through `database`). */
  queryLogger?: Logger;
  /** Serve the built web app from `WEB_DIST_DIR`, as the server does. */
  serveWebApp?: boolean;
  /**
   * The database the file starts from (global-setup.ts): `base`, the default (the test
   * world only; a test builds its rows with the factories), or `demo` (the demo data, for
   * the demo's own tests and the runs that need a full database).
   */
  template?: TestTemplate;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'catering-test-'));
  const { database, drop } = await openTestDatabase(options.template ?? 'base');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const db = options.queryLogger ? withQueryLogger(database, options.queryLogger) : database.db;
  const routes = routeRecorder();
  const app = await buildApp({
    onRoute: routes.onRoute,
    db,
    config,
    logger: false,
    serveWebApp: options.serveWebApp,
    verifyAnswers: true,
  });
  await app.ready();

  async function signIn(email: string, password = TEST_DEMO_PASSWORD) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email}: ${response.body}`);
    return response.json().data.token as string;
  }

  return {
    app,
    database,
    dataDir,
    signIn,
    signInAs: (role) =>
      role === 'admin'
        ? signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)
        : signIn(`${role}@example.com`, TEST_DEMO_PASSWORD),
    apiRoutes: routes.apiRoutes,
    async readOutbox() {
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [])).sort();
      return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
    },
    async close() {
      // Every test file checks, at its end, that what triggers keep still equals what it is
      // kept from: the eaters per slot (the events' sum) and each menu's calendar names (its
      // rows'). A closed or broken database, which some files leave on purpose, is not
      // this check's business.
      const kept = await Promise.all([
        expectSlotHeadcountsKept(database.db),
        expectCalendarNamesKept(database.db),
      ]).then(
        () => null,
        (error: Error) =>
          /^(slot_headcounts|scheduled_menus')/.test(error.message) ? error : null,
      );
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
      if (kept) throw kept;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The envelope of an injected response. */
export function body<T = unknown>(response: LightMyRequestResponse) {
  return response.json() as {
    data: T;
    error: { code: string; msg: string; messages: string[]; requestId: string } | null;
    meta: { count?: number; [key: string]: unknown };
    status: number;
  };
}
