import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './access.js';
import { apiNotFound } from './envelope.js';

/**
 * The built single-page app. Any GET that is not an API path and not a file answers
 * index.html, so the browser's router decides (deep links, /not-found).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir?: string }) => {
  const distDir = options.distDir;
  const hasWebApp = Boolean(distDir && existsSync(path.join(distDir, 'index.html')));
  if (distDir && hasWebApp) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' && !isApiPath(url) && !url.startsWith('/docs');
    if (hasWebApp && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return apiNotFound(reply);
  });
});
