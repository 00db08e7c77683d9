import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs('admin');
});
afterAll(() => t.close());

describe('invitation mails', () => {
  it('are limited to 30 a minute per client, counted before the body is read', async () => {
    const invite = () =>
      t.app.inject({ method: 'POST', url: '/v1/users', headers: bearer(admin), payload: {} });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await invite()).statusCode).toBe(400);
    }
    const limited = await invite();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
  });
});
