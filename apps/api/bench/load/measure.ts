import autocannon from 'autocannon';

/** One request shape the load driver sends, to the product or to the bare server. */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  token?: string;
  /**
   * For writes guarded by optimistic concurrency: each request takes a body from this
   * pool and gives back what the server answered (the new `updatedAt`), so concurrent
   * connections never race for one row and no request is refused as stale.
   */
  bodyPool?: BodyPool;
}

export interface BodyPool {
  /**
   * Reads the rows afresh from the server under test: a run's last requests are cut off
   * without their answers, so what they changed is only known by reading again.
   */
  refresh(baseUrl: string): Promise<void>;
  take(): { path: string; body: unknown };
  giveBack(sent: { path: string; body: unknown }, status: number, answer: string): void;
}

type PoolContext = { sent: { path: string; body: unknown } };

export interface LoadFigures {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, plus socket errors and timeouts. */
  failures: number;
  /** The load sent at the same time, when the case has one (`measureWith`). */
  background?: LoadFigures;
}

const headersOf = (request: LoadRequest) => ({
  'content-type': 'application/json',
  ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
});

/** Runs autocannon against `baseUrl` for `seconds` with `connections` connections. */
export async function measure(
  baseUrl: string,
  request: LoadRequest,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const pool = request.bodyPool;
  await pool?.refresh(baseUrl);
  const result = await autocannon({
    url: `${baseUrl}${request.path}`,
    method: request.method,
    headers: headersOf(request),
    body: request.body === undefined || pool ? undefined : JSON.stringify(request.body),
    connections,
    duration: seconds,
    timeout: 30,
    ...(pool
      ? {
          requests: [
            {
              setupRequest: (req, context: object) => {
                const sent = pool.take();
                (context as PoolContext).sent = sent;
                return { ...req, path: sent.path, body: JSON.stringify(sent.body) };
              },
              onResponse: (status, body, context: object) =>
                pool.giveBack((context as PoolContext).sent, status, body),
            },
          ],
        }
      : {}),
  });
  return {
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export interface Background {
  name: string;
  request: LoadRequest;
  connections: number;
}

/** How long the background load runs before and after the measured window. */
const BACKGROUND_MARGIN_S = 1;

/**
 * `measure`, with `background` sent to the same server throughout the measured window (it
 * starts a second earlier, once its pool is read, and ends a second later). The figures are
 * the measured request's; the background's are attached.
 */
export async function measureWith(
  baseUrl: string,
  request: LoadRequest,
  connections: number,
  seconds: number,
  background?: Background,
): Promise<LoadFigures> {
  if (!background) return measure(baseUrl, request, connections, seconds);
  const behind = measure(
    baseUrl,
    background.request,
    background.connections,
    seconds + 2 * BACKGROUND_MARGIN_S,
  );
  // The pool's refresh (half a second and a read per menu) comes first: give it its time.
  await new Promise((resolve) => setTimeout(resolve, (1 + BACKGROUND_MARGIN_S) * 1000));
  const figures = await measure(baseUrl, request, connections, seconds);
  return { ...figures, background: await behind };
}

/**
 * Sends `request` once and waits for its answer. autocannon stops at the end of its window
 * and leaves its last requests running in the server: a report of a second or more each,
 * or PDFs queued for a render thread, would still be working through the next figure (the
 * bare server's, or the product's at 1 connection after the warm-up's 4). This answer
 * comes once the requests ahead of it are done. A write's pool is left alone (its
 * requests last milliseconds).
 */
export async function settle(baseUrl: string, request: LoadRequest): Promise<void> {
  if (request.bodyPool) return;
  const answer = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: headersOf(request),
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  await answer.arrayBuffer();
}
