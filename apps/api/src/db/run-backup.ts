import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupEmbeddedDatabase, defaultBackupFile, totalRows } from './backup.js';

/**
 * `npm run backup [-- <file>]`: the embedded database of DATA_DIR into one file (default
 * DATA_DIR/backups/catering-<time>.tar.gz). Stop the server first; it refuses otherwise.
 */
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Backups").');
  process.exit(1);
}
const file = path.resolve(process.argv[2] ?? defaultBackupFile(config.dataDir));
try {
  const result = await backupEmbeddedDatabase(config.dataDir, file);
  const tables = Object.keys(result.rows).length;
  console.log(
    `Backed up ${config.dataDir}: ${tables} tables, ${totalRows(result.rows)} rows, ` +
      `${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${file}`,
  );
  console.log('Keep a copy away from this machine. Restore with: npm run restore -- <file>');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
