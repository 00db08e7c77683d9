import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFoodCostReport, figure } from '../../../test/food-cost-fixtures';
import { buildScheduledMenu, lineNamed, phoenix } from '../../../test/scheduling-detail-fixtures';
import { ALL_SCHEDULING, DATE, openDetail } from '../../../test/scheduling-detail-page';

const lunch = buildScheduledMenu('Lunch', DATE, { name: 'Taste of India' });
const special = buildScheduledMenu('Special', DATE, { name: 'Pesto Menu' });
const dinner = buildScheduledMenu('Dinner', DATE, { name: 'Empty Hall' });
const menuFigure = (menu: typeof lunch, overrides: Parameters<typeof figure>[0] = {}) => ({
  id: menu.id,
  date: DATE,
  serviceLine: menu.serviceLine.name,
  name: menu.name,
  ...figure(overrides),
});
const report = buildFoodCostReport({
  from: DATE,
  to: DATE,
  scheduledMenus: [
    menuFigure(lunch, { eaters: 80, cost: 180, costPerEater: 2.25, partial: true }),
    menuFigure(special),
    menuFigure(dinner, { eaters: 0, cost: 0, costPerEater: null }),
  ],
});
const FOOD_COST = '/v1/purchasing/food-cost';
const inOrder = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Happy Hour', 'Dessert', 'Special'];
/** The card's line, "Food cost:" in bold before the figures. */
const foodCostLine = (menuName: string, figures: string) =>
  within(screen.getByRole('article', { name: menuName })).findByText(figures);

describe("the scheduling detail's food cost", { timeout: 30_000 }, () => {
  it('asks once for the day and puts each menu’s food cost on its card', async () => {
    const { calls } = openDetail({
      menus: [lunch, special, dinner],
      permissions: [...ALL_SCHEDULING, 'viewFoodCost'],
      handlers: { [`GET ${FOOD_COST}`]: { data: report } },
    });
    await screen.findAllByText('Total headcount: 40');
    const pesto = await foodCostLine('Pesto Menu', '$1.50 per eater · $60.00 for 40 eaters');
    expect(pesto).toHaveTextContent(/^Food cost: \$1\.50 per eater/);
    expect(within(pesto).queryByText('partial')).toBeNull();
    const india = await foodCostLine('Taste of India', '$2.25 per eater · $180.00 for 80 eaters');
    expect(within(india).getByText('partial')).toBeInTheDocument();
    expect(await foodCostLine('Empty Hall', 'No eaters · $0.00')).toHaveTextContent(
      'Food cost: No eaters · $0.00',
    );

    const asked = calls.filter((call) => call.path === FOOD_COST);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(asked[0]?.search))).toEqual({
      marketId: phoenix.id,
      from: DATE,
      to: DATE,
      serviceLineIds: inOrder.map((name) => lineNamed(name).id).join(','),
    });
  });

  it('says on the card when the food cost could not be read', async () => {
    openDetail({
      menus: [special],
      permissions: ['viewScheduleMenu', 'viewFoodCost'],
      handlers: {
        [`GET ${FOOD_COST}`]: {
          status: 500,
          error: { code: 'internal', messages: ['The server failed.'] },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Pesto Menu' });
    expect(await within(card).findByText('The server failed.')).toBeInTheDocument();
  });

  it('is neither asked for nor shown to a Scheduler, who has no viewFoodCost', async () => {
    const { calls } = openDetail({
      menus: [special],
      handlers: { [`GET ${FOOD_COST}`]: { data: report } },
    });
    const card = await screen.findByRole('article', { name: 'Pesto Menu' });
    await within(card).findByText('Total headcount: 40');
    expect(within(card).queryByText(/Food cost/)).toBeNull();
    expect(calls.some((call) => call.path === FOOD_COST)).toBe(false);
  });
});
