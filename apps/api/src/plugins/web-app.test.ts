import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './web-app.js';

/**
 * A small built web app as `vite build` leaves it (apps/web/precompress-assets.ts): text
 * files with their .br and .gz beside them, a png without. Written here, so the test does
 * not depend on a real build.
 */
const INDEX_HTML = `<!doctype html><html><head><title>Catering Console</title>
<script type="module" src="/assets/app-abc123.js"></script></head>
<body><div id="root"></div>${'<!-- padding so compression pays -->'.repeat(20)}</body></html>`;
const APP_JS = `export const greeting = ${JSON.stringify('Hello, caterer. '.repeat(200))};\n`;
const LOGO_PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const ALL_ENCODINGS = 'gzip, deflate, br, zstd';
const ASSET = '/assets/app-abc123.js';

async function writeDist(dir: string) {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  const textFiles: [string, string][] = [
    ['index.html', INDEX_HTML],
    ['assets/app-abc123.js', APP_JS],
  ];
  for (const [name, text] of textFiles) {
    const file = path.join(dir, name);
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  }
  await writeFile(path.join(dir, 'assets/logo-def456.png'), LOGO_PNG);
}

/** The body as the client decodes it, by the Content-Encoding the server declared. */
function decodedBody(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

function varyNames(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

describe('the built web app, pre-compressed and cached', () => {
  let distDir: string;
  let testApp: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'catering-web-dist-'));
    await writeDist(distDir);
    testApp = await createTestApp({ WEB_DIST_DIR: distDir }, { serveWebApp: true });
  });

  afterAll(async () => {
    await testApp?.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends the brotli file to a client accepting brotli, decoding to the asset', async () => {
    const response = await get(ASSET, { 'accept-encoding': ALL_ENCODINGS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(varyNames(response)).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(APP_JS.length / 5);
    expect(decodedBody(response)).toBe(APP_JS);
  });

  it('sends the gzip file to a client accepting only gzip', async () => {
    const response = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(varyNames(response)).toContain('accept-encoding');
    expect(decodedBody(response)).toBe(APP_JS);
  });

  it('sends the file as it is to a client accepting no encoding, still varying on it', async () => {
    const noEncoding: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of noEncoding) {
      const response = await get(ASSET, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(APP_JS);
      // A shared cache must not hand this copy to a client that accepts brotli.
      expect(varyNames(response)).toContain('accept-encoding');
    }
  });

  it('lets browsers keep hashed assets for a year, compressed or not', async () => {
    for (const url of [ASSET, '/assets/logo-def456.png']) {
      const response = await get(url, { 'accept-encoding': ALL_ENCODINGS });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    }
    const png = await get('/assets/logo-def456.png', { 'accept-encoding': ALL_ENCODINGS });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(LOGO_PNG)).toBe(true);
  });

  it('sends index.html compressed and revalidated, asked directly or for a page path', async () => {
    for (const url of ['/', '/index.html', '/menus/123', '/menus/123?tab=elements']) {
      const response = await get(url, { 'accept-encoding': ALL_ENCODINGS });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      expect(varyNames(response), url).toContain('accept-encoding');
      expect(decodedBody(response), url).toBe(INDEX_HTML);
    }
  });

  it('answers 304 to a browser revalidating the copy it holds', async () => {
    for (const url of [ASSET, '/menus/123']) {
      const first = await get(url, { 'accept-encoding': ALL_ENCODINGS });
      const etag = String(first.headers.etag);
      expect(etag, url).not.toBe('undefined');
      const again = await get(url, { 'accept-encoding': ALL_ENCODINGS, 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers['cache-control'], url).toBe(first.headers['cache-control']);
      // Another encoding is another copy: it is never taken for the one the browser holds.
      const gzip = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(gzip.statusCode, url).toBe(200);
      expect(decodedBody(gzip), url).toBe(url === ASSET ? APP_JS : INDEX_HTML);
    }
  });

  it('answers 404, not the page, for a compressed file by its own name or a missing asset', async () => {
    for (const url of [`${ASSET}.br`, `${ASSET}.gz`, '/index.html.br', '/assets/app-old999.js']) {
      const response = await get(url, { 'accept-encoding': ALL_ENCODINGS });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/^text\/html/);
    }
  });
});
