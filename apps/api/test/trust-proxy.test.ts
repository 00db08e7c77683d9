import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Behind a load balancer every request comes from the balancer's address. Limits keyed by
 * client address (here the crash reports' 30 a minute) must count each client, which needs
 * TRUST_PROXY; without it a forged X-Forwarded-For must not buy a fresh allowance.
 */
const report = { kind: 'crash', message: 'Boom', url: '/menus' };
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function reportFrom(app: TestApp, forwardedFor: string) {
  return app.app.inject({
    method: 'POST',
    url: '/v1/client-errors',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: report,
  });
}

async function useUpAllowanceOf(app: TestApp, forwardedFor: string) {
  for (let i = 0; i < 30; i += 1)
    expect((await reportFrom(app, forwardedFor)).statusCode).toBe(202);
  expect((await reportFrom(app, forwardedFor)).statusCode).toBe(429);
}

describe('client addresses behind a proxy', () => {
  it('with TRUST_PROXY=1, counts each forwarded client on its own', async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await useUpAllowanceOf(t, '203.0.113.7');
    expect((await reportFrom(t, '203.0.113.8')).statusCode).toBe(202);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For: a forged address gets no new allowance', async () => {
    t = await createTestApp();
    await useUpAllowanceOf(t, '203.0.113.7');
    expect((await reportFrom(t, '203.0.113.8')).statusCode).toBe(429);
  });

  it('refuses a TRUST_PROXY that is neither true, a number nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      'TRUST_PROXY: Use true, a number of proxies, or addresses/CIDRs separated by commas.',
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).trustProxy).toBe(
      '10.0.0.0/8, 192.168.1.1',
    );
  });
});
