import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** The product's envelope (lib/envelope.ts, plugins/envelope.ts), written by hand. */

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, 'validation_failed', message);
export const notFound = (message = 'Not found.') => new HttpError(404, '1000', message);

export const ok = <T>(data: T, meta: Record<string, unknown> = {}) => ({
  data,
  error: null,
  meta,
  status: 200,
});

/**
 * A list whose JSON PostgreSQL already wrote: sent as it came, parsed and rewritten by
 * nobody. `rowsJson` must be a JSON array.
 */
export function sendJsonList(reply: FastifyReply, rowsJson: string, count: number) {
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"data":${rowsJson},"error":null,"meta":{"count":${count}},"status":200}`);
}

/** Every refusal in the product's error envelope; unexpected errors as its 500. */
export function installErrorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let code = 'internal';
    let message = `Something went wrong on our side. Quote request id ${request.id} to the tech team.`;
    if (error instanceof HttpError) {
      status = error.statusCode;
      code = error.code;
      message = error.message;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large.
      status = error.statusCode === 413 ? 413 : 400;
      code = 'validation_failed';
      message = error.message;
    } else {
      console.error(error);
    }
    const body = { code, msg: message, messages: [message], requestId: String(request.id) };
    return reply.status(status).send({ data: null, error: body, meta: {}, status });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      data: null,
      error: { code: '1000', msg: 'Not found.', messages: ['Not found.'], requestId: request.id },
      meta: {},
      status: 404,
    }),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid from the request, or 400: PostgreSQL would refuse the cast with a 500 otherwise. */
export function uuidOf(value: unknown, message = 'Must be a valid id'): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw badRequest(message);
  return value;
}

/** An optional id of a filter or a field: empty and absent mean none. */
export function optionalUuid(value: unknown, message?: string): string | null {
  return value === undefined || value === null || value === '' ? null : uuidOf(value, message);
}

/** A whole number from the query string within bounds (or `fallback` when absent), else 400. */
export function intOf(
  value: unknown,
  fallback: number | undefined,
  min: number,
  max: number,
  name: string,
): number {
  if (value === undefined || value === '') {
    if (fallback === undefined) throw badRequest(`${name} is required.`);
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest(`${name} must be ${min}-${max}.`);
  return n;
}

/** `YYYY-MM-DDTHH:MM:SS.mmmZ`, as JavaScript's toISOString writes it (the API's dates). */
export const isoSql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
