import { STALE_MESSAGE, TAG_MESSAGES } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKeyword } from '../../../test/factories/index.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let culinary: string;
beforeAll(async () => {
  t = await createTestApp();
  culinary = await t.signInAs('culinary');
  // Taken names the conflict tests run into.
  await buildKeyword(t.database.db, { name: 'spicy' });
  await buildKeyword(t.database.db, { name: 'comfort' });
});
afterAll(() => t.close());

type Tag = { id: string; name: string; updatedAt: string };
const create = (name: unknown, token = culinary) =>
  t.app.inject({ method: 'POST', url: '/v1/tags', headers: bearer(token), payload: { name } });
const update = (id: string, payload: object, token = culinary) =>
  t.app.inject({ method: 'PUT', url: `/v1/tags/${id}`, headers: bearer(token), payload });
const remove = (id: string, token = culinary) =>
  t.app.inject({ method: 'DELETE', url: `/v1/tags/${id}`, headers: bearer(token) });

describe('tag names', () => {
  it('stores the name lowercased', async () => {
    const response = await create('GlutenFree');
    expect(response.statusCode).toBe(201);
    expect(body<Tag>(response).data.name).toBe('glutenfree');
  });

  it.each([
    ['', TAG_MESSAGES.required],
    [undefined, TAG_MESSAGES.required],
    ['a'.repeat(32), TAG_MESSAGES.tooLong],
    ['two words', TAG_MESSAGES.spaces],
  ])('refuses %j with its message', async (name, message) => {
    const response = await create(name);
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toMatchObject({ code: 'validation_failed', messages: [message] });
  });

  it('accepts 31 characters', async () => {
    expect((await create('b'.repeat(31))).statusCode).toBe(201);
  });

  it('answers a taken name, in any letter case, with 409 conflict', async () => {
    const response = await create('SPICY');
    expect(response.statusCode).toBe(409);
    expect(body(response).error).toMatchObject({
      code: 'conflict',
      messages: [TAG_MESSAGES.conflict],
    });
  });
});

describe('updating and removing', () => {
  it('renames with the updatedAt it read, and refuses a stale one', async () => {
    const tag = body<Tag>(await create('weekday')).data;
    const renamed = await update(tag.id, { name: 'Weekdays', updatedAt: tag.updatedAt });
    expect(renamed.statusCode).toBe(200);
    expect(body<Tag>(renamed).data.name).toBe('weekdays');

    const stale = await update(tag.id, { name: 'weekend', updatedAt: tag.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).error).toMatchObject({ code: 'stale', messages: [STALE_MESSAGE] });
    const list = body<Tag[]>(
      await t.app.inject({ url: '/v1/tags?q=week', headers: bearer(culinary) }),
    );
    expect(list.data.map((row) => row.name)).toEqual(['weekdays']);
  });

  it('refuses a rename onto a taken name and a rename without updatedAt', async () => {
    const tag = body<Tag>(await create('brunch')).data;
    const taken = await update(tag.id, { name: 'comfort', updatedAt: tag.updatedAt });
    expect(body(taken).error?.code).toBe('conflict');
    const noToken = await update(tag.id, { name: 'brunches' });
    expect(noToken.statusCode).toBe(400);
  });

  it('removes a tag once; then answers 404 with code 1000', async () => {
    const tag = body<Tag>(await create('temporary')).data;
    expect((await remove(tag.id)).statusCode).toBe(200);
    const again = await remove(tag.id);
    expect(again.statusCode).toBe(404);
    expect(body(again).error?.code).toBe('1000');
    expect((await update(tag.id, { name: 'x', updatedAt: tag.updatedAt })).statusCode).toBe(404);
  });

  it('answers 400 to an id that is not a uuid', async () => {
    expect((await remove('42')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('lets a host read tags but not write them', async () => {
    const host = await t.signInAs('host');
    expect((await t.app.inject({ url: '/v1/tags', headers: bearer(host) })).statusCode).toBe(200);
    const refused = await create('hosttag', host);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).error?.code).toBe('forbidden');
  });

  it('checks permission before the body: a forbidden caller learns nothing of validation', async () => {
    const chef = await t.signInAs('chef');
    expect((await create('has space', chef)).statusCode).toBe(403);
  });

  it('needs removeMenu to delete: the scheduler may rename but not remove', async () => {
    const tag = body<Tag>(await create('keepme')).data;
    const scheduler = await t.signInAs('scheduler');
    expect((await remove(tag.id, scheduler)).statusCode).toBe(403);
    expect(
      (await update(tag.id, { name: 'kept', updatedAt: tag.updatedAt }, scheduler)).statusCode,
    ).toBe(200);
  });
});
