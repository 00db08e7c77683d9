import { COPY_SUFFIX, MENU_MESSAGES, type Menu, type MenuListItem } from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrand, buildMenu } from '../../../test/factories/index.js';
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
import { menuElements, menus } from '../../db/schema/index.js';

let t: TestApp;
let culinary: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let send: ReturnType<typeof sender>;
let element: ElementIdOf;
/** menuPayload (the tikka night) serving the elements this file built. */
const tikka = (overrides: Record<string, unknown> = {}) => menuPayload(ref, overrides, element);
beforeAll(async () => {
  t = await createTestApp();
  culinary = await t.signInAs('culinary');
  element = await buildMenuCatalogue(t.database.db);
  await buildBrand(t.database.db, { name: 'Green Table' });
  ref = await referenceIds(t.database.db);
  send = sender(t, () => culinary);
});
afterAll(() => t.close());

const count = async (table: typeof menus | typeof menuElements) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('menus', () => {
  it('creates a menu with its rows, derived allergens and the built-in description', async () => {
    const menu = await createMenu(send, tikka());
    expect(menu).toMatchObject({
      name: 'Test Tikka Night',
      menuElementClassName: 'standard',
      brandId: ref.brand('Sifted'),
      serviceLines: [ref.serviceLine('Lunch'), ref.serviceLine('Dinner')],
      tags: [ref.keyword('spicy')],
      description: [
        'Chicken Tikka Masala with Jeera Basmati Rice',
        'Chickpea Tikka Masala with Jeera Basmati Rice',
      ].join('\n'),
      isDescriptionAutomated: true,
    });
    expect(menu.elements.map((row) => [row.element.name, row.order, row.hostFlowOrder])).toEqual([
      ['Chicken Tikka Masala', 0, 0],
      ['Chickpea Tikka Masala', 1, 1],
      ['Jeera Basmati Rice', 2, 2],
    ]);
    expect(menu.elements[0]).toMatchObject({ portionPerPerson: 6, servingTemp: 'HOT' });
    // Tikka masala holds cream: the menu's allergens are the union of its elements'.
    expect(menu.allergenNames).toContain('Milk');
    expect(body<Menu>(await send('GET', `/v1/menus/${menu.id}`)).data).toEqual(menu);
  });

  it('keeps a description written by hand and an empty one when automation is off', async () => {
    const own = await createMenu(
      send,
      tikka({
        name: 'Test Own Words',
        description: '  Our chef’s favourite  ',
        isDescriptionAutomated: false,
      }),
    );
    expect(own.description).toBe('Our chef’s favourite');
    const none = await createMenu(
      send,
      tikka({ name: 'Test No Words', isDescriptionAutomated: false }),
    );
    expect(none.description).toBe('');
  });

  it('lists menus by name with search, brand, tag and cuisine filters', async () => {
    const list = async (query: string) => {
      const response = await send('GET', `/v1/menus?${query}`);
      expect(response.statusCode).toBe(200);
      return body<MenuListItem[]>(response);
    };
    const found = await list('q=tikka%20night');
    expect(found.meta.count).toBe(1);
    expect(found.data[0]).toMatchObject({
      name: 'Test Tikka Night',
      brandName: 'Sifted',
      cuisineTypeName: 'Indian',
      serviceLineNames: ['Lunch', 'Dinner'],
      elementCount: 3,
    });
    // Beside the three Indian standard Sifted menus above: one of each other kind.
    await buildMenu(t.database.db, {
      name: 'Zesty Green Bowl',
      tag: 'lite',
      brandId: ref.brand('Green Table'),
      cuisineTypeId: ref.cuisine('Italian'),
    });
    await buildMenu(t.database.db, { name: 'autumn harvest plate' });
    const names = (page: { data: MenuListItem[] }) => page.data.map((m) => m.name);
    const indian = await list(`cuisine=${ref.cuisine('Indian')}&perPage=100`);
    expect(names(indian)).toEqual(['Test No Words', 'Test Own Words', 'Test Tikka Night']);
    expect(indian.data.every((m) => m.cuisineTypeName === 'Indian')).toBe(true);
    const lite = await list(`class=${ref.tag('lite')}&perPage=100`);
    expect(names(lite)).toEqual(['Zesty Green Bowl']);
    expect(lite.data.every((m) => m.menuElementClassName === 'lite')).toBe(true);
    const green = await list(`brand=${ref.brand('Green Table')}&perPage=100`);
    expect(names(green)).toEqual(['Zesty Green Bowl']);
    expect(green.data.every((m) => m.brandName === 'Green Table')).toBe(true);
    const all = await list('perPage=100');
    // Name order whatever the letter case (first letters: collations differ on the rest).
    const initials = all.data.map((m) => m.name[0]!.toLowerCase());
    expect(initials).toEqual(['a', 't', 't', 't', 'z']);
    expect(all.meta.count).toBe(await count(menus));
    // The total rides on the page's rows; past the last page it is still told.
    const total = all.meta.count ?? 0;
    const pastTheEnd = await list(`perPage=100&page=${Math.ceil(total / 100) + 1}`);
    expect(pastTheEnd.data).toEqual([]);
    expect(pastTheEnd.meta.count).toBe(total);
    expect((await list('q=no%20such%20menu%20anywhere')).meta.count).toBe(0);
    expect((await send('GET', '/v1/menus?brand=nope')).statusCode).toBe(400);
  });

  it('keeps menu names unique per tag, in any letter case', async () => {
    const response = await send('POST', '/v1/menus', tikka({ name: 'test tikka NIGHT' }));
    expect(response.statusCode).toBe(409);
    expect(body(response).error).toMatchObject({
      code: 'conflict',
      messages: [MENU_MESSAGES.conflict('test tikka NIGHT')],
    });
    const otherTag = await createMenu(
      send,
      tikka({ name: 'Test Tikka Night', menuElementClassId: ref.tag('lite') }),
    );
    expect(otherTag.menuElementClassName).toBe('lite');
    // The new-menu form leaves out the tags a menu of that name already has.
    const used = body<{ name: string }[]>(
      await send('GET', '/v1/menu-element-classes/menu/Test%20Tikka%20Night'),
    ).data;
    expect(used.map((tag) => tag.name)).toEqual(['lite', 'standard']);
  });

  it('copies a menu into the first free tag, then as a new menu, keeping its host flow', async () => {
    const created = await createMenu(send, tikka({ name: 'Test Copy Source' }));
    const rice = created.elements[2]!;
    await send('PUT', `/v1/menus/${created.id}/host-flow`, {
      updatedAt: created.updatedAt,
      elements: [{ ...rice, hostFlowOrder: 7, directionals: 'Serve beside the curry' }],
    });
    const source = body<Menu>(await send('GET', `/v1/menus/${created.id}`)).data;
    const copy = async (mode: 'tag' | 'new') =>
      send('POST', '/v1/menus/copy', { id: source.id, mode });
    const tagCopies = [];
    for (const _ of ['catering', 'lite', 'premium']) {
      const response = await copy('tag');
      expect(response.statusCode, response.body).toBe(201);
      tagCopies.push(body<Menu>(response).data);
    }
    // Tags in list order: catering, lite, premium (standard is the source's).
    expect(tagCopies.map((m) => m.menuElementClassName)).toEqual(['catering', 'lite', 'premium']);
    expect(tagCopies[0]!.elements.map((r) => r.element.name)).toEqual(
      source.elements.map((r) => r.element.name),
    );
    expect(tagCopies[0]!.elements[0]!.id).not.toBe(source.elements[0]!.id);
    expect(tagCopies[0]!.elements[2]).toMatchObject({
      hostFlowOrder: 7,
      directionals: 'Serve beside the curry',
    });
    const none = await copy('tag');
    expect(none.statusCode).toBe(409);
    expect(body(none).error?.messages).toEqual([MENU_MESSAGES.noFreeTag]);
    const renamed = body<Menu>(await copy('new')).data;
    expect(renamed).toMatchObject({
      name: `Test Copy Source${COPY_SUFFIX}`,
      menuElementClassId: source.menuElementClassId,
      serviceLines: source.serviceLines,
      tags: source.tags,
    });
  });

  it('updates rows in place, adds and removes rows, and leaves unchanged rows alone', async () => {
    const menu = await createMenu(send, tikka({ name: 'Test In Place' }));
    const [chicken, chickpea, rice] = menu.elements;
    const payload = asUpdate(menu);
    const response = await send('PUT', `/v1/menus/${menu.id}`, {
      ...payload,
      elements: [
        { ...payload.elements[2], order: 0, portionPerPerson: 4 },
        { ...payload.elements[0], order: 1 },
        {
          elementId: element('Warm Naan'),
          order: 2,
          elementTypeId: ref.elementType('Bread'),
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = body<Menu>(response).data;
    expect(saved.elements.map((r) => [r.id, r.element.name, r.portionPerPerson])).toEqual([
      [rice!.id, 'Jeera Basmati Rice', 4],
      [chicken!.id, 'Chicken Tikka Masala', 6],
      [expect.any(String), 'Warm Naan', null],
    ]);
    expect(saved.elements.some((r) => r.id === chickpea!.id)).toBe(false);
    // The new row joins the end of the host flow.
    expect(saved.elements[2]!.hostFlowOrder).toBeGreaterThan(
      Math.max(saved.elements[0]!.hostFlowOrder!, saved.elements[1]!.hostFlowOrder!),
    );
    expect(saved.description).toBe(menu.description); // sent as it was
    const again = await send('PUT', `/v1/menus/${menu.id}`, asUpdate(saved));
    const unchanged = body<Menu>(again).data;
    expect(unchanged.elements.map((r) => r.updatedAt)).toEqual(
      saved.elements.map((r) => r.updatedAt),
    );
  });

  it('answers stale to an old updatedAt and overwrites through force', async () => {
    const menu = await createMenu(send, tikka({ name: 'Test Stale' }));
    const first = await send(
      'PUT',
      `/v1/menus/${menu.id}`,
      asUpdate(menu, { name: 'Test Stale A' }),
    );
    expect(first.statusCode).toBe(200);
    const second = await send(
      'PUT',
      `/v1/menus/${menu.id}`,
      asUpdate(menu, { name: 'Test Stale B', elements: [] }),
    );
    expect(second.statusCode).toBe(409);
    expect(body(second).error?.code).toBe('stale');
    expect(body<Menu>(await send('GET', `/v1/menus/${menu.id}`)).data.name).toBe('Test Stale A');

    // The person chose to overwrite: rows whose ids vanished meanwhile come back as new.
    await send('PUT', `/v1/menus/${menu.id}`, {
      ...asUpdate(body<Menu>(first).data),
      elements: [],
    });
    const forced = await send(
      'PUT',
      `/v1/menus/${menu.id}/force`,
      asUpdate(menu, { name: 'Test Stale B' }),
    );
    expect(forced.statusCode).toBe(200);
    expect(body<Menu>(forced).data).toMatchObject({ name: 'Test Stale B' });
    expect(body<Menu>(forced).data.elements).toHaveLength(3);
    const gone = await send(
      'PUT',
      `/v1/menus/00000000-0000-4000-8000-000000000000`,
      asUpdate(menu),
    );
    expect(gone.statusCode).toBe(404);
  });

  it('refuses bad input naming the field and writes nothing', async () => {
    const before = [await count(menus), await count(menuElements)];
    const refuse = async (overrides: Record<string, unknown>, message: string | RegExp) => {
      const response = await send('POST', '/v1/menus', tikka({ name: 'Test Bad', ...overrides }));
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response).error?.messages.join(' ')).toMatch(message);
    };
    const unknown = '00000000-0000-4000-8000-000000000001';
    const rows = tikka().elements;
    await refuse(
      { elements: [{ ...rows[0], elementId: unknown }] },
      'A chosen element does not exist.',
    );
    await refuse({ brandId: unknown }, 'brandId: The chosen brand does not exist.');
    await refuse({ cuisineTypeId: unknown }, 'cuisineTypeId: The chosen cuisine does not exist.');
    await refuse({ menuElementClassId: unknown }, 'The chosen tag does not exist.');
    await refuse({ serviceLines: [unknown] }, 'A chosen service line does not exist.');
    await refuse({ elements: [rows[0], { ...rows[0], order: 1 }] }, MENU_MESSAGES.duplicateElement);
    await refuse({ elements: [rows[0], { ...rows[1], order: 0 }] }, MENU_MESSAGES.duplicateOrder);
    await refuse({ name: '   ' }, MENU_MESSAGES.nameRequired);
    await refuse({ brandId: 'sifted' }, /brandId/);
    await refuse({ elements: [{ ...rows[0], servingTemp: 'WARM' }] }, /Serving temperature/);
    expect([await count(menus), await count(menuElements)]).toEqual(before);
  });

  it('checks permissions on every menu route', async () => {
    const menu = await createMenu(send, tikka({ name: 'Test Permissions' }));
    const chef = await t.signInAs('chef');
    const scheduler = await t.signInAs('scheduler');
    const host = await t.signInAs('host');
    expect((await send('GET', `/v1/menus/${menu.id}`, undefined, chef)).statusCode).toBe(200);
    expect((await send('POST', '/v1/menus', tikka({ name: 'x' }), chef)).statusCode).toBe(403);
    expect((await send('PUT', `/v1/menus/${menu.id}`, asUpdate(menu), chef)).statusCode).toBe(403);
    expect((await send('DELETE', `/v1/menus/${menu.id}`, undefined, chef)).statusCode).toBe(403);
    // Schedulers may edit a master menu (spec: editMenu) but not add or remove one.
    expect((await send('PUT', `/v1/menus/${menu.id}`, asUpdate(menu), scheduler)).statusCode).toBe(
      200,
    );
    expect((await send('POST', '/v1/menus', tikka({ name: 'y' }), scheduler)).statusCode).toBe(403);
    expect((await send('GET', '/v1/menus', undefined, host)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/menus' })).statusCode).toBe(401);
  });

  it('deletes a menu with its rows, after which its elements can go', async () => {
    const menu = await createMenu(
      send,
      tikka({
        name: 'Test Delete',
        elements: [{ elementId: element('Cilantro Mint Chutney'), order: 0 }],
      }),
    );
    expect((await send('DELETE', `/v1/menus/${menu.id}`)).statusCode).toBe(200);
    expect((await send('GET', `/v1/menus/${menu.id}`)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(menuElements)
      .where(eq(menuElements.menuId, menu.id));
    expect(rows).toEqual([]);
    expect((await send('DELETE', `/v1/menus/${menu.id}`)).statusCode).toBe(404);
  });
});
