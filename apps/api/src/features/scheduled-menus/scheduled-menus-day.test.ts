import {
  type Account,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledHostFlow,
  type ScheduledMenu,
  type ScheduledPortionModifiers,
  STALE_MESSAGE,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { buildMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { schedule, schedulePayload } from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let scheduler: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
let account: Account;
let menu: ScheduledMenu;
const date = '2030-05-06';
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  ref = await referenceIds(t.database.db);
  send = sender(t, () => scheduler);
  account = await createAccount(t, scheduler, accountPayload(ref, { name: 'Test Modifier Site' }));
  const event = await send('POST', '/v1/service-events', {
    accountId: account.id,
    addressId: account.address.id,
    serviceLineId: ref.serviceLine('Lunch'),
    serviceTypeId: ref.serviceType('Sifted 2.0'),
    date,
    eaterCount: 20,
  });
  if (event.statusCode !== 201) throw new Error(event.body);
  const modifiersUrl = `/v1/accounts/${account.id}/portion-modifiers`;
  const read = body<{ updatedAt: string }>(await send('GET', modifiersUrl)).data;
  const modifiers = await send('PUT', modifiersUrl, {
    updatedAt: read.updatedAt,
    portionModifiers: [{ elementTypeId: ref.elementType('Protein'), value: 1.2 }],
  });
  if (modifiers.statusCode !== 200) throw new Error(modifiers.body);
  // A master of a protein, a veg entree and a starch: one row the account's modifier reaches.
  const master = await buildMenu(t.database.db);
  menu = await schedule(send, schedulePayload(ref, { originalMenuId: master.id, date }));
});
afterAll(() => t.close());

describe('scheduled host flow', () => {
  it('saves the notes and rows, and rolls everything back when one row is stale', async () => {
    const flow = body<ScheduledHostFlow>(
      await send('GET', `/v1/scheduled-menus/${menu.id}/host-flow`),
    ).data;
    expect(flow.scheduledElements.map((row) => row.name)).toEqual(
      menu.scheduledElements.map((row) => row.name),
    );
    const rows = flow.scheduledElements.map((row, index) => ({
      id: row.id,
      directionals: index === 0 ? ' Serve first ' : row.directionals,
      hostFlowOrder: flow.scheduledElements.length - 1 - index,
      servingUtensilId: index === 0 ? ref.utensil('Tongs') : row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
    }));
    const response = await send('PUT', `/v1/scheduled-menus/${menu.id}/host-flow`, {
      butcherPaperNotes: 'Tikka at the front',
      clientNotes: 'VIP visit',
      talkingPoints: 'House-made naan',
      scheduledElements: rows,
      updatedAt: flow.updatedAt,
    });
    expect(response.statusCode).toBe(200);
    const saved = body<ScheduledHostFlow>(response).data;
    expect(saved).toMatchObject({
      butcherPaperNotes: 'Tikka at the front',
      clientNotes: 'VIP visit',
      talkingPoints: 'House-made naan',
    });
    expect(saved.scheduledElements.at(-1)).toMatchObject({
      name: menu.scheduledElements[0]!.name,
      directionals: 'Serve first',
      servingUtensilId: ref.utensil('Tongs'),
    });

    // One stale row (the others current): nothing is written, notes included.
    const next = saved.scheduledElements.map((row) => ({
      id: row.id,
      directionals: 'changed',
      hostFlowOrder: row.hostFlowOrder,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
    }));
    next[1]!.updatedAt = flow.scheduledElements[1]!.updatedAt;
    const stale = await send('PUT', `/v1/scheduled-menus/${menu.id}/host-flow`, {
      butcherPaperNotes: 'lost',
      scheduledElements: next,
      updatedAt: saved.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).error?.messages).toEqual([STALE_MESSAGE]);
    const after = body<ScheduledHostFlow>(
      await send('GET', `/v1/scheduled-menus/${menu.id}/host-flow`),
    ).data;
    expect(after).toEqual(saved);
  });
});

describe('scheduled portion modifiers', () => {
  const modifiersOf = async () =>
    body<ScheduledPortionModifiers>(
      await send('GET', `/v1/portion-modifiers/scheduled-menus/${menu.id}`),
    ).data;

  it("falls back to the account's modifier for the type, then 1.0", async () => {
    const all = await modifiersOf();
    expect(all.accounts).toEqual([{ id: account.id, name: 'Test Modifier Site' }]);
    const protein = menu.scheduledElements.find((row) => row.elementTypeName === 'Protein')!;
    const starch = menu.scheduledElements.find((row) => row.elementTypeName === 'Starch')!;
    expect(all.modifiers.find((m) => m.scheduledElementId === protein.id)).toMatchObject({
      portionModifier: 1.2,
      source: 'account',
    });
    expect(all.modifiers.find((m) => m.scheduledElementId === starch.id)).toMatchObject({
      portionModifier: 1,
      source: 'default',
    });
  });

  it('takes a value the rule allows, refuses others by name and clears with null', async () => {
    const row = menu.scheduledElements.find((r) => r.elementTypeName === 'Protein')!;
    const url = `/v1/portion-modifiers/scheduled-elements/${row.id}`;
    const bad = await send('PUT', url, {
      portionModifiers: [{ accountId: account.id, portionModifier: '1000' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error?.messages).toEqual([
      SCHEDULED_MENU_MESSAGES.portionModifierInvalid('1000', row.name, 'Test Modifier Site'),
    ]);
    const good = await send('PUT', url, {
      portionModifiers: [{ accountId: account.id, portionModifier: '.75' }],
    });
    expect(good.statusCode).toBe(200);
    expect(
      body<ScheduledPortionModifiers>(good).data.modifiers.find(
        (m) => m.scheduledElementId === row.id,
      ),
    ).toMatchObject({ portionModifier: 0.75, source: 'element' });
    const cleared = await send('PUT', url, {
      portionModifiers: [{ accountId: account.id, portionModifier: null }],
    });
    expect(
      body<ScheduledPortionModifiers>(cleared).data.modifiers.find(
        (m) => m.scheduledElementId === row.id,
      ),
    ).toMatchObject({ portionModifier: 1.2, source: 'account' });
  });
});
