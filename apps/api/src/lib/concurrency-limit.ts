/**
 * At most `limit` of the calls given to `run` work at once; the rest wait their turn in
 * arrival order. For work whose cost is memory and CPU per call (a password hash, a PDF):
 * beyond the cores, running more at once only holds more memory, never finishes more.
 */
export function createConcurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((go) => waiting.push(go));
    else running += 1;
    try {
      return await work();
    } finally {
      // A waiting call takes this place directly, so a newcomer cannot jump the queue.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
