import type { Menu, MenuHostFlow } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement, buildMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { pdfPages } from '../../../test/pdf-text.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let send: ReturnType<typeof sender>;
let menu: Menu;
/**
 * A master menu of three elements, one with milk and wheat in it and two without, whose
 * host serves them last to first (so host-flow order is not the rows' order).
 */
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.signInAs('culinary');
  send = sender(t, () => token);
  const db = t.database.db;
  const elementIds = [
    await buildElement(db, { name: 'Chicken Alfredo', allergens: ['Milk', 'Wheat'] }),
    await buildElement(db, { name: 'Roasted Broccoli' }),
    await buildElement(db, { name: 'Garden Salad' }),
  ].map((element) => element.id);
  const built = await buildMenu(db, { elementIds });
  const flowUrl = `/v1/menus/${built.id}/host-flow`;
  const flow = body<MenuHostFlow>(await send('GET', flowUrl)).data;
  const reversed = await send('PUT', flowUrl, {
    updatedAt: flow.updatedAt,
    elements: flow.elements.map((row, i, rows) => ({
      id: row.id,
      directionals: row.directionals,
      hostFlowOrder: rows.length - 1 - i,
      servingUtensilId: row.servingUtensilId,
      servingVesselId: row.servingVesselId,
      updatedAt: row.updatedAt,
    })),
  });
  if (reversed.statusCode !== 200) throw new Error(reversed.body);
  menu = body<Menu>(await send('GET', `/v1/menus/${built.id}`)).data;
});
afterAll(() => t.close());

const textOf = async (payload: Buffer) => (await pdfPages(payload)).join(' ');

describe('POST /v1/pdf/menu-hostflow', () => {
  it("prints a master menu's dishes in host-flow order, dated the day it is printed", async () => {
    const response = await send('POST', '/v1/pdf/menu-hostflow', {
      menuId: menu.id,
      printedOn: '2026-11-24',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${menu.name}-HostFlow.pdf"`,
    );
    const text = await textOf(response.rawPayload);
    expect(text).toContain(`${menu.name} Host Flow`);
    expect(text).toContain('Master menu');
    expect(text).toContain('Printed 11/24/2026');
    expect(menu.allergenNames).toEqual(['Milk', 'Wheat']);
    expect(text).toContain(`Allergens: ${menu.allergenNames.join(', ') || 'None'}`);
    expect(menu.elements.map((row) => row.hostFlowOrder)).toEqual([2, 1, 0]);
    const table = text.slice(text.indexOf('Directionals'));
    const order = [...menu.elements]
      .sort((a, b) => (a.hostFlowOrder ?? a.order) - (b.hostFlowOrder ?? b.order))
      .map((row) => table.indexOf(row.labelName || row.element.name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown menu and a message for a missing id', async () => {
    const missing = await send('POST', '/v1/pdf/menu-hostflow', {
      menuId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const noId = await send('POST', '/v1/pdf/menu-hostflow', {});
    expect(noId.statusCode).toBe(400);
    expect(body(noId).error?.messages).toEqual(['menuId: No Menu ID']);
  });
});

describe('POST /v1/pdf/menu-element-cards', () => {
  it("prints one card per element of the master menu with the element's allergens", async () => {
    const response = await send('POST', '/v1/pdf/menu-element-cards', { menuId: menu.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${menu.name}-DishCards.pdf"`,
    );
    const text = await textOf(response.rawPayload);
    expect(text).toContain(`Dish Cards: ${menu.name}`);
    for (const row of menu.elements) {
      expect(text).toContain(row.labelName || row.element.name);
      if (row.element.allergenNames.length)
        expect(text).toContain(`Contains: ${row.element.allergenNames.join(', ')}`);
    }
    expect(text).toContain('Contains: Milk, Wheat'); // the chicken's card
  });

  it('is refused to a host, who cannot view master menus', async () => {
    const hostToken = await t.signInAs('host');
    const response = await sender(t, () => hostToken)('POST', '/v1/pdf/menu-element-cards', {
      menuId: menu.id,
    });
    expect(response.statusCode).toBe(403);
  });
});
