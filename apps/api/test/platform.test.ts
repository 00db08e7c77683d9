import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../scripts/openapi-document.js';
import { webContractSource } from '../scripts/web-contract.js';
import { bearer, body, createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform conventions', () => {
  it('answers GET /health after checking the database', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(body(response).data).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API route with the envelope, code 1000 and a request id', async () => {
    const token = await t.signInAs('admin');
    const response = await t.app.inject({ url: '/v1/no-such-thing', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    const envelope = body(response);
    expect(envelope).toMatchObject({ data: null, status: 404, error: { code: '1000' } });
    expect(envelope.error?.requestId).toBe(response.headers['x-request-id']);
  });

  it('keeps a well-formed request id sent by a proxy', async () => {
    const response = await t.app.inject({
      url: '/health',
      headers: { 'x-request-id': 'proxy-req-12345' },
    });
    expect(response.headers['x-request-id']).toBe('proxy-req-12345');
  });

  it('refuses an oversized body with a 4xx envelope, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in',
      payload: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(body(response).error?.code).toBe('validation_failed');
  });

  it('sends the security headers on answers, refusals and unknown routes alike', async () => {
    const answers = [
      await t.app.inject({ url: '/health' }),
      await t.app.inject({ url: '/me' }),
      await t.app.inject({ url: '/v1/no-such-thing' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const { headers } of answers) {
      expect(headers['x-content-type-options']).toBe('nosniff');
      const policy = String(headers['content-security-policy']).split(';');
      expect(policy).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "img-src 'self' data:",
          "style-src 'self' 'unsafe-inline'",
          "script-src 'self'",
          "frame-ancestors 'self'",
          "object-src 'none'",
        ]),
      );
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it("lets only the console's own origin call the API from a browser", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/v1/menus',
        headers: { origin, 'access-control-request-method': 'PUT' },
      });
    const own = await preflight('http://localhost:3000');
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(own.headers['access-control-allow-methods']).toContain('PUT');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const read = await t.app.inject({
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document, and the committed copy matches the routes', async () => {
    const response = await t.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const live = response.json();
    expect(Object.keys(live.paths)).toEqual(
      expect.arrayContaining(['/v1/auth/sign-in', '/me', '/v1/tags/{id}']),
    );
    const committed = JSON.parse(
      await readFile(path.join(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
    );
    expect(committed, 'docs/openapi.json is out of date: run npm run openapi').toEqual(
      await openApiDocument(),
    );
  });

  it("keeps the web client's contract types generated from the routes", async () => {
    const committed = await readFile(
      path.join(import.meta.dirname, '../../web/src/lib/api-contract.gen.ts'),
      'utf8',
    );
    expect(
      committed === (await webContractSource(await openApiDocument())),
      'apps/web/src/lib/api-contract.gen.ts is out of date: run npm run openapi',
    ).toBe(true);
  });
});
