import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts (png, woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|map|xml|ico)$/;
/**
 * A variant is only written when it saves at least a tenth of the file: for tiny chunks the
 * compressed form is barely smaller (or larger), and without it the server sends the file.
 */
const WORTHWHILE_RATIO = 0.9;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the variants of one file that are worth it; answers how many it wrote. */
async function precompress(file: string): Promise<{ brotli: number; gzip: number }> {
  const original = await readFile(file);
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const worthIt = (compressed: Buffer) => compressed.length <= original.length * WORTHWHILE_RATIO;
  const written = { brotli: 0, gzip: 0 };
  if (worthIt(brotliBytes)) {
    await writeFile(`${file}.br`, brotliBytes);
    written.brotli = 1;
  }
  if (worthIt(gzipBytes)) {
    await writeFile(`${file}.gz`, gzipBytes);
    written.gzip = 1;
  }
  return written;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every text
 * file of the build, once it is written, so that the API sends them as they are
 * (`preCompressed` in apps/api/src/plugins/web-app.ts) instead of compressing on every
 * request, or not at all. Best quality costs seconds once per build; the files are then
 * served for ever.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      // After every other plugin wrote its files (index.html, copied public files).
      order: 'post',
      sequential: true,
      async handler() {
        const startedAt = performance.now();
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
        // Side by side: zlib runs on libuv's thread pool, so the cores are used.
        const results = await Promise.all(files.map(precompress));
        const count = (key: 'brotli' | 'gzip') => results.reduce((sum, r) => sum + r[key], 0);
        const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
        this.info(
          `${files.length} text files: ${count('brotli')} .br and ${count('gzip')} .gz written in ${seconds} s`,
        );
      },
    },
  };
}
