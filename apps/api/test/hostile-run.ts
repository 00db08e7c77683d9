import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { HostileRequest } from './hostile-requests.js';
import { bearer, type TestApp } from './test-app.js';

/** Tables left out of the "nothing changed" checks, and why. */
export const EXCLUDED_TABLES: Record<string, string> = {
  // Rate-limit bookkeeping: a refused attempt may count towards a limit (that is its job),
  // and the runs clear these counters themselves (see sendHostile).
  rate_limit_hits: 'counts attempts, refused ones included',
};

interface Envelope {
  data?: unknown;
  status?: unknown;
  error?: { code?: unknown; msg?: unknown; messages?: unknown; requestId?: unknown } | null;
}

/** What is wrong with an answer, if anything: a 5xx, or not the envelope of its status. */
export function answerProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `server error ${response.statusCode}`;
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  // Documents (PDFs) are answered as themselves; everything else is the envelope.
  if (response.statusCode < 400 && !json) return undefined;
  let envelope: Envelope;
  try {
    envelope = response.json();
  } catch {
    return 'answer is not JSON';
  }
  if (envelope.status !== response.statusCode) return 'envelope status differs from HTTP status';
  if (response.statusCode < 400)
    return envelope.error === null ? undefined : 'success with an error';
  const error = envelope.error;
  const messages = error?.messages;
  const hasMessages =
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every((m) => typeof m === 'string' && m.trim().length > 0);
  const complete =
    envelope.data === null &&
    typeof error?.code === 'string' &&
    typeof error.msg === 'string' &&
    error.msg.length > 0 &&
    hasMessages &&
    typeof error.requestId === 'string';
  return complete ? undefined : `not the error envelope: ${response.body.slice(0, 200)}`;
}

/** Counts of a run, for its figure. */
export class Tally {
  requests = 0;
  serverErrors = 0;
  accepted = 0;
  envelopeProblems = 0;
  rateLimited = 0;
  readonly byStatus = new Map<number, number>();

  record(response: LightMyRequestResponse, problem: string | undefined) {
    this.requests++;
    this.byStatus.set(response.statusCode, (this.byStatus.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode < 400) this.accepted++;
    if (problem?.startsWith('server error')) this.serverErrors++;
    else if (problem) this.envelopeProblems++;
  }

  statuses(): string {
    return [...this.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status} x${n}`)
      .join(', ');
  }
}

/**
 * Sends `request` as the holder of `token`. Some public routes count attempts before they
 * validate (a few a minute); the limits are not under test here, so on a 429 their
 * counters are cleared and the request is sent once more.
 */
export async function sendHostile(
  t: TestApp,
  token: string,
  request: HostileRequest,
  tally: Tally,
): Promise<LightMyRequestResponse> {
  const inject = () =>
    t.app.inject({
      method: request.method,
      url: request.url,
      payload: request.payload,
      headers: {
        ...bearer(token),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
    });
  let response = await inject();
  if (response.statusCode === 429) {
    tally.rateLimited++;
    await t.database.db.execute(sql`delete from rate_limit_hits`);
    response = await inject();
  }
  return response;
}

const shorten = (text = '', max = 160) =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;

/** A request in one line, long URLs and bodies cut. */
export const describeRequest = (request: HostileRequest) =>
  `${request.method} ${shorten(request.url)} ${shorten(request.payload)}`;
