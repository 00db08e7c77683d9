import { MENU_MESSAGES, type Menu, type MenuHostFlow } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUpdate,
  buildMenuCatalogue,
  createMenu,
  type ElementIdOf,
  menuPayload,
  sender,
} from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let scheduler: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
let element: ElementIdOf;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  element = await buildMenuCatalogue(t.database.db);
  ref = await referenceIds(t.database.db);
  send = sender(t, () => scheduler);
});
afterAll(() => t.close());

const culinaryMenu = async (name: string) => {
  const culinary = await t.signInAs('culinary');
  return createMenu(
    sender(t, () => culinary),
    menuPayload(ref, { name }, element),
  );
};

const readFlow = async (id: string) =>
  body<MenuHostFlow>(await send('GET', `/v1/menus/${id}/host-flow`)).data;

/** The host flow as the editor sends it back, with `changes` per row name. */
function flowUpdate(flow: MenuHostFlow, changes: Record<string, object> = {}) {
  return {
    updatedAt: flow.updatedAt,
    elements: flow.elements.map((row) => ({
      id: row.id,
      directionals: row.directionals,
      hostFlowOrder: row.hostFlowOrder,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
      ...changes[row.name],
    })),
  };
}

describe('menu host flow', () => {
  it('reads the menu header and its rows in host-flow order', async () => {
    const menu = await culinaryMenu('Test Flow Read');
    const flow = await readFlow(menu.id);
    expect(flow).toMatchObject({
      name: 'Test Flow Read',
      description: menu.description,
      cuisineTypeId: ref.cuisine('Indian'),
      serviceLines: menu.serviceLines,
      allergenNames: menu.allergenNames,
    });
    expect(flow.elements.map((row) => [row.name, row.hostFlowOrder])).toEqual([
      ['Chicken Tikka Masala', 0],
      ['Chickpea Tikka Masala', 1],
      ['Jeera Basmati Rice', 2],
    ]);
  });

  it('saves utensils, vessels, directionals and a new order', async () => {
    const menu = await culinaryMenu('Test Flow Save');
    const flow = await readFlow(menu.id);
    const response = await send(
      'PUT',
      `/v1/menus/${menu.id}/host-flow`,
      flowUpdate(flow, {
        'Jeera Basmati Rice': {
          hostFlowOrder: 0,
          servingUtensilId: ref.utensil('Spoodle'),
          servingVesselId: ref.vessel('Chafing Dish'),
          directionals: '  First in line  ',
        },
        'Chicken Tikka Masala': { hostFlowOrder: 1 },
        'Chickpea Tikka Masala': { hostFlowOrder: 2 },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = body<MenuHostFlow>(response).data;
    expect(saved.elements.map((row) => row.name)).toEqual([
      'Jeera Basmati Rice',
      'Chicken Tikka Masala',
      'Chickpea Tikka Masala',
    ]);
    expect(saved.elements[0]).toMatchObject({
      servingUtensilId: ref.utensil('Spoodle'),
      servingVesselId: ref.vessel('Chafing Dish'),
      directionals: 'First in line',
    });
    // The menu editor keeps its table order; a later menu update keeps the host flow.
    const menuNow = body<Menu>(await send('GET', `/v1/menus/${menu.id}`)).data;
    expect(menuNow.elements.map((row) => row.element.name)[0]).toBe('Chicken Tikka Masala');
    const updated = await send('PUT', `/v1/menus/${menu.id}`, asUpdate(menuNow));
    expect(body<Menu>(updated).data.elements[2]).toMatchObject({ directionals: 'First in line' });
  });

  it('answers stale when the menu or a row changed since it was read, writing nothing', async () => {
    const menu = await culinaryMenu('Test Flow Stale');
    const flow = await readFlow(menu.id);
    const first = await send(
      'PUT',
      `/v1/menus/${menu.id}/host-flow`,
      flowUpdate(flow, { 'Jeera Basmati Rice': { directionals: 'first' } }),
    );
    expect(first.statusCode).toBe(200);
    const second = await send(
      'PUT',
      `/v1/menus/${menu.id}/host-flow`,
      flowUpdate(flow, { 'Chicken Tikka Masala': { directionals: 'second' } }),
    );
    expect(second.statusCode).toBe(409);
    expect(body(second).error?.code).toBe('stale');
    // A current menu token with an old row token is stale as well, and rolls back whole.
    const now = body<MenuHostFlow>(first).data;
    const mixed = flowUpdate(now, { 'Chicken Tikka Masala': { directionals: 'third' } });
    mixed.elements[2]!.updatedAt = flow.elements[2]!.updatedAt;
    const third = await send('PUT', `/v1/menus/${menu.id}/host-flow`, mixed);
    expect(third.statusCode).toBe(409);
    const after = await readFlow(menu.id);
    expect(after.elements.map((row) => row.directionals)).toEqual(['', '', 'first']);
  });

  it('refuses rows of another menu, repeated orders and unknown utensils', async () => {
    const menu = await culinaryMenu('Test Flow Bad');
    const other = await culinaryMenu('Test Flow Other');
    const flow = await readFlow(menu.id);
    const foreign = flowUpdate(await readFlow(other.id));
    const refuse = async (payload: object, message: string | RegExp) => {
      const response = await send('PUT', `/v1/menus/${menu.id}/host-flow`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response).error?.messages.join(' ')).toMatch(message);
    };
    await refuse(
      { ...flowUpdate(flow), elements: foreign.elements },
      'is not an element of this menu',
    );
    await refuse(
      flowUpdate(flow, { 'Jeera Basmati Rice': { hostFlowOrder: 0 } }),
      MENU_MESSAGES.duplicateHostFlowOrder,
    );
    await refuse(
      flowUpdate(flow, {
        'Jeera Basmati Rice': { servingUtensilId: '00000000-0000-4000-8000-000000000001' },
      }),
      'A chosen serving utensil does not exist.',
    );
    expect((await readFlow(menu.id)).updatedAt).toBe(flow.updatedAt);
  });

  it('lets editScheduleMenu update the host flow, and no one else', async () => {
    const menu = await culinaryMenu('Test Flow Permissions');
    const flow = await readFlow(menu.id);
    const chef = await t.signInAs('chef');
    expect((await send('GET', `/v1/menus/${menu.id}/host-flow`, undefined, chef)).statusCode).toBe(
      200,
    );
    const refused = await send('PUT', `/v1/menus/${menu.id}/host-flow`, flowUpdate(flow), chef);
    expect(refused.statusCode).toBe(403);
    const host = await t.signInAs('host');
    expect((await send('GET', `/v1/menus/${menu.id}/host-flow`, undefined, host)).statusCode).toBe(
      403,
    );
    const missing = await send('GET', '/v1/menus/00000000-0000-4000-8000-000000000000/host-flow');
    expect(missing.statusCode).toBe(404);
  });
});
