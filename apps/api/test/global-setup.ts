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
import { buildTestWorld } from './test-world.js';

/**
 * `demo`: the initial data with the demo loaded, for the seed's tests and the demo smoke
 * suite. `base`: the initial data without the demo plus the test world (test-world.ts),
 * for every test that builds its own rows with the factories.
 */
export const TEST_TEMPLATES = ['demo', 'base'] as const;
export type TestTemplate = (typeof TEST_TEMPLATES)[number];

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a data-directory dump of each migrated, seeded template. */
    pgliteTemplateFiles: Record<TestTemplate, string>;
    /** PostgreSQL: the template database of each kind that test files copy. */
    pgTemplateDatabases: Record<TestTemplate, string>;
  }
}

async function seedTemplate(database: Database, template: TestTemplate) {
  await database.migrate();
  await prepareInitialData(database.db, {
    adminEmail: TEST_ADMIN_EMAIL,
    adminPassword: TEST_ADMIN_PASSWORD,
    demoData: template === 'demo',
    demoPassword: TEST_DEMO_PASSWORD,
  });
  if (template === 'base') await buildTestWorld(database.db);
}

export function databaseUrlFor(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Answers the value of each template, made one after the other or together. */
async function forEachTemplate(make: (template: TestTemplate) => Promise<string>) {
  const [demo, base] = await Promise.all(TEST_TEMPLATES.map(make));
  return { demo: demo!, base: base! };
}

/**
 * Migrates and seeds each template database once per run; every test file then starts from
 * a copy of one instead of running initdb and the migrations again.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const names: string[] = [];
    const databases = await forEachTemplate(async (template) => {
      const name = `catering_template_${template}_${randomBytes(4).toString('hex')}`;
      names.push(name);
      await admin.query(`create database ${name}`);
      const database = openPostgres(databaseUrlFor(baseUrl, name));
      await seedTemplate(database, template);
      await database.close();
      return name;
    });
    project.provide('pgTemplateDatabases', databases);
    project.provide('pgliteTemplateFiles', { demo: '', base: '' });
    return async () => {
      for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'catering-template-'));
  const files = await forEachTemplate(async (template) => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await seedTemplate(openPglite(client), template);
    const dump = await client.dumpDataDir('none');
    await client.close();
    const file = path.join(dir, `${template}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  });
  project.provide('pgliteTemplateFiles', files);
  project.provide('pgTemplateDatabases', { demo: '', base: '' });
  return () => rm(dir, { recursive: true, force: true });
}
