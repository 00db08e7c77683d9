import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountPortionModifiers,
  STALE_MESSAGE,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, accountUpdate, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let scheduler: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  ref = await referenceIds(t.database.db);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, token = scheduler) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

async function newAccount(name: string) {
  const account = await createAccount(t, scheduler, accountPayload(ref, { name }));
  const url = `/v1/accounts/${account.id}/portion-modifiers`;
  const read = async () => body<AccountPortionModifiers>(await send('GET', url)).data;
  const modifierFor = (modifiers: AccountPortionModifiers, type: string) =>
    modifiers.portionModifiers.find((m) => m.elementTypeId === ref.elementType(type))?.value;
  return { account, url, read, modifierFor };
}

describe('account portion modifiers', () => {
  it('keeps a portion modifier per element type, 1.0 until set', async () => {
    const { account, url, read, modifierFor } = await newAccount('Test Modifiers');
    const initial = await read();
    expect(initial.accountId).toBe(account.id);
    expect(initial.updatedAt).toBe(account.updatedAt);
    expect(initial.portionModifiers.every((m) => m.value === 1)).toBe(true);
    expect(initial.portionModifiers.find((m) => m.elementTypeName === 'Protein')?.isCore).toBe(
      true,
    );
    const protein = ref.elementType('Protein');
    const saved = await send('PUT', url, {
      updatedAt: initial.updatedAt,
      portionModifiers: [{ elementTypeId: protein, value: '1.2' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = body<AccountPortionModifiers>(saved).data;
    expect(modifierFor(after, 'Protein')).toBe(1.2);
    expect(after.updatedAt > initial.updatedAt).toBe(true);
    for (const value of [1.25, -1]) {
      const refused = await send('PUT', url, {
        updatedAt: after.updatedAt,
        portionModifiers: [{ elementTypeId: protein, value }],
      });
      expect(refused.statusCode).toBe(400);
      expect(body(refused).error?.messages).toEqual([ACCOUNT_MESSAGES.modifierInvalid]);
    }
    const chef = await t.signInAs('chef');
    const forbidden = await send(
      'PUT',
      url,
      { updatedAt: after.updatedAt, portionModifiers: [] },
      chef,
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('requires the version it read', async () => {
    const { url } = await newAccount('Test Modifiers Unversioned');
    const response = await send('PUT', url, {
      portionModifiers: [{ elementTypeId: ref.elementType('Protein'), value: 1.5 }],
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toMatchObject({ code: 'validation_failed' });
    expect(body(response).error?.messages.some((m) => m.startsWith('updatedAt'))).toBe(true);
  });

  it('refuses the second of two saves of one version as stale and keeps the first', async () => {
    const { url, read, modifierFor } = await newAccount('Test Modifiers Lost Update');
    const { updatedAt } = await read();
    const first = await send('PUT', url, {
      updatedAt,
      portionModifiers: [{ elementTypeId: ref.elementType('Protein'), value: 1.5 }],
    });
    const second = await send('PUT', url, {
      updatedAt,
      portionModifiers: [{ elementTypeId: ref.elementType('Starch'), value: 0.5 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(409);
    expect(body(second).error).toMatchObject({ code: 'stale', messages: [STALE_MESSAGE] });
    const stored = await read();
    expect(modifierFor(stored, 'Protein')).toBe(1.5);
    expect(modifierFor(stored, 'Starch')).toBe(1);
    expect(stored.updatedAt).toBe(body<AccountPortionModifiers>(first).data.updatedAt);
  });

  it('shares its version with the account: a save of either makes the other stale', async () => {
    const { account, url, read } = await newAccount('Test Modifiers Shared Version');
    const modifiers = await read();
    const renamed = await send(
      'PUT',
      `/v1/accounts/${account.id}`,
      accountUpdate(account, { name: 'Test Modifiers Renamed' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const staleModifiers = await send('PUT', url, {
      updatedAt: modifiers.updatedAt,
      portionModifiers: [{ elementTypeId: ref.elementType('Protein'), value: 2 }],
    });
    expect(body(staleModifiers).error?.code).toBe('stale');

    const current = await read();
    expect(current.updatedAt).toBe(body<Account>(renamed).data.updatedAt);
    const saved = await send('PUT', url, {
      updatedAt: current.updatedAt,
      portionModifiers: [{ elementTypeId: ref.elementType('Protein'), value: 2 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const staleAccount = await send(
      'PUT',
      `/v1/accounts/${account.id}`,
      accountUpdate(body<Account>(renamed).data, { name: 'Test Modifiers Again' }),
    );
    expect(body(staleAccount).error?.code).toBe('stale');
    const fresh = body<Account>(await send('GET', `/v1/accounts/${account.id}`)).data;
    expect(fresh.updatedAt).toBe(body<AccountPortionModifiers>(saved).data.updatedAt);
  });

  it('answers 404 for an archived account', async () => {
    const { account, url, read } = await newAccount('Test Modifiers Archived');
    const { updatedAt } = await read();
    const admin = await t.signInAs('admin');
    expect((await send('DELETE', `/v1/accounts/${account.id}`, undefined, admin)).statusCode).toBe(
      200,
    );
    for (const response of [
      await send('GET', url),
      await send('PUT', url, { updatedAt, portionModifiers: [] }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(body(response).error?.messages).toEqual([ACCOUNT_MESSAGES.notFound]);
    }
  });
});
