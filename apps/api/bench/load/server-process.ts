import { readFile } from 'node:fs/promises';
import { startServer as startProcess, stopServer } from '../../reliability/server-process.js';
import type { DatabaseEnv } from './large-database.js';

/** A server under load: the product's API or the bare server, alone on the machine. */
export interface ServerUnderTest {
  url: string;
  /** The process's peak resident memory so far, in MB (Linux VmHWM). */
  peakMemoryMb(): Promise<number | undefined>;
  stop(): Promise<void>;
}

/** `entry` relative to apps/api; the process is node itself, so its memory is the server's. */
export async function startServer(
  entry: string,
  databaseEnv: DatabaseEnv,
  env: Record<string, string> = {},
): Promise<ServerUnderTest> {
  const server = await startProcess(databaseEnv, {
    entry,
    env: { NODE_ENV: 'production', ...env },
    // A profile of the compiled server under load: BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=…'.
    nodeFlags: process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean),
  });
  return {
    url: server.url,
    async peakMemoryMb() {
      const status = await readFile(`/proc/${server.pid}/status`, 'utf8').catch(() => '');
      const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
      return kb ? Math.round(Number(kb) / 1024) : undefined;
    },
    async stop() {
      await stopServer(server);
    },
  };
}
