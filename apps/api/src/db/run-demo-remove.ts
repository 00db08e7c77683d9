import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import {
  type DemoRemovalSummary,
  previewDemoRemoval,
  removeDemoData,
} from './seed/demo-removal.js';

/**
 * `npm run demo:remove [-- --yes]`: deletes every demo row and demo user, and nothing
 * else, after showing what goes and asking for confirmation (README, "Demo data"). On the
 * embedded database the server must be stopped: it refuses while DATA_DIR is in use.
 */
const CONFIRMATION = 'remove demo';

const { values } = parseArgs({ options: { yes: { type: 'boolean', default: false } } });
const config = loadConfig();

const lines = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, rows]) => `  ${table.padEnd(36)} ${String(rows).padStart(6)}`);

function describe(summary: DemoRemovalSummary, done: boolean): string {
  const out: string[] = [];
  if (Object.keys(summary.deleted).length) {
    out.push(done ? 'Deleted demo rows:' : 'Demo rows to delete:', ...lines(summary.deleted));
  }
  if (Object.keys(summary.goingWith).length) {
    out.push(
      done ? 'With them, rows that belonged to them:' : 'With them, rows that belong to them:',
      ...lines(summary.goingWith),
    );
  }
  if (summary.kept.length) {
    out.push('Kept, because rows that are not the demo\u2019s need them:');
    for (const { table, reason, rows } of summary.kept) {
      out.push(`  ${table.padEnd(36)} ${String(rows).padStart(6)}  ${reason}`);
    }
    out.push(
      'Kept demo users are removed as Manage Team removes someone: they can no longer sign in.',
      'Run npm run demo:remove again once the rows that need them are gone.',
    );
  }
  return out.join('\n');
}

async function confirmed(): Promise<boolean> {
  if (values.yes) return true;
  if (!process.stdin.isTTY) {
    console.error('No terminal to confirm on: run it in one, or pass --yes.');
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await prompt.question(`Type "${CONFIRMATION}" to confirm: `);
    return answer.trim() === CONFIRMATION;
  } finally {
    prompt.close();
  }
}

async function main(): Promise<number> {
  const database = await openDatabase(config, 'demo:remove');
  const where = database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)';
  try {
    await database.migrate();
    const preview = await previewDemoRemoval(database.db);
    if (preview.status === 'no-demo') {
      console.log(`${where} holds no demo data: nothing to remove.`);
      return 0;
    }
    if (preview.status === 'untracked') {
      console.error(
        `The demo in ${where} was loaded before the demo's rows were recorded, so they ` +
          'cannot be told from yours. Start from a new database instead (README, "Demo data").',
      );
      return 1;
    }
    if (!Object.keys(preview.deleted).length) {
      console.log(`${where} holds no demo rows that can be removed now.`);
      if (preview.kept.length) console.log(describe(preview, false));
      return 0;
    }
    console.log(`${where}\n${describe(preview, false)}`);
    if (!(await confirmed())) {
      console.log('Nothing removed.');
      return 1;
    }
    const result = await removeDemoData(database.db);
    console.log(describe(result, true));
    console.log('The demo is removed and will not be loaded again.');
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
