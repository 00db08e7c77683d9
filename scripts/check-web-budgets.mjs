// `npm run check:budgets` (issue #12, web budgets): every JavaScript chunk of the built web
// app, the entry first of all, must stay under 200 kB once gzipped; and (issue #22) the
// sign-in page must transfer under 350 kB as the server sends it to a browser that accepts
// brotli (the .br files the build writes). Prints the largest chunks and what the browser
// fetches before the first screen; exits 1 naming each figure over budget. Builds the app
// only when apps/web/dist is missing (CI runs it after the browser journeys, which build
// first). Dependency-free on purpose: it guards the build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** kB as Vite prints them (1 kB = 1,000 bytes), so the figures can be checked against its output. */
const BUDGET_BYTES = 200_000;
const SIGN_IN_TRANSFER_BUDGET_BYTES = 350_000;
const LARGEST_SHOWN = 10;

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');
const ASSETS_DIR = path.join(DIST_DIR, 'assets');
const INDEX_HTML = path.join(DIST_DIR, 'index.html');

function buildWebAppIfMissing() {
  if (existsSync(INDEX_HTML)) return;
  console.log(`${path.relative(REPO_ROOT, INDEX_HTML)} is missing: building the web app first.`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app did not build; no budget to check.');
    process.exit(1);
  }
}

/**
 * zlib's default level (6), what a server compressing on the fly sends. `vite build` prints
 * about 1% more for the same chunk: rolldown has its own compressor.
 */
function measureChunk(file) {
  const code = readFileSync(path.join(ASSETS_DIR, file));
  return { file, rawBytes: code.length, gzipBytes: gzipSync(code).length };
}

/** The file names under /assets/ of the tags matching `tagPattern` whose `attribute` is set. */
function assetsReferencedBy(html, tagPattern, attribute) {
  const files = [];
  for (const [tag] of html.matchAll(tagPattern)) {
    const url = new RegExp(`\\b${attribute}="([^"]+)"`).exec(tag)?.[1];
    if (url?.includes('/assets/')) files.push(path.basename(url));
  }
  return files;
}

/**
 * The entry module index.html loads, the chunks it preloads beside it (its static imports)
 * and its stylesheets.
 */
function firstLoadChunks() {
  const html = readFileSync(INDEX_HTML, 'utf8');
  const entries = assetsReferencedBy(html, /<script\b[^>]*\btype="module"[^>]*>/g, 'src');
  const preloaded = assetsReferencedBy(html, /<link\b[^>]*\brel="modulepreload"[^>]*>/g, 'href');
  const stylesheets = assetsReferencedBy(html, /<link\b[^>]*\brel="stylesheet"[^>]*>/g, 'href');
  if (entries.length !== 1) {
    console.error(`Expected one entry module in ${INDEX_HTML}, found ${entries.length}.`);
    process.exit(1);
  }
  return { entry: entries[0], preloaded, stylesheets };
}

/**
 * The bytes the server sends for `file` to a browser accepting brotli: the .br the build
 * wrote beside it (apps/web/precompress-assets.ts), else the file as it is (too small to
 * gain). Every browser accepts brotli over HTTPS.
 */
function brotliTransfer(file) {
  const compressed = `${file}.br`;
  const isCompressed = existsSync(compressed);
  return { isCompressed, bytes: statSync(isCompressed ? compressed : file).size };
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const sum = (chunks, key) => chunks.reduce((total, chunk) => total + chunk[key], 0);

function printTable(rows) {
  const nameWidth = Math.max(5, ...rows.map((row) => row.label.length));
  console.log(`${'chunk'.padEnd(nameWidth)}  ${'raw kB'.padStart(9)}  ${'gzip kB'.padStart(9)}`);
  for (const row of rows) {
    console.log(
      `${row.label.padEnd(nameWidth)}  ${kB(row.rawBytes).padStart(9)}  ${kB(row.gzipBytes).padStart(9)}`,
    );
  }
}

buildWebAppIfMissing();

const chunks = readdirSync(ASSETS_DIR)
  .filter((file) => file.endsWith('.js'))
  .map(measureChunk)
  .sort((a, b) => b.gzipBytes - a.gzipBytes);
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
const { entry, preloaded, stylesheets } = firstLoadChunks();
const entryChunk = byFile.get(entry);
if (!entryChunk) {
  console.error(`The entry ${entry} named by index.html is not in ${ASSETS_DIR}.`);
  process.exit(1);
}
const firstLoad = [entryChunk, ...preloaded.flatMap((file) => byFile.get(file) ?? [])];
const overBudget = chunks.filter((chunk) => chunk.gzipBytes > BUDGET_BYTES);
const signInPage = [
  INDEX_HTML,
  ...[entry, ...preloaded, ...stylesheets].map((file) => path.join(ASSETS_DIR, file)),
].map(brotliTransfer);
const signInBytes = sum(signInPage, 'bytes');

const builtAt = statSync(INDEX_HTML).mtime.toISOString().replace('T', ' ').slice(0, 16);
console.log(
  `Web budgets: every JavaScript chunk under ${kB(BUDGET_BYTES)} kB gzip ` +
    `(apps/web/dist built ${builtAt} UTC, ${chunks.length} chunks)\n`,
);
const largest = chunks.slice(0, LARGEST_SHOWN);
if (!largest.includes(entryChunk)) largest.push(entryChunk);
printTable(
  largest.map((chunk) => ({
    ...chunk,
    label: `${chunk.file}${chunk === entryChunk ? ' (entry)' : ''}${chunk.gzipBytes > BUDGET_BYTES ? ' OVER' : ''}`,
  })),
);
console.log(
  `\nEntry chunk: ${kB(entryChunk.gzipBytes)} kB gzip. Before the first screen (entry + ` +
    `${firstLoad.length - 1} preloaded chunks): ${kB(sum(firstLoad, 'gzipBytes'))} kB gzip, ` +
    `${kB(sum(firstLoad, 'rawBytes'))} kB raw. All chunks: ${kB(sum(chunks, 'gzipBytes'))} kB gzip.`,
);

console.log(
  `Sign-in page as sent to a brotli client (index.html, entry, ${preloaded.length} preloaded, ` +
    `${stylesheets.length} stylesheets): ${kB(signInBytes)} kB ` +
    `(budget ${kB(SIGN_IN_TRANSFER_BUDGET_BYTES)}); ` +
    `${signInPage.filter((file) => !file.isCompressed).length} of ${signInPage.length} files without a .br.`,
);

let failed = false;
if (overBudget.length > 0) {
  console.error(`\n${overBudget.length} chunk(s) over ${kB(BUDGET_BYTES)} kB gzip:`);
  for (const chunk of overBudget) console.error(`  ${chunk.file}: ${kB(chunk.gzipBytes)} kB`);
  failed = true;
}
if (signInBytes > SIGN_IN_TRANSFER_BUDGET_BYTES) {
  console.error(
    `\nThe sign-in page transfers ${kB(signInBytes)} kB, over ${kB(SIGN_IN_TRANSFER_BUDGET_BYTES)} kB` +
      (existsSync(`${INDEX_HTML}.br`) ? '.' : ': apps/web/dist has no .br files; rebuild it.'),
  );
  failed = true;
}
if (failed) process.exit(1);
console.log(
  `\nEvery chunk is under ${kB(BUDGET_BYTES)} kB gzip; ` +
    `the sign-in page under ${kB(SIGN_IN_TRANSFER_BUDGET_BYTES)} kB.`,
);
