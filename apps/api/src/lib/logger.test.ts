import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { loggingOptions, resolveLogFormat } from './logger.js';

/** A Fastify app logging as the server would with `logFormat`, into `written`. */
function appLoggingAs(logFormat: Config['logFormat'], isTerminal = false) {
  const written: string[] = [];
  const destination = { write: (text: string) => written.push(text) };
  const app = Fastify(
    loggingOptions({ logLevel: 'info', logFormat }, { isTerminal, destination, colorize: false }),
  );
  app.get('/v1/menus', async () => ({ data: [] }));
  app.get('/v1/auth/invitation', async () => 'ok');
  app.get('/v1/public/menus/:token', async () => 'ok');
  app.get('/v1/broken', async () => {
    throw new Error('the database went away');
  });
  const text = () => written.join('');
  const lines = () => text().split('\n').filter(Boolean);
  return { app, text, lines };
}

describe('LOG_FORMAT', () => {
  it('is pretty on a terminal and JSON elsewhere unless set', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
  });
});

describe('the pretty request log', () => {
  it('writes one line per request once answered: time, level, method, address, status, duration, id', async () => {
    const { app, lines } = appLoggingAs('auto', true);
    await app.inject({ url: '/v1/menus?page=1' });
    await app.inject({ method: 'POST', url: '/v1/menus' });
    await app.close();
    expect(lines()).toHaveLength(2);
    expect(lines()[0]).toMatch(
      /^\d\d:\d\d:\d\d INFO: GET \/v1\/menus\?page=1 200 \d+ ms \(req-1\)$/,
    );
    expect(lines()[1]).toMatch(/^\d\d:\d\d:\d\d INFO: POST \/v1\/menus 404 \d+ ms \(req-2\)$/);
  });

  it('leaves out the process id and host name', async () => {
    const { app, text } = appLoggingAs('pretty');
    app.log.info({ signal: 'SIGTERM' }, 'shutting down');
    await app.inject({ url: '/v1/menus' });
    await app.close();
    expect(text()).toContain('INFO: shutting down {"signal":"SIGTERM"}');
    expect(text()).not.toMatch(/pid|hostname/);
  });

  it('keeps an error answer’s cause with its stack, and marks the request line as an error', async () => {
    const { app, text, lines } = appLoggingAs('pretty');
    await app.inject({ url: '/v1/broken' });
    await app.close();
    expect(text()).toContain('the database went away');
    expect(text()).toMatch(/Error: the database went away\n\s+at /);
    expect(lines().at(-1)).toMatch(/ERROR: GET \/v1\/broken 500 \d+ ms \(req-1\)$/);
  });

  it('prints no token of an address and no authorization header', async () => {
    const { app, text } = appLoggingAs('pretty');
    await app.inject({
      url: '/v1/auth/invitation?token=very-secret&lang=en',
      headers: { authorization: 'Bearer session-secret' },
    });
    await app.inject({ url: '/v1/public/menus/Zx9_page-secret?resetToken=reset-secret' });
    await app.inject({ url: '/v1/broken?token=broken-secret' });
    await app.inject({ url: '/v1/nowhere?token=lost-secret' });
    await app.close();
    expect(text()).toContain('GET /v1/auth/invitation?token=[removed]&lang=en 200');
    expect(text()).toContain('GET /v1/public/menus/[removed]?resetToken=[removed] 200');
    expect(text()).toContain('GET /v1/broken?token=[removed] 500');
    for (const secret of [
      'very-secret',
      'session-secret',
      'page-secret',
      'reset-secret',
      'lost-secret',
    ]) {
      expect(text()).not.toContain(secret);
    }
    // The 500's error entry carries the request too: its address is redacted as well.
    expect(text()).not.toContain('broken-secret');
  });
});

describe('the JSON request log', () => {
  it('stays two parseable entries per request, with the address redacted, even on a terminal', async () => {
    const { app, lines } = appLoggingAs('json', true);
    await app.inject({ url: '/v1/auth/invitation?token=very-secret' });
    await app.close();
    const entries = lines().map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(entries[0]).toMatchObject({
      level: 30,
      reqId: 'req-1',
      req: { method: 'GET', url: '/v1/auth/invitation?token=[removed]' },
    });
    expect(entries[0]).toHaveProperty('pid');
    expect(entries[0]).toHaveProperty('hostname');
    expect(entries[1]).toMatchObject({ reqId: 'req-1', res: { statusCode: 200 } });
    expect(entries[1].responseTime).toEqual(expect.any(Number));
    expect(lines().join('\n')).not.toContain('very-secret');
  });

  it('is the default where no terminal is attached', async () => {
    const { app, lines } = appLoggingAs('auto', false);
    await app.inject({ url: '/v1/menus' });
    await app.close();
    expect(lines()).toHaveLength(2);
    expect(() => lines().map((line) => JSON.parse(line))).not.toThrow();
  });
});
