import type { ErrorBody } from '@catering/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, concurrentWrite, RateLimitedError } from '../lib/errors.js';
import {
  isForeignKeyViolation,
  isRetryableTransactionError,
  isUniqueViolation,
} from '../lib/pg-errors.js';

interface ErrorAnswer {
  statusCode: number;
  code: string;
  messages: string[];
}

/** A message without a full stop gets its field in front: "email: Not a valid email format". */
function describeIssue(path: string, message: string): string {
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  return field && !message.endsWith('.') ? `${field}: ${message}` : message;
}

function toErrorAnswer(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, messages: error.messages };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const messages = error.validation.map((issue) =>
      describeIssue(issue.instancePath, issue.message ?? 'Invalid value'),
    );
    return { statusCode: 400, code: 'validation_failed', messages: [...new Set(messages)] };
  }
  if (error.statusCode === 429) {
    return { statusCode: 429, code: 'rate_limited', messages: [error.message] };
  }
  if (isUniqueViolation(error)) {
    return { statusCode: 409, code: 'conflict', messages: ['This name is taken already.'] };
  }
  if (isForeignKeyViolation(error)) {
    return { statusCode: 409, code: 'conflict', messages: ['This item is still in use.'] };
  }
  // A statement run outside `db.transaction`, which retries these itself (db/transaction-retry.ts).
  if (isRetryableTransactionError(error)) {
    const { statusCode, code, messages } = concurrentWrite();
    return { statusCode, code, messages };
  }
  // Fastify's own client errors: malformed JSON, wrong content type, body too large.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const code = error.statusCode === 401 ? 'unauthenticated' : 'validation_failed';
    const statusCode = error.statusCode === 413 ? 413 : error.statusCode === 401 ? 401 : 400;
    return { statusCode, code, messages: [error.message] };
  }
  request.log.error({ err: error }, 'unhandled error');
  return {
    statusCode: 500,
    code: 'internal',
    messages: [
      `Something went wrong on our side. Quote request id ${request.id} to the tech team.`,
    ],
  };
}

export function sendError(reply: FastifyReply, answer: ErrorAnswer) {
  const error: ErrorBody = {
    code: answer.code,
    msg: answer.messages[0] ?? answer.code,
    messages: answer.messages,
    requestId: String(reply.request.id),
  };
  // Set here too: the router's refusals (sendFrameworkError) skip the onSend hook.
  return reply
    .header('x-request-id', reply.request.id)
    .status(answer.statusCode)
    .send({ data: null, error, meta: {}, status: answer.statusCode });
}

/**
 * Fastify's router refuses some addresses before any hook runs: a broken percent escape,
 * or a path parameter over its length limit. They get the envelope too, without echoing
 * the (possibly huge) address back.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const refusals: Record<string, { statusCode: number; message: string }> = {
    FST_ERR_BAD_URL: { statusCode: 400, message: 'The address is not valid.' },
    FST_ERR_MAX_PARAM_LENGTH: { statusCode: 414, message: 'A value in the address is too long.' },
  };
  const refusal = refusals[error.code];
  return sendError(
    reply,
    refusal
      ? { statusCode: refusal.statusCode, code: 'validation_failed', messages: [refusal.message] }
      : toErrorAnswer(error, request),
  );
}

/** Every answer, success or failure, is the envelope with the request id. */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  // While the server shuts down, requests still arriving on kept-alive connections are
  // turned away (so the balancer retries elsewhere) with the envelope, not Fastify's own 503.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // The hooks every request passes take `done` rather than being async: an async hook
  // costs every request a promise and a turn of the microtask queue (issue #30).
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    sendError(reply, {
      statusCode: 503,
      code: 'internal',
      messages: ['The server is restarting. Please try again in a moment.'],
    });
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  app.addHook('preSerialization', (_request, reply, payload: unknown, done) => {
    if (payload && typeof payload === 'object' && 'status' in payload && 'data' in payload) {
      (payload as { status: number }).status = reply.statusCode;
    }
    done(null, payload);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
    return sendError(reply, toErrorAnswer(error, request));
  });
});

export function apiNotFound(reply: FastifyReply) {
  return sendError(reply, { statusCode: 404, code: '1000', messages: ['Not found.'] });
}
