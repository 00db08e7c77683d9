import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { totalRows } from './backup.js';
import { restoreEmbeddedDatabase } from './restore.js';

/**
 * `npm run restore -- <file> [--force]`: a backup of `npm run backup` into DATA_DIR, with
 * the server stopped. Without --force it refuses a DATA_DIR that holds a database; with it,
 * that database is kept aside as DATA_DIR/pgdata.before-restore-<time>.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const config = loadConfig();
const file = positionals[0];
if (!file || config.databaseUrl) {
  console.error(
    config.databaseUrl
      ? 'DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups").'
      : 'Usage: npm run restore -- <backup file> [--force]',
  );
  process.exit(1);
}
try {
  const result = await restoreEmbeddedDatabase(config.dataDir, file, { force: values.force });
  console.log(
    `Restored ${file} into ${config.dataDir}: ${Object.keys(result.rows).length} tables, ` +
      `${totalRows(result.rows)} rows.`,
  );
  if (result.previous) console.log(`The database that was there is kept in ${result.previous}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
