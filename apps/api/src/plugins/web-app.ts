import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './access.js';
import { apiNotFound } from './envelope.js';

/** Vite names every file under /assets/ by its content's hash: a new build, new names. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * index.html names the current build's assets, so it is asked again on every load (a
 * conditional request: 304 while the build is the same). Other root files (a favicon, a
 * manifest) keep their names from build to build: the same policy shows a new build's at
 * once, for the price of a 304 now and then.
 */
export const REVALIDATE_CACHE = 'no-cache';
/** The encodings `apps/web/precompress-assets.ts` writes beside a file. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

function cachePolicyOf(distDir: string, sentFile: string): string {
  const [topFolder] = path.relative(distDir, sentFile).split(path.sep);
  return topFolder === HASHED_ASSETS_DIR ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * A missing hashed asset (a chunk of an older build, asked by a page opened before a
 * deploy) or a compressed variant by its own name is an error, not a page: index.html in
 * its place would reach the browser as a script it cannot run.
 */
function isFileRequest(url: string): boolean {
  return url.startsWith(`/${HASHED_ASSETS_DIR}/`) || PRECOMPRESSED_SUFFIX.test(url);
}

/**
 * The built single-page app. Any GET that is not an API path and not a file answers
 * index.html, so the browser's router decides (deep links, /not-found). Text files are sent
 * as the brotli or gzip variant the build wrote beside them, as the client accepts.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir?: string }) => {
  const distDir = options.distDir;
  const hasWebApp = Boolean(distDir && existsSync(path.join(distDir, 'index.html')));
  if (distDir && hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // `x.js` answers `x.js.br` or `x.js.gz` with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // Variants are encodings of their file, not files of their own: no route by their name.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Set per file below (send's own header would be one policy for all).
      cacheControl: false,
      // Also applies to `sendFile` (the fallback below) and to 304 answers.
      setHeaders: (reply, sentFile) => {
        reply.header('cache-control', cachePolicyOf(distDir, sentFile));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      request.method === 'GET' &&
      !isApiPath(url) &&
      !url.startsWith('/docs') &&
      !isFileRequest(url);
    if (hasWebApp && isPageRequest) {
      return reply.sendFile('index.html');
    }
    return apiNotFound(reply);
  });
});
