import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogSerializers, withoutUrlSecrets } from './log-redaction.js';

describe('the request log', () => {
  it('keeps no token of an address', () => {
    expect(withoutUrlSecrets('/v1/auth/invitation?token=abc123&x=1')).toBe(
      '/v1/auth/invitation?token=[removed]&x=1',
    );
    expect(withoutUrlSecrets('/v1/public/menus/Zx9_secret-Token')).toBe(
      '/v1/public/menus/[removed]',
    );
    expect(withoutUrlSecrets('/v1/public/feedback/abc?lang=en')).toBe(
      '/v1/public/feedback/[removed]?lang=en',
    );
    expect(withoutUrlSecrets('/v1/menus?q=token')).toBe('/v1/menus?q=token');
  });

  it('writes neither the token of an address nor the authorization header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: requestLogSerializers } });
    app.get('/v1/auth/invitation', async () => 'ok');
    await app.inject({
      url: '/v1/auth/invitation?token=very-secret',
      headers: { authorization: 'Bearer session-secret' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/v1/auth/invitation?token=[removed]');
    expect(log).not.toContain('very-secret');
    expect(log).not.toContain('session-secret');
  });
});
