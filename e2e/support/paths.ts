import path from 'node:path';

/** The monorepo root (/work/main): the server is started from here. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Screenshots and the server log of the last run (gitignored). */
export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '..', 'artifacts');

/** The built web app the server hands out; the root `test:e2e` script builds it first. */
export const WEB_DIST_INDEX = path.join(REPO_ROOT, 'apps', 'web', 'dist', 'index.html');
