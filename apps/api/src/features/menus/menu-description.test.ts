import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeneratedDescription, Menu } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildMenuCatalogue,
  type ElementIdOf,
  menuPayload,
  sender,
} from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A stand-in for the external description generator on loopback: it answers after
 * `delayMs` with `status` and records what it was asked.
 */
const generator = {
  status: 200,
  delayMs: 0,
  answer: '{"description":"A feast from the generator"}',
  requests: [] as unknown[],
};
let server: Server;
let t: TestApp;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
let element: ElementIdOf;

const readJson = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    generator.requests.push(await readJson(request));
    setTimeout(() => {
      response.writeHead(generator.status, { 'content-type': 'application/json' });
      response.end(generator.answer);
    }, generator.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    DESCRIPTION_API_URL: `http://127.0.0.1:${port}/describe`,
    DESCRIPTION_API_TIMEOUT_MS: '300',
  });
  culinary = await t.signInAs('culinary');
  element = await buildMenuCatalogue(t.database.db);
  ref = await referenceIds(t.database.db);
  send = sender(t, () => culinary);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const request = () => ({
  name: 'Test Tikka Night',
  brandId: ref.brand('Sifted'),
  cuisineTypeId: ref.cuisine('Indian'),
  elements: [
    { name: 'Chicken Tikka Masala', elementTypeId: ref.elementType('Protein') },
    { name: 'Jeera Basmati Rice', elementTypeId: ref.elementType('Starch') },
  ],
});
const describeMenu = async () => {
  const response = await send('POST', '/v1/menus/description', request());
  expect(response.statusCode, response.body).toBe(200);
  return body<GeneratedDescription>(response).data;
};

describe('menu description generator', () => {
  it('asks the external generator with names, not ids, and uses its text', async () => {
    generator.requests = [];
    expect(await describeMenu()).toEqual({
      description: 'A feast from the generator',
      source: 'external',
    });
    expect(generator.requests).toEqual([
      {
        name: 'Test Tikka Night',
        brand: 'Sifted',
        cuisineType: 'Indian',
        elements: [
          { name: 'Chicken Tikka Masala', type: 'Protein', isAlternate: false },
          { name: 'Jeera Basmati Rice', type: 'Starch', isAlternate: false },
        ],
      },
    ]);
  });

  it('accepts a plain-text answer', async () => {
    generator.answer = 'Plain words';
    expect((await describeMenu()).description).toBe('Plain words');
    generator.answer = '{"description":"A feast from the generator"}';
  });

  it('falls back to the built-in text when the generator fails, is slow or says nothing', async () => {
    const builtIn = {
      description: 'Chicken Tikka Masala with Jeera Basmati Rice',
      source: 'builtIn',
    };
    generator.status = 500;
    expect(await describeMenu()).toEqual(builtIn);
    generator.status = 200;
    generator.answer = '{"description":"  "}';
    expect(await describeMenu()).toEqual(builtIn);
    generator.answer = '{"description":"too late"}';
    generator.delayMs = 1_000;
    expect(await describeMenu()).toEqual(builtIn);
    generator.delayMs = 0;
  });

  it('never lets the generator block a save', async () => {
    generator.delayMs = 1_000;
    const response = await send(
      'POST',
      '/v1/menus',
      menuPayload(
        ref,
        {
          name: 'Test Saved Anyway',
          elements: [
            { elementId: element('Warm Naan'), order: 0, elementTypeId: ref.elementType('Bread') },
          ],
        },
        element,
      ),
    );
    generator.delayMs = 0;
    expect(response.statusCode).toBe(201);
    expect(body<Menu>(response).data.description).toBe('Warm Naan');
  });

  it('validates the request and needs viewMenu', async () => {
    const bad = await send('POST', '/v1/menus/description', { elements: 'many' });
    expect(bad.statusCode).toBe(400);
    const host = await t.signInAs('host');
    const refused = await send('POST', '/v1/menus/description', request(), host);
    expect(refused.statusCode).toBe(403);
  });
});
