import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './security-headers.js';

const OPTIONS = {
  contentSecurityPolicy: {
    directives: { 'img-src': ["'self'", 'data:'], 'style-src': ["'self'", "'unsafe-inline'"] },
  },
};

/** The headers helmet's own middleware puts on a real HTTP answer. */
async function headersOfHelmetAnswer(): Promise<Record<string, string>> {
  const middleware = helmet(OPTIONS);
  const server = createServer((request, response) =>
    middleware(request, response, () => response.end()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers = Object.fromEntries(answer.headers);
    // What Node itself adds to any answer, not helmet.
    for (const name of ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
      delete headers[name];
    return headers;
  } finally {
    server.close();
  }
}

describe('the security headers worked out once', () => {
  it('are exactly those helmet sets on a real answer', async () => {
    const once = securityHeadersOf(OPTIONS);
    expect(once).toEqual(await headersOfHelmetAnswer());
    // Not two empty sides: the policy and the usual headers are there.
    expect(once['content-security-policy']).toContain("img-src 'self' data:");
    expect(Object.keys(once).length).toBeGreaterThan(10);
  });

  it('refuse options helmet refuses, at start-up', () => {
    expect(() =>
      securityHeadersOf({
        contentSecurityPolicy: { directives: { 'script-src': ["'self'; evil"] } },
      }),
    ).toThrow();
  });
});
