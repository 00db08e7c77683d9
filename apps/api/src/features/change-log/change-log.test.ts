import type { Account, ChangeLogEntry } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { changeTextOf } from './change-line.js';

let t: TestApp;
let superAdmin: string;
let scheduler: string;
let account: Account;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.signInAs('admin');
  scheduler = await t.signInAs('scheduler');
  const ref = await referenceIds(t.database.db);
  account = await createAccount(t, scheduler, accountPayload(ref, { name: 'Test Log Site' }));
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = scheduler) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const log = async (query: string, token = superAdmin) =>
  body<ChangeLogEntry[]>(await send('GET', `/v1/change-log?${query}`, undefined, token));

describe('the change log', () => {
  it('records an accepted write: who, what, which record and the body sent', async () => {
    const created = await send('POST', '/v1/tags', { name: 'logged' });
    expect(created.statusCode).toBe(201);
    const tagId = body<{ id: string }>(created).data.id;
    const [entry] = (await log(`entityType=tags`)).data;
    expect(entry).toMatchObject({
      actor: { name: 'Sam Patel' },
      method: 'POST',
      route: '/v1/tags',
      entityType: 'tags',
      entityId: tagId,
      summary: 'Created a tag',
      change: { name: 'logged' },
      status: 201,
    });
  });

  it('records nothing for a refused write, nor for a POST that only computes', async () => {
    const before = (await log('perPage=1')).meta.count;
    expect((await send('POST', '/v1/tags', { name: 'has spaces' })).statusCode).toBe(400);
    const description = await send('POST', '/v1/menus/description', {
      name: 'Bowl',
      elements: [{ name: 'Rice' }],
    });
    expect(description.statusCode).toBe(200);
    expect((await log('perPage=1')).meta.count).toBe(before);
  });

  it("gathers an account's own writes and those naming it into its Audit Trail", async () => {
    const note = await send('POST', `/v1/accounts/${account.id}/notes`, { note: 'Dock on 5th' });
    expect(note.statusCode).toBe(201);
    const trail = body<ChangeLogEntry[]>(
      await send('GET', `/v1/accounts/${account.id}/change-log`),
    ).data;
    expect(trail.map((entry) => entry.summary)).toEqual(['Added a note', 'Created an account']);
    expect(trail.every((entry) => entry.accountId === account.id)).toBe(true);
  });

  it('filters the whole log by person and days, for the Super Admin alone', async () => {
    const me = body<{ id: string }>(await send('GET', '/me')).data;
    const mine = await log(`actorUserId=${me.id}&perPage=100`);
    expect(mine.data.length).toBeGreaterThanOrEqual(3);
    expect(mine.data.every((entry) => entry.actor?.id === me.id)).toBe(true);
    expect((await log('from=2001-01-01&to=2001-12-31')).data).toEqual([]);
    expect((await send('GET', '/v1/change-log')).statusCode).toBe(403);
    expect(
      (await send('GET', '/v1/change-log?from=2026-02-30', undefined, superAdmin)).statusCode,
    ).toBe(400);
  });

  it('keeps no secret of a body', () => {
    const text = changeTextOf({ email: 'a@b.c', password: 'x', nested: [{ resetToken: 't' }] });
    expect(JSON.parse(text!)).toEqual({
      email: 'a@b.c',
      password: '[removed]',
      nested: [{ resetToken: '[removed]' }],
    });
    // A body over 20,000 characters is kept cut, its secrets blanked first.
    const long = changeTextOf({ password: 'hunter2', notes: 'x'.repeat(30_000) });
    expect(long!.length).toBeLessThan(21_000);
    expect(JSON.parse(long!).truncated).toMatch(/^\{"password":"\[removed\]","notes":"x+$/);
  });

  it('cuts a long body between characters, never inside one', () => {
    // `{"notes":"` is 10 units: the emoji's first half would be the 20,000th.
    const text = changeTextOf({ notes: `${'x'.repeat(19_989)}😀 and more` });
    const truncated = JSON.parse(text!).truncated as string;
    expect(truncated).toBe(`{"notes":"${'x'.repeat(19_989)}`);
    expect(truncated).not.toMatch(/[\ud800-\udfff]/);
  });
});
