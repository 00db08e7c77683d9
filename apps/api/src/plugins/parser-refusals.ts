import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@catering/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: a request line and
 * headers over 16 KB (a long query string too; Node has no separate 414), headers or a
 * body that arrive too slowly, bytes that are not HTTP. There is no request and no reply
 * yet, so the envelope is written to the socket by hand; it is the same envelope as every
 * other error, with a request id of its own.
 */
const refusals: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    message: 'The address or the headers of the request are too long (at most 16 KB).',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    statusCode: 408,
    message: 'The request took too long to arrive. Please try again.',
  },
};
const notHttp = { statusCode: 400, message: 'The request is not valid HTTP.' };

/** Fastify's `clientErrorHandler`: Node's `clientError` event, answered with the envelope. */
export function answerParserRefusal(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  // The client is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { statusCode, message } = refusals[error.code ?? ''] ?? notHttp;
  const requestId = randomUUID();
  const envelopeError: ErrorBody = {
    code: 'validation_failed',
    msg: message,
    messages: [message],
    requestId,
  };
  const body = JSON.stringify({ data: null, error: envelopeError, meta: {}, status: statusCode });
  // A client error is the client's problem or an attack; at info level it would flood logs.
  this.log.debug({ err: error, requestId }, `client error answered ${statusCode}`);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        `x-request-id: ${requestId}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
