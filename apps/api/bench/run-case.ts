import type { FastifyInstance } from 'fastify';
import { percentile } from './bench-database.js';

/** One benchmarked request, sent `requests` times through the whole stack. */
export interface Case {
  name: string;
  method?: 'GET' | 'POST';
  url: string;
  payload?: object;
  auth?: boolean;
  requests: number;
  /** Requests in flight at once; 8 unless given. */
  concurrency?: number;
}

export function printCaseHeader(): void {
  console.log(
    'case'.padEnd(38),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'p99 ms'.padStart(8),
  );
}

/** Sends the case's requests, `concurrency` at a time, and prints its rate and latencies. */
export async function runCase(app: FastifyInstance, token: string, c: Case): Promise<void> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < c.requests) {
      next++;
      const t0 = performance.now();
      const response = await app.inject({
        method: c.method ?? 'GET',
        url: c.url,
        payload: c.payload,
        headers: c.auth ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.statusCode >= 400)
        throw new Error(`${c.name}: ${response.statusCode} ${response.body}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: c.concurrency ?? 8 }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    c.name.padEnd(40),
    (latencies.length / seconds).toFixed(0).padStart(8),
    percentile(latencies, 50).toFixed(1).padStart(8),
    percentile(latencies, 95).toFixed(1).padStart(8),
    percentile(latencies, 99).toFixed(1).padStart(8),
  );
}
