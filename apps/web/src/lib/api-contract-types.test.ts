import type { Tag } from '@catering/domain';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { api } from './api';
import { fillPath } from './api-operations';

afterEach(() => vi.unstubAllGlobals());

const TAG_ID = '6f1c7e52-1d5b-4c51-9a7e-0e6a1c1f2b3d';

/**
 * The calls below are checked by `tsc` (npm run typecheck): each `@ts-expect-error` marks a
 * call the contract refuses, and typecheck fails if that call ever compiles. The `it`
 * blocks make them run, so their URLs and bodies are checked too.
 */
describe('the typed API client', () => {
  it('answers with the type the route declares', async () => {
    mockApi({
      [`PUT /v1/tags/${TAG_ID}`]: {
        data: { id: TAG_ID, name: 'Spicy', updatedAt: '2026-11-27T10:00:00.000Z' },
      },
    });
    const { data } = await api.put('/v1/tags/{id}', {
      path: { id: TAG_ID },
      body: { name: 'Spicy', updatedAt: '2026-11-27T10:00:00.000Z' },
    });
    expectTypeOf(data).toEqualTypeOf<{ id: string; name: string; updatedAt: string }>();
    expectTypeOf(data).toExtend<Tag>();
    expect(data.name).toBe('Spicy');
  });

  it('fills and encodes path parameters, and leaves out empty query values', async () => {
    const { calls } = mockApi({ 'GET /v1/tags': { data: [], meta: { count: 0 } } });
    await api.get('/v1/tags', { query: { q: '', page: 2 } });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/v1/tags', search: '?page=2' });
    expect(fillPath('/v1/tags/{id}', { id: 'a b/c' })).toBe('/v1/tags/a%20b%2Fc');
  });

  it('refuses at compile time what the routes do not define', () => {
    mockApi({});
    const calls = () => [
      // @ts-expect-error: no such path
      api.get('/v1/tag'),
      // @ts-expect-error: the path parameter is required
      api.get('/v1/tags/{id}'),
      // @ts-expect-error: the route takes no PUT on the collection
      api.put('/v1/tags', { body: { name: 'x', updatedAt: '' } }),
      // @ts-expect-error: the body is required
      api.post('/v1/tags', {}),
      // @ts-expect-error: a field the body does not have
      api.post('/v1/tags', { body: { name: 'x', colour: 'red' } }),
      // @ts-expect-error: a wrongly typed field
      api.put('/v1/tags/{id}', { path: { id: TAG_ID }, body: { name: 1, updatedAt: '' } }),
      // @ts-expect-error: a query parameter the list does not take
      api.get('/v1/tags', { query: { colour: 'red' } }),
    ];
    expect(calls).toBeTypeOf('function');
  });
});
