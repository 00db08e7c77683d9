import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { DocumentRequest } from './documents/index.js';

/**
 * PDF rendering off the request thread (DESIGN.md 2): a pool of worker threads, so a long
 * document never stalls the API's other answers. Workers load TypeScript through tsx, as
 * the server itself does; at most half the cores render, the rest keep serving.
 */
export interface RenderPool {
  render(request: DocumentRequest): Promise<Buffer>;
  close(): Promise<void>;
}

/** At most half the cores render; the rest keep serving. */
export const RENDER_THREADS = Math.max(1, Math.floor(availableParallelism() / 2));

export function createRenderPool(): RenderPool {
  const pool = new Piscina({
    filename: fileURLToPath(new URL('./render-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: RENDER_THREADS,
    // A worker left idle goes away: PDFs are occasional, memory is not free.
    idleTimeout: 60_000,
  });
  return {
    render: async (request) => Buffer.from((await pool.run(request)) as Uint8Array),
    close: () => pool.destroy(),
  };
}
