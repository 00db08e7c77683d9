import type { ScheduledMenu, ScheduledMenuListItem } from '@catering/domain';
import { menuId } from '../src/db/seed/demo-menus/index.js';
import type { sender } from './menu-fixtures.js';
import type { referenceIds } from './reference-ids.js';
import { body, type TestApp } from './test-app.js';

type Ref = Awaited<ReturnType<typeof referenceIds>>;

export const TASTE_OF_INDIA = menuId({ name: 'Taste of India', tag: 'standard' });

export function schedulePayload(ref: Ref, overrides: Record<string, unknown> = {}) {
  return {
    originalMenuId: TASTE_OF_INDIA,
    marketId: ref.market('Phoenix'),
    serviceLineId: ref.serviceLine('Lunch'),
    date: '03/04/2030',
    ...overrides,
  };
}

export async function schedule(
  send: ReturnType<typeof sender>,
  payload: object,
  as?: string,
): Promise<ScheduledMenu> {
  const response = await send('POST', '/v1/scheduled-menus', payload, as);
  if (response.statusCode !== 201) throw new Error(response.body);
  return body<ScheduledMenu>(response).data;
}

/** What the editor sends back: the saved header and rows with their ids. */
export function asScheduledUpdate(menu: ScheduledMenu, overrides: Record<string, unknown> = {}) {
  return {
    name: menu.name,
    brandId: menu.brandId,
    cuisineTypeId: menu.cuisineTypeId,
    description: menu.description,
    isDescriptionAutomated: menu.isDescriptionAutomated,
    scheduledElements: menu.scheduledElements.map((row) => ({
      id: row.id,
      originalElementId: row.originalElementId,
      name: row.name,
      labelName: row.labelName,
      order: row.order,
      elementTypeId: row.elementTypeId,
      menuElementClassId: row.menuElementClassId,
      isAlternate: row.isAlternate,
      share: row.share,
      containerTypeId: row.containerTypeId,
      portionPerPerson: row.portionPerPerson,
      portionPerContainer: row.portionPerContainer,
      portionUnitId: row.portionUnitId,
      servingTemp: row.servingTemp,
      ingredients: row.ingredients,
      method: row.method,
      allergenIds: row.allergenIds,
      alternative: row.alternative,
    })),
    updatedAt: menu.updatedAt,
    ...overrides,
  };
}

/** A new market in a given IANA zone (lock tests need zones far from UTC). */
export async function createMarket(t: TestApp, name: string, timeZone: string): Promise<string> {
  const { markets } = await import('../src/db/schema/index.js');
  const [row] = await t.database.db.insert(markets).values({ name, timeZone }).returning();
  return row!.id;
}

/**
 * A served demo lunch of next month in Phoenix (the demo serves and schedules every
 * weekday): a known day for the documents' tests.
 */
export async function demoLunchOfNextMonth(
  send: ReturnType<typeof sender>,
  ref: Ref,
): Promise<ScheduledMenuListItem> {
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const menus = body<ScheduledMenuListItem[]>(
    await send(
      'GET',
      `/v1/scheduled-menus?marketId=${ref.market('Phoenix')}&month=${next.getUTCMonth() + 1}&year=${next.getUTCFullYear()}`,
    ),
  ).data;
  return menus.find((menu) => menu.serviceLineName === 'Lunch' && menu.headcount > 0)!;
}
