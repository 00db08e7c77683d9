import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Answers made before or around Fastify's routing, over a real socket: `inject` skips
 * Node's HTTP parser, which is where a 17 kB query string or a slow client is refused.
 * Every one must be the envelope, with the status in the body matching the HTTP status.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  // Short timeouts so that a slow client is refused within the test (production: app.ts).
  t.app.server.requestTimeout = 600;
  t.app.server.headersTimeout = 600;
  // Read when the server starts listening; Node's types leave it out.
  (t.app.server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    100;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

function parseAnswer(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = raw.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body: raw.slice(end + 4) };
}

/** Sends `chunks` one after the other (`pauseMs` apart) and reads until the server closes. */
function rawExchange(chunks: (string | Buffer)[], pauseMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (data) => received.push(data));
    // The server may close while a large request is still being sent.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      const raw = Buffer.concat(received).toString('utf8');
      raw ? resolve(parseAnswer(raw)) : reject(new Error('closed without an answer'));
    });
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (pauseMs) await new Promise((wait) => setTimeout(wait, pauseMs));
      }
    });
  });
}

function expectEnvelope(answer: RawAnswer, statusCode: number, message: string) {
  expect(answer.statusCode).toBe(statusCode);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const envelope = JSON.parse(answer.body);
  expect(envelope).toEqual({
    data: null,
    error: {
      code: 'validation_failed',
      msg: message,
      messages: [message],
      requestId: expect.any(String),
    },
    meta: {},
    status: statusCode,
  });
  expect(envelope.error.requestId).toBe(answer.headers['x-request-id']);
}

const get = (url: string, headers = '') =>
  `GET ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;

const TOO_LONG = 'The address or the headers of the request are too long (at most 16 KB).';

describe('refusals over a real socket', () => {
  it('answers a 17 kB query string 431 in the envelope', async () => {
    const answer = await rawExchange([get(`/v1/menus?q=${'a'.repeat(17 * 1024)}`)]);
    expectEnvelope(answer, 431, TOO_LONG);
  });

  it('answers 17 kB of headers 431 in the envelope', async () => {
    const answer = await rawExchange([get('/health', `X-Padding: ${'b'.repeat(17 * 1024)}\r\n`)]);
    expectEnvelope(answer, 431, TOO_LONG);
  });

  it('answers a path value over 100 characters 414 in the envelope', async () => {
    const answer = await rawExchange([get(`/v1/public/menus/${'x'.repeat(101)}`)]);
    expectEnvelope(answer, 414, 'A value in the address is too long.');
  });

  it('answers a 2 MiB body 413 in the envelope', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'x');
    const answer = await rawExchange([
      `POST /v1/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
    ]);
    expect(answer.statusCode).toBe(413);
    const envelope = JSON.parse(answer.body);
    expect(envelope).toMatchObject({
      data: null,
      status: 413,
      error: { code: 'validation_failed' },
    });
    expect(envelope.error.messages).toEqual(['Request body is too large']);
  });

  it('answers headers that never finish 408 in the envelope', async () => {
    const answer = await rawExchange(['GET /health HTTP/1.1\r\nHost: localhost\r\n']);
    expectEnvelope(answer, 408, 'The request took too long to arrive. Please try again.');
  });

  it('answers a body that never finishes 408 in the envelope', async () => {
    const answer = await rawExchange([
      'POST /v1/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
      '{"email":',
    ]);
    expectEnvelope(answer, 408, 'The request took too long to arrive. Please try again.');
  });

  it('answers bytes that are not HTTP 400 in the envelope', async () => {
    const answer = await rawExchange(['HELLO THERE\r\n\r\n']);
    expectEnvelope(answer, 400, 'The request is not valid HTTP.');
  });

  // Last: it closes the server.
  it('answers a request arriving while the server shuts down 503 in the envelope', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (data) => received.push(data));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('connect', resolve));
    // A request has begun on the connection, so the shutdown does not drop it as idle.
    socket.write('GET /health HTTP/1.1\r\n');
    const closing = t.app.close();
    await new Promise((wait) => setTimeout(wait, 100));
    socket.write('Host: localhost\r\n\r\n');
    await closed;
    await closing;
    const answer = parseAnswer(Buffer.concat(received).toString('utf8'));
    expect(answer.statusCode).toBe(503);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({
      data: null,
      status: 503,
      error: {
        code: 'internal',
        messages: ['The server is restarting. Please try again in a moment.'],
      },
    });
  });
});
