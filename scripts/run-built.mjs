// `npm start` (and backup, restore, seed): runs a compiled program of apps/api/dist with
// node, in this process, so signals reach the server itself. It builds first only when
// the build is missing or older than a source, so `npm install && npm start` works on a
// fresh clone and a restart takes seconds. An install without dev dependencies (a
// production install, where the build tools are absent) runs the build it was given.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BUILD_INPUTS,
  BUILD_STAMP,
  SERVER_DIST_DIR,
  SERVER_ENTRIES,
  WEB_DIST_INDEX,
} from './server-build-layout.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const program = process.argv[2] ?? 'server';
if (!(program in SERVER_ENTRIES)) {
  console.error(`Unknown program "${program}": one of ${Object.keys(SERVER_ENTRIES).join(', ')}.`);
  process.exit(2);
}

/** The newest modification time under `input` (a file or a folder), in ms. */
function newestChange(input) {
  if (!existsSync(input)) return 0;
  const stat = statSync(input);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(input))
    newest = Math.max(newest, newestChange(path.join(input, entry)));
  return newest;
}

function buildState() {
  if (!existsSync(BUILD_STAMP) || !existsSync(WEB_DIST_INDEX)) return 'missing';
  const builtAt = statSync(BUILD_STAMP).mtimeMs;
  return BUILD_INPUTS.some((input) => newestChange(input) > builtAt) ? 'stale' : 'fresh';
}

const buildToolsInstalled = ['esbuild', 'vite'].every((tool) =>
  existsSync(path.join(REPO_ROOT, 'node_modules', tool, 'package.json')),
);
const state = buildState();
if (state !== 'fresh') {
  if (buildToolsInstalled) {
    console.log(
      state === 'missing' ? 'Building the app (first start)…' : 'Sources changed: rebuilding…',
    );
    const built = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  } else if (state === 'missing') {
    console.error(
      'No build here, and no build tools to make one: run `npm install && npm run build`.',
    );
    process.exit(1);
  } else {
    console.warn(
      'Sources are newer than the build, but the build tools are not installed: starting the build as it is.',
    );
  }
}

const entry = path.join(SERVER_DIST_DIR, `${program}.js`);
// The program sees itself as its own entry (the data-dir lock names its holder from it).
process.argv.splice(1, 2, entry);
await import(pathToFileURL(entry).href);
