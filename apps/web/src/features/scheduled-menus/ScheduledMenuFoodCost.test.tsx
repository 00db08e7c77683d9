import type { Permission } from '@catering/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildScheduledMenuFoodCost } from '../../test/food-cost-fixtures';
import { buildMenuCatalogue } from '../../test/menu-fixtures';
import type { MockAnswer } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import { buildScheduledElement, buildScheduledMenu } from '../../test/scheduled-menu-fixtures';

const catalogue = buildMenuCatalogue();
const { standard, chicken, naan } = catalogue;
const chickenRow = buildScheduledElement(chicken, { order: 0 });
const naanRow = buildScheduledElement(naan, { order: 1 });
const menu = buildScheduledMenu({
  menuElementClassId: standard.id,
  menuElementClassName: standard.name,
  scheduledElements: [chickenRow, naanRow],
});
const FOOD_COST = `/v1/scheduled-menus/${menu.id}/food-cost`;

/*
 * 40 eaters: 40 portions of chicken at $1.3125 ($52.50), 38 of naan at $0.25 ($9.50), and
 * 2 of Roti, the naan's alternative dish for two eaters, which has no recipe: $62.00,
 * $1.55 per eater, partial.
 */
const foodCost = buildScheduledMenuFoodCost({
  scheduledMenuId: menu.id,
  eaters: 40,
  cost: 62,
  costPerEater: 1.55,
  partial: true,
  lines: [
    {
      scheduledElementId: chickenRow.id,
      name: chicken.name,
      isAlternative: false,
      portions: 40,
      costPerPortion: 1.3125,
      cost: 52.5,
      partial: false,
    },
    {
      scheduledElementId: naanRow.id,
      name: naan.name,
      isAlternative: false,
      portions: 38,
      costPerPortion: 0.25,
      cost: 9.5,
      partial: false,
    },
    {
      scheduledElementId: naanRow.id,
      name: 'Roti',
      isAlternative: true,
      portions: 2,
      costPerPortion: null,
      cost: 0,
      partial: true,
    },
  ],
  uncosted: [
    {
      date: menu.date,
      source: `Roti (${menu.name}, Lunch)`,
      ingredientId: null,
      ingredientName: null,
      reason: 'no recipe',
    },
  ],
});

function openEditor(permissions: Permission[], answer: MockAnswer = { data: foodCost }) {
  return openPage(`/scheduled-menus/${menu.id}`, {
    permissions,
    reference: catalogue.reference,
    handlers: {
      [`GET /v1/scheduled-menus/${menu.id}`]: { data: menu },
      [`GET ${FOOD_COST}`]: answer,
    },
  });
}
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe("the scheduled menu editor's food cost", { timeout: 30_000 }, () => {
  it('shows the cost, eaters and cost per eater, each line, and what is not costed', async () => {
    openEditor(['viewScheduleMenu', 'editScheduleMenu', 'viewFoodCost']);
    const panel = await screen.findByRole('region', { name: 'Food cost' });
    const summary = await within(panel).findByRole('group', { name: 'Food cost' });
    expect(within(summary).getByText('Eaters: 40')).toBeInTheDocument();
    expect(within(summary).getByText('Cost: $62.00')).toBeInTheDocument();
    expect(within(summary).getByText('Cost per eater: $1.55')).toBeInTheDocument();
    expect(within(summary).getByText('partial')).toBeInTheDocument();
    expect(rowTexts(within(panel).getByRole('table', { name: 'Food cost by element' }))).toEqual([
      [chicken.name, '40', '$1.3125', '$52.50'],
      [naan.name, '38', '$0.25', '$9.50'],
      ['RotiAlternative', '2', '—', '$0.00partial'],
    ]);
    expect(rowTexts(within(panel).getByRole('table', { name: 'Not costed' }))).toEqual([
      [`Roti (${menu.name}, Lunch)`, 'No ingredient', 'no recipe'],
    ]);
  });

  it('says "No eaters" when the Chef numbers count nobody', async () => {
    openEditor(['viewScheduleMenu', 'viewFoodCost'], {
      data: { ...foodCost, eaters: 0, costPerEater: null, partial: false, uncosted: [] },
    });
    const panel = await screen.findByRole('region', { name: 'Food cost' });
    expect(await within(panel).findByText('Cost per eater: No eaters')).toBeInTheDocument();
    expect(within(panel).queryByRole('table', { name: 'Not costed' })).toBeNull();
  });

  it('says why the food cost could not be read', async () => {
    openEditor(['viewScheduleMenu', 'viewFoodCost'], {
      status: 500,
      error: { code: 'internal', messages: ['The server failed.'] },
    });
    const panel = await screen.findByRole('region', { name: 'Food cost' });
    expect(await within(panel).findByText('The server failed.')).toBeInTheDocument();
  });

  it('is neither asked for nor shown without viewFoodCost', async () => {
    const { calls } = openEditor(['viewScheduleMenu', 'editScheduleMenu']);
    expect(await screen.findByRole('heading', { name: menu.name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Elements' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Food cost' })).toBeNull();
    expect(calls.some((call) => call.path === FOOD_COST)).toBe(false);
  });
});
