// The API compiled to JavaScript (issue #22): what `npm start` and the container run, so
// that neither TypeScript nor tsx is needed at run time. esbuild bundles our own code (the
// API and @catering/domain, whose package exports TypeScript sources) into apps/api/dist;
// every npm package stays an import resolved from node_modules at run time, where
// `npm ci --omit=dev` installs it. The migrations and the seed data files are copied
// beside the bundles, where db/client.ts and db/seed/seed-data.ts look for them.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import {
  BUILD_STAMP,
  SEED_DATA_SOURCE,
  SERVER_DIST_DIR,
  SERVER_ENTRIES,
} from './server-build-layout.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const API_SRC = path.join(REPO_ROOT, 'apps', 'api', 'src');

/** Our workspace packages are bundled; anything else named by a bare import is external. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@catering/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const startedAt = performance.now();
rmSync(SERVER_DIST_DIR, { recursive: true, force: true });
mkdirSync(SERVER_DIST_DIR, { recursive: true });
await build({
  entryPoints: Object.fromEntries(
    Object.entries(SERVER_ENTRIES).map(([name, source]) => [name, path.join(API_SRC, source)]),
  ),
  outdir: SERVER_DIST_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Code loaded on demand (the embedded database, in a PostgreSQL deployment never) stays
  // in chunks of its own. They sit beside the programs in dist/, so that every path found
  // from import.meta (migrations, seed data, the render worker, the web app) holds in all
  // of them.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: 'linked',
  // Function and class names stay readable in stack traces and logs.
  keepNames: true,
  plugins: [externalNpmPackages],
  logLevel: 'warning',
});
cpSync(path.join(API_SRC, 'db', 'migrations'), path.join(SERVER_DIST_DIR, 'migrations'), {
  recursive: true,
});
// Only the data: the schemas beside it are code, bundled with the rest.
cpSync(SEED_DATA_SOURCE, path.join(SERVER_DIST_DIR, 'seed-data'), {
  recursive: true,
  filter: (source) => source === SEED_DATA_SOURCE || source.endsWith('.json'),
});
writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
console.log(
  `API compiled to ${path.relative(REPO_ROOT, SERVER_DIST_DIR)} in ${Math.round(performance.now() - startedAt)} ms`,
);
