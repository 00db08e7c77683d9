import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openPostgres } from '../src/db/client.js';
import { openPglite } from '../src/db/pglite-database.js';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.js';
import { prepareInitialData } from '../src/db/seed/initial-data.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from './fixtures.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a data-directory dump of the migrated, seeded template. */
    pgliteTemplateFile: string;
    /** PostgreSQL: the template database each test file copies. */
    pgTemplateDatabase: string;
  }
}

async function seedTemplate(database: Database) {
  await database.migrate();
  await prepareInitialData(database.db, {
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    demoData: true,
    demoPassword: TEST_DEMO_PASSWORD,
  });
}

export function databaseUrlFor(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a
 * copy of it instead of running initdb and the migrations again.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `catering_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const template = openPostgres(databaseUrlFor(baseUrl, name));
    await seedTemplate(template);
    await template.close();
    project.provide('pgTemplateDatabase', name);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'catering-template-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await seedTemplate(openPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('pgTemplateDatabase', '');
  return () => rm(dir, { recursive: true, force: true });
}
