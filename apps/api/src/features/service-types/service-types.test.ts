import { SERVICE_TYPE_MESSAGES } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs('manager');
});
afterAll(() => t.close());

type ServiceType = { id: string; name: string };
const create = (name: unknown, token = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/service-types',
    headers: bearer(token),
    payload: { name },
  });
const list = async (q = '') =>
  body<ServiceType[]>(
    await t.app.inject({ url: `/v1/service-types?q=${q}`, headers: bearer(admin) }),
  );

describe('service types', () => {
  it('creates a trimmed name and lists it', async () => {
    const response = await create('  Boxed Lunch  ');
    expect(response.statusCode).toBe(201);
    expect(body<ServiceType>(response).data.name).toBe('Boxed Lunch');
    expect((await list('boxed')).data.map((row) => row.name)).toEqual(['Boxed Lunch']);
  });

  it('refuses a blank name and a taken one with the spec message', async () => {
    const blank = await create('   ');
    expect(body(blank).error?.messages).toEqual([SERVICE_TYPE_MESSAGES.nameRequired]);
    const taken = await create('sifted 2.0');
    expect(taken.statusCode).toBe(409);
    expect(body(taken).error?.messages).toEqual([SERVICE_TYPE_MESSAGES.conflict('sifted 2.0')]);
  });

  it('deletes by id, then answers 404', async () => {
    const created = body<ServiceType>(await create('Family Style')).data;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/service-types/${created.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list('family')).meta.count).toBe(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/service-types/${created.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs addMenu to create and removeMenu to delete', async () => {
    const scheduler = await t.signInAs('scheduler');
    expect((await create('Buffet', scheduler)).statusCode).toBe(403);
    const [first] = (await list()).data;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/v1/service-types/${first?.id}`,
      headers: bearer(scheduler),
    });
    expect(refused.statusCode).toBe(403);
    expect((await list()).meta.count).toBeGreaterThanOrEqual(2);
  });
});
