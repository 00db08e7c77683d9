import type { Account, AccountPortionModifiers, ChangeLogEntry } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The Audit Trail of an account's smaller records (issue #25, 3): notes, the point of
 * contact, recurring add-ons and portion modifiers say what they are and what changed.
 */
let t: TestApp;
let manager: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let account: Account;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signInAs('manager');
  ref = await referenceIds(t.database.db);
  account = await createAccount(t, manager, accountPayload(ref, { name: 'Records Trail Site' }));
});
afterAll(() => t.close());

const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, headers: bearer(manager), payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
};
const newest = async () =>
  body<ChangeLogEntry[]>(await send('GET', `/v1/accounts/${account.id}/change-log?perPage=1`))
    .data[0];

describe("the Audit Trail of an account's records", () => {
  it('names a note added and the note deleted, with its text and author', async () => {
    const note = await send('POST', `/v1/accounts/${account.id}/notes`, { note: 'Gate code 4411' });
    expect(await newest()).toMatchObject({
      accountId: account.id,
      summary: 'Added a note',
      fields: [
        { label: 'Note', before: null, after: 'Gate code 4411' },
        { label: 'Author', before: null, after: expect.any(String) },
      ],
    });
    const noteId = body<{ id: string }>(note).data.id;
    await send('DELETE', `/v1/accounts/${account.id}/notes/${noteId}`);
    const deleted = await newest();
    expect(deleted).toMatchObject({ accountId: account.id, summary: 'Deleted a note' });
    expect(deleted?.fields[0]).toEqual({ label: 'Note', before: 'Gate code 4411', after: null });
  });

  it('says who the point of contact was and became', async () => {
    const contact = { accountId: account.id, firstName: 'Ana', lastName: 'Reyes' };
    await send('POST', '/v1/account-poc-users', { ...contact, email: 'ana.reyes@client.test' });
    expect(await newest()).toMatchObject({
      accountId: account.id,
      summary: 'Added the point of contact',
      fields: [
        { label: 'Name', before: null, after: 'Ana Reyes' },
        { label: 'Email', before: null, after: 'ana.reyes@client.test' },
      ],
    });
    await send('POST', '/v1/account-poc-users', {
      ...contact,
      firstName: 'Bo',
      email: 'bo.reyes@client.test',
    });
    expect(await newest()).toMatchObject({
      summary: 'Changed the point of contact: name and email',
      fields: [
        { label: 'Name', before: 'Ana Reyes', after: 'Bo Reyes' },
        { label: 'Email', before: 'ana.reyes@client.test', after: 'bo.reyes@client.test' },
      ],
    });
  });

  it('names a recurring add-on by its type, line and day through its life', async () => {
    const payload = {
      accountId: account.id,
      serviceLineId: ref.serviceLine('Lunch'),
      addOnTypeId: ref.addOnType('Soup'),
      day: 'wednesday',
      quantity: 10,
      pricePerUnit: 3,
      addOnSlots: [],
    };
    const created = body<{ id: string; updatedAt: string }>(
      await send('POST', '/v1/recurring-addons', payload),
    ).data;
    const added = await newest();
    expect(added).toMatchObject({
      accountId: account.id,
      summary: 'Added the recurring Soup add-on of the Lunch line on Wednesdays',
    });
    expect(added?.fields).toContainEqual({ label: 'Quantity', before: null, after: '10' });
    await send('PUT', `/v1/recurring-addons/${created.id}`, {
      ...payload,
      quantity: 14,
      updatedAt: created.updatedAt,
    });
    expect(await newest()).toMatchObject({
      summary:
        'Changed the recurring Soup add-on of the Lunch line on Wednesdays: quantity from 10 to 14',
      fields: [{ label: 'Quantity', before: '10', after: '14' }],
    });
    await send('DELETE', `/v1/recurring-addons/${created.id}`);
    const deleted = await newest();
    expect(deleted).toMatchObject({
      accountId: account.id,
      summary: 'Deleted the recurring Soup add-on of the Lunch line on Wednesdays',
    });
    expect(deleted?.fields).toContainEqual({
      label: 'Price per unit',
      before: '$3.00',
      after: null,
    });
  });

  it('says which portion modifier changed, from what to what', async () => {
    const url = `/v1/accounts/${account.id}/portion-modifiers`;
    const current = body<AccountPortionModifiers>(await send('GET', url)).data;
    const [first] = current.portionModifiers;
    if (!first) throw new Error('the reference data has no element type');
    await send('PUT', url, {
      updatedAt: current.updatedAt,
      portionModifiers: [{ elementTypeId: first.elementTypeId, value: 1.2 }],
    });
    expect(await newest()).toMatchObject({
      accountId: account.id,
      summary: `Changed the portion modifiers: ${first.elementTypeName.toLowerCase()} from 1.0 to 1.2`,
      fields: [{ label: first.elementTypeName, before: '1.0', after: '1.2' }],
    });
  });
});
