// Where the compiled API lives and what it is built from: shared by the build
// (build-server.mjs) and the launcher (run-built.mjs), which rebuilds when a source is
// newer than the last build.
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export const SERVER_DIST_DIR = path.join(REPO_ROOT, 'apps', 'api', 'dist');
export const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html');
/** Written last by a successful build: its time is the build's. */
export const BUILD_STAMP = path.join(SERVER_DIST_DIR, 'build-stamp.txt');

/** Compiled program name → its source under apps/api/src. */
export const SERVER_ENTRIES = {
  server: 'server.ts',
  'render-worker': 'features/pdf/render-worker.ts',
  backup: 'db/run-backup.ts',
  restore: 'db/run-restore.ts',
  seed: 'db/seed/run-seed.ts',
  'db-move': 'db/run-move.ts',
  'demo-remove': 'db/run-demo-remove.ts',
};

/** The seed's data files (JSON), copied as they are beside the compiled programs. */
const SEED_DATA = 'apps/api/src/db/seed/seed-data';
export const SEED_DATA_SOURCE = path.join(REPO_ROOT, SEED_DATA);

/** What a build reads: a change to any of these makes the build stale. */
export const BUILD_INPUTS = [
  'apps/api/src',
  // Inside apps/api/src, named for the reader: data, not code, but a build input as well.
  SEED_DATA,
  'packages/domain/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/split-common-passwords.ts',
  'scripts/build-server.mjs',
  'scripts/server-build-layout.mjs',
  'package-lock.json',
].map((input) => path.join(REPO_ROOT, input));
