import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { prepareInitialData } from '../src/db/seed/initial-data.js';
import { generateAccounts } from './accounts.js';
import { createContext } from './context.js';
import { generateElements } from './elements.js';
import { generateHostSurveys } from './host-surveys.js';
import { generateIngredients } from './ingredients.js';
import { generateMenus } from './menus.js';
import { type GenerationOptions, parseGenerationOptions, USAGE } from './options.js';
import { prepareReferenceIds } from './reference.js';
import { countRows, holdsOperatorData } from './row-counts.js';
import { generateScheduledMenus } from './scheduled-menus.js';
import { generateServiceEvents } from './service-events.js';

/**
 * `npm run gen:large`: a large operator's data in a fresh database, for benchmarks and
 * for trying the console at scale (docs/scaling.md). Migrates, loads the fixed
 * vocabularies and the Super Admin as a first start does (never the demo), then generates.
 */
const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`${label}…`);
  const result = await work();
  console.log(`  ${label} done in ${seconds(started)}`);
  return result;
}

async function generate(db: Db, options: GenerationOptions) {
  const ref = await step('Reference lists', () => prepareReferenceIds(db, options));
  const ctx = createContext(db, options, ref);
  const ingredients = await step('Ingredients', () => generateIngredients(ctx));
  const elementPools = await step('Elements', () => generateElements(ctx, ingredients));
  const menusByLine = await step('Menus', () => generateMenus(ctx, elementPools));
  const schedules = await step('Accounts', () => generateAccounts(ctx));
  const slots = await step('Scheduled menus', () => generateScheduledMenus(ctx, menusByLine));
  const surveyed = await step('Service events', () => generateServiceEvents(ctx, schedules));
  await step('Host surveys', () => generateHostSurveys(ctx, surveyed, slots));
  await db.insert(t.appSettings).values({ key: 'large-data', value: JSON.stringify(options) });
  // Fresh statistics and visibility maps now, so the planner sees the real sizes and the
  // benchmarks do not meet autovacuum catching up halfway through.
  await step('Vacuum and analyze', () => db.execute(sql`vacuum analyze`));
}

async function main(): Promise<number> {
  let options: GenerationOptions | 'help';
  try {
    options = parseGenerationOptions(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const database = await openDatabase(config, 'gen:large');
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  const started = performance.now();
  try {
    await database.migrate();
    if (await holdsOperatorData(database.db)) {
      console.error(
        `${where} already holds catalogue or account data (generated, demo or real).\n` +
          'gen:large fills only a fresh database: point DATABASE_URL at a new database\n' +
          '(createdb catering_large) or DATA_DIR at an empty folder, and run it again.',
      );
      return 1;
    }
    console.log(
      `Generating into ${where}: seed ${options.seed}, scale ${options.scale}, year ${options.year}.`,
    );
    const report = await prepareInitialData(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      demoData: false,
    });
    await generate(database.db, options);
    console.log('\nRows:');
    for (const { table, rows } of await countRows(database.db))
      console.log(`  ${table.padEnd(30)} ${rows.toLocaleString('en-US').padStart(9)}`);
    console.log(`\nDone in ${seconds(started)}.`);
    if (report.generatedAdminPassword)
      console.log(`Super Admin ${report.adminEmail}, password ${report.generatedAdminPassword}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
