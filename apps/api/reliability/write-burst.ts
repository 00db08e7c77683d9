import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server-process.js';

/**
 * Bursts of small writes (tags and service types, names unique per run) through the HTTP
 * API, each one's fate recorded, and the read-back that checks them after a restart.
 */

export type WriteKind = 'tag' | 'serviceType';

export interface WriteAttempt {
  kind: WriteKind;
  name: string;
  /** 2xx with the new row's id; refused: another HTTP answer; unanswered: no answer at all. */
  outcome: 'acknowledged' | 'refused' | 'unanswered';
  id?: string;
  status?: number;
  /** When the answer (or the failure) came, on `performance.now()`'s clock. */
  settledAt: number;
}

const PATHS: Record<WriteKind, string> = {
  tag: '/v1/tags',
  serviceType: '/v1/service-types',
};
const REQUEST_TIMEOUT_MS = 30_000;

interface Envelope<T> {
  data: T;
}

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status !== 200)
    throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as Envelope<{ token: string }>).data.token;
}

export interface Burst {
  /** Settles when every worker has stopped (the server went away, or `stop()`). */
  done: Promise<WriteAttempt[]>;
  /** Writes answered 2xx so far. */
  acknowledged(): number;
  stop(): void;
}

/**
 * `concurrency` workers each send one write after another until the server stops
 * answering (killed, or closing) or `stop()` is called. Tag names must stay within 31
 * characters: `prefix` is kept short.
 */
export function startBurst(
  url: string,
  token: string,
  { prefix, concurrency = 8 }: { prefix: string; concurrency?: number },
): Burst {
  const attempts: WriteAttempt[] = [];
  let stopped = false;
  let acknowledged = 0;

  async function send(kind: WriteKind, name: string): Promise<WriteAttempt> {
    try {
      const response = await fetch(`${url}${PATHS[kind]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const settledAt = performance.now();
      if (response.status >= 200 && response.status < 300) {
        const id = (JSON.parse(text) as Envelope<{ id: string }>).data.id;
        return { kind, name, outcome: 'acknowledged', id, status: response.status, settledAt };
      }
      return { kind, name, outcome: 'refused', status: response.status, settledAt };
    } catch {
      return { kind, name, outcome: 'unanswered', settledAt: performance.now() };
    }
  }

  async function worker(index: number) {
    for (let n = 0; !stopped; n++) {
      const kind: WriteKind = (index + n) % 2 === 0 ? 'tag' : 'serviceType';
      // The closing "x" keeps one name from being a part of another (k1-2-1x, k1-2-11x)
      // for the read-back's substring search.
      const attempt = await send(kind, `${prefix}-${index}-${n}x`);
      attempts.push(attempt);
      if (attempt.outcome === 'acknowledged') acknowledged++;
      // No answer, or the server's "closing" 503: it is going away, this worker stops.
      else if (attempt.outcome === 'unanswered' || attempt.status === 503) return;
      else throw new Error(`${kind} ${attempt.name}: unexpected ${attempt.status}`);
    }
  }

  const done = Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i))).then(
    () => attempts,
  );
  return {
    done,
    acknowledged: () => acknowledged,
    stop: () => {
      stopped = true;
    },
  };
}

/** The id the server now has for `attempt`'s name, or undefined when the row is not there. */
async function findWritten(url: string, token: string, attempt: WriteAttempt) {
  const query = new URLSearchParams({ q: attempt.name });
  const response = await fetch(`${url}${PATHS[attempt.kind]}?${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`read back ${attempt.name}: ${response.status}`);
  const rows = ((await response.json()) as Envelope<{ id: string; name: string }[]>).data;
  return rows.find((row) => row.name === attempt.name.toLowerCase())?.id;
}

export interface ReadBack {
  /** Acknowledged writes missing (or under another id) after the restart: must be 0. */
  lost: WriteAttempt[];
  /** Writes that got no answer but are in the database (committed as the server died). */
  unansweredButStored: WriteAttempt[];
  /** Writes refused with an HTTP error that are in the database anyway: must be 0. */
  refusedButStored: WriteAttempt[];
}

/** Looks every attempt up by name through the API, a few at a time. */
export async function readBack(
  url: string,
  token: string,
  attempts: WriteAttempt[],
): Promise<ReadBack> {
  const result: ReadBack = { lost: [], unansweredButStored: [], refusedButStored: [] };
  const queue = [...attempts];
  const worker = async () => {
    for (let attempt = queue.pop(); attempt; attempt = queue.pop()) {
      const id = await findWritten(url, token, attempt);
      if (attempt.outcome === 'acknowledged' && id !== attempt.id) result.lost.push(attempt);
      if (attempt.outcome === 'unanswered' && id) result.unansweredButStored.push(attempt);
      if (attempt.outcome === 'refused' && id) result.refusedButStored.push(attempt);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return result;
}
