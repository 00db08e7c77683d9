import { addDays, createAccount, datesBetween, localToday, weekdayOf } from './accounts';
import { apiCall, apiSignIn, referenceId } from './api';
import { ADMIN_EMAIL, e2eEnvironment } from './context';
import { RUN } from './menus';

/**
 * A purchase the order guide must get right, set up through the API so that its figures
 * can be worked out by hand (docs/purchasing.md):
 *
 * - an ingredient, E2E Basil, kept in oz, bought from Sysco by the case of 16 oz at $12.00,
 *   with a lead time of 3 days and no shelf life;
 * - a pesto of 2 oz of basil a portion, served 4 oz a person in pans of 40 oz;
 * - a new Phoenix account with 40 eaters (none vegetarian or accommodated) on the Special
 *   line one day next week, with a menu of that pesto scheduled there.
 *
 * By hand: 40 eaters x 4 oz = 160 oz, exactly 4 pans, so 40 portions are cooked;
 * 40 x 2 oz = 80 oz of basil; 80 / 16 = 5 cases; 5 x $12.00 = $60.00; delivered on the
 * service date and ordered 3 calendar days before it. Its food cost (docs/purchasing.md 6):
 * 80 oz at $12.00 / 16 oz = $0.75 an oz is $60.00, over 40 eaters $1.50 an eater, and
 * 2 oz x $0.75 = $1.50 a portion.
 */
export interface PurchaseCase {
  marketId: string;
  accountName: string;
  menuName: string;
  vendorName: string;
  ingredientName: string;
  itemId: string;
  serviceDate: string;
  orderBy: string;
  quantity: string;
  cases: number;
  caseCost: string;
  lineCost: string;
  costPerEater: string;
  costPerPortion: string;
}

interface Scheduled {
  date: string;
  serviceLineName: string;
}

/** Next Monday to the Sunday after it, as the Order Guide opens (a Monday looks a week on). */
function nextWeekOf(today: string): string[] {
  const daysToMonday = (8 - weekdayOf(today)) % 7 || 7;
  const monday = addDays(today, daysToMonday);
  return datesBetween(monday, addDays(monday, 6));
}

/** A day of next week on which Phoenix's Special line has no menu yet (Wednesday if free). */
async function freeSpecialDay(token: string, marketId: string, week: string[]): Promise<string> {
  const taken = new Set<string>();
  for (const month of new Set(week.map((date) => date.slice(0, 7)))) {
    const [year, number] = month.split('-').map(Number);
    const rows = await apiCall<Scheduled[]>(
      token,
      'GET',
      `/v1/scheduled-menus?marketId=${marketId}&year=${year}&month=${number}`,
    );
    for (const row of rows) if (row.serviceLineName === 'Special') taken.add(row.date);
  }
  const byPreference = [week[2]!, ...week];
  const free = byPreference.find((date) => !taken.has(date));
  if (!free) throw new Error('every Special slot of next week is taken');
  return free;
}

export async function preparePurchaseCase(): Promise<PurchaseCase> {
  const token = await apiSignIn(ADMIN_EMAIL, e2eEnvironment().adminPassword);
  const id = (path: string, name: string) => referenceId(token, path, name);
  const marketId = await id('/v1/markets', 'Phoenix');
  const special = await id('/v1/service-lines', 'Special');
  const oz = await id('/v1/portion-units', 'oz');
  // The browser's today, which the Order Guide's default week is counted from.
  const week = nextWeekOf(localToday());
  const serviceDate = await freeSpecialDay(token, marketId, week);

  const ingredientName = `E2E Basil ${RUN}`;
  const itemId = `EB-${RUN}`.toUpperCase();
  const basil = await apiCall<{ id: string }>(token, 'POST', '/v1/ingredients', {
    name: ingredientName,
    type: 'Vegetable',
    portionUnitId: oz,
    noAllergens: true,
    vendors: [
      {
        vendorId: await id('/v1/vendors', 'Sysco'),
        productId: itemId,
        unitsPerCase: 16,
        costPerCase: 12,
        leadTime: 3,
      },
    ],
  });
  const pesto = await apiCall<{ id: string }>(token, 'POST', '/v1/elements', {
    name: `E2E Basil Pesto ${RUN}`,
    menuElementClassId: await id('/v1/menu-element-classes', 'standard'),
    elementTypeId: await id('/v1/element-types', 'Side'),
    ingredients: 'Basil, olive oil, pine nuts, parmesan',
    ingredientObjs: [{ ingredientId: basil.id, amount: 2, portionUnitId: oz }],
    allergenIds: [await id('/v1/allergens', 'Milk'), await id('/v1/allergens', 'Tree Nuts')],
    defaultContainerTypeId: await id('/v1/container-types', 'Full Pan'),
    defaultPortionPerPerson: 4,
    defaultPortionPerContainer: 40,
    defaultPortionUnitId: oz,
    servingTemp: 'COLD',
  });
  const [full] = await apiCall<
    {
      id: string;
      elementTypeId: string;
      defaultContainerTypeId: string;
      defaultPortionPerPerson: number;
      defaultPortionPerContainer: number;
      defaultPortionUnitId: string;
      servingTemp: string;
    }[]
  >(token, 'POST', '/v1/elements/full', { elementIds: [pesto.id] });
  const menuName = `E2E Pesto Menu ${RUN}`;
  const menu = await apiCall<{ id: string }>(token, 'POST', '/v1/menus', {
    name: menuName,
    menuElementClassId: await id('/v1/menu-element-classes', 'standard'),
    brandId: await id('/v1/brands', 'Sifted'),
    cuisineTypeId: await id('/v1/cuisine-types', 'Italian'),
    serviceLines: [special],
    isDescriptionAutomated: true,
    elements: [
      {
        elementId: full!.id,
        order: 0,
        elementTypeId: full!.elementTypeId,
        containerTypeId: full!.defaultContainerTypeId,
        portionPerPerson: full!.defaultPortionPerPerson,
        portionPerContainer: full!.defaultPortionPerContainer,
        portionUnitId: full!.defaultPortionUnitId,
        servingTemp: full!.servingTemp,
      },
    ],
  });
  await apiCall(token, 'POST', '/v1/scheduled-menus', {
    originalMenuId: menu.id,
    marketId,
    serviceLineId: special,
    date: serviceDate,
  });
  const accountName = `E2E Purchasing Client ${RUN}`;
  const account = await createAccount(token, accountName);
  await apiCall(token, 'POST', '/v1/service-events', {
    accountId: account.id,
    addressId: account.address.id,
    serviceLineId: special,
    serviceTypeId: await id('/v1/service-types', 'Sifted 2.0'),
    date: serviceDate,
    eaterCount: 40,
  });

  return {
    marketId,
    accountName,
    menuName,
    vendorName: 'Sysco',
    ingredientName,
    itemId,
    serviceDate,
    orderBy: addDays(serviceDate, -3),
    quantity: '80 oz',
    cases: 5,
    caseCost: '$12.00',
    lineCost: '$60.00',
    costPerEater: '$1.50',
    costPerPortion: '$1.50',
  };
}
