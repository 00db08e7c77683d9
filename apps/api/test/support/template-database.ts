import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrlFor, type TestTemplate } from '../global-setup.js';

/**
 * PostgreSQL runs only: a copy of the migrated, seeded template (global-setup.ts) that
 * other processes can open by URL, as createTestApp's copy is opened in process.
 */
export async function copyTemplateDatabase(
  kind: TestTemplate,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('pgTemplateDatabases')[kind];
  const baseUrl = process.env.DATABASE_URL;
  if (!template || !baseUrl) throw new Error('a template database needs DATABASE_URL');
  const name = `catering_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlFor(baseUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
