import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { DocumentRequest } from './documents/index.js';

/**
 * PDF rendering off the request thread (DESIGN.md 2): a pool of worker threads, so a long
 * document never stalls the API's other answers. At most half the cores render, the rest
 * keep serving.
 */
export interface RenderPool {
  render(request: DocumentRequest): Promise<Buffer>;
  close(): Promise<void>;
}

/** At most half the cores render; the rest keep serving. */
export const RENDER_THREADS = Math.max(1, Math.floor(availableParallelism() / 2));

/**
 * The compiled server (apps/api/dist/server.js) runs the compiled worker beside it; the
 * sources (tests, `npm run dev`) run the TypeScript worker through tsx.
 */
function workerOf(moduleUrl: string) {
  const compiled = moduleUrl.endsWith('.js');
  return {
    compiled,
    filename: fileURLToPath(
      new URL(compiled ? './render-worker.js' : './render-worker.ts', moduleUrl),
    ),
    execArgv: compiled ? [] : ['--import', 'tsx'],
  };
}

export function createRenderPool(): RenderPool {
  const { compiled, filename, execArgv } = workerOf(import.meta.url);
  const pool = new Piscina({
    filename,
    execArgv,
    // The server keeps one worker ready, so the first PDF after a quiet spell does not
    // wait for a worker to load the PDF library and its fonts; more start under load.
    // Tests build many apps from the sources and render in few of them: none is kept.
    minThreads: compiled ? 1 : 0,
    maxThreads: RENDER_THREADS,
    // Extra workers go away when idle: PDFs are occasional, memory is not free.
    idleTimeout: 60_000,
  });
  return {
    render: async (request) => Buffer.from((await pool.run(request)) as Uint8Array),
    close: () => pool.destroy(),
  };
}
