import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { describeDatabaseUrl, formatOutcomes } from './move/format-report.js';
import { moveEmbeddedDatabase } from './move/move-database.js';

/**
 * `npm run db:move -- --to postgres://… [--from-data-dir <dir>]`: every row of the embedded
 * database (DATA_DIR, or --from-data-dir) into an empty PostgreSQL database, then the rows
 * of every table counted and checksummed on both sides. Stop the server first. Exits 1 on
 * a refusal, a failure or any table that differs (docs/scaling.md).
 */
const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    'from-data-dir': { type: 'string' },
  },
});
if (!values.to) {
  console.error(
    'Usage: npm run db:move -- --to postgres://user@host:5432/database [--from-data-dir <dir>]',
  );
  process.exit(1);
}
try {
  const started = Date.now();
  const dataDir = values['from-data-dir']
    ? path.resolve(values['from-data-dir'])
    : loadConfig().dataDir;
  const report = await moveEmbeddedDatabase({
    dataDir,
    targetUrl: values.to,
    progress: (line) => console.log(line),
  });
  console.log(`\n${formatOutcomes(report.tables)}\n`);
  const rows = report.tables.reduce((sum, table) => sum + table.sourceRows, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!report.ok) {
    const differing = report.tables.filter((table) => !table.ok).map((table) => table.table);
    console.error(`The target differs from the source in: ${differing.join(', ')}.`);
    console.error('Do not start the server on it; keep running on the embedded database.');
    process.exit(1);
  }
  console.log(
    `Moved ${report.tables.length} tables, ${rows} rows, in ${report.groups.length} ` +
      `transactions (${seconds} s) into ${describeDatabaseUrl(values.to)}.`,
  );
  console.log(
    'Every table has the same rows on both sides. Start the server with DATABASE_URL set to it.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
