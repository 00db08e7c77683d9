import { PURCHASING_MESSAGES } from '@catering/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOD_COST_TEXT } from '../../components/food-cost/food-cost-texts';
import { nextId } from '../../test/fixtures';
import { buildFoodCostReport, figure } from '../../test/food-cost-fixtures';
import type { MockAnswer } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import { lineNamed, phoenix, schedulingLines } from '../../test/scheduling-detail-fixtures';

/*
 * November 2026 at Phoenix: a Lunch menu of 80 eaters at $2.25 ($180.00), a soup add-on of
 * $12.00 (Lunch: $192.00, no more eaters), and a Special of 40 at $1.50 ($60.00) whose
 * chutney has no vendor cost (partial). Acme eats the Lunch, Globex the Special. The total
 * is made larger, so that its thousands are read.
 */
const ids = { lunchMenu: nextId(), specialMenu: nextId(), acme: nextId(), globex: nextId() };
const report = buildFoodCostReport({
  total: figure({ eaters: 12_000, cost: 25_200, costPerEater: 2.1, partial: true }),
  serviceLines: [
    {
      id: lineNamed('Lunch').id,
      name: 'Lunch',
      ...figure({ eaters: 80, cost: 192, costPerEater: 2.4 }),
    },
    { id: lineNamed('Special').id, name: 'Special', ...figure({ partial: true }) },
  ],
  accounts: [
    { id: ids.acme, name: 'Acme', ...figure({ eaters: 80, cost: 192, costPerEater: 2.4 }) },
    { id: ids.globex, name: 'Globex', ...figure({ partial: true }) },
  ],
  scheduledMenus: [
    {
      id: ids.lunchMenu,
      date: '2026-11-04',
      serviceLine: 'Lunch',
      name: 'Taste of India',
      ...figure({ eaters: 80, cost: 180, costPerEater: 2.25 }),
    },
    {
      id: ids.specialMenu,
      date: '2026-11-05',
      serviceLine: 'Special',
      name: 'Pesto Menu',
      ...figure({ partial: true }),
    },
  ],
  topElements: [
    { elementId: nextId(), name: 'Chicken Tikka', portions: 80, cost: 150, partial: false },
    { elementId: nextId(), name: 'Basil Pesto', portions: 40, cost: 60, partial: true },
    { elementId: nextId(), name: 'Tomato Soup', portions: 12.5, cost: 12, partial: false },
  ],
  uncosted: [
    {
      date: '2026-11-05',
      source: 'Mango Chutney (Pesto Menu, Special)',
      ingredientId: nextId(),
      ingredientName: 'Mango',
      reason: 'no vendor cost',
    },
  ],
});

const PATH = '/v1/purchasing/food-cost';
function openReport(
  answer: MockAnswer = { data: report },
  permissions = ['viewFoodCost' as const],
) {
  return openPage('/purchasing/food-cost', {
    permissions: [...permissions],
    roleName: 'Culinary',
    reference: { '/v1/markets': [phoenix], '/v1/service-lines': schedulingLines },
    handlers: { [`GET ${PATH}`]: answer },
  });
}
const lastQuery = (calls: { path: string; search: string }[]) =>
  Object.fromEntries(
    new URLSearchParams(calls.filter((call) => call.path === PATH).at(-1)?.search),
  );
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const inOrder = ['Breakfast', 'Lunch', 'Dinner', 'Snack', 'Happy Hour', 'Dessert', 'Special'];

beforeEach(() => {
  // Saturday 28 November 2026, local time: this month is 1 to 30 November.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 9, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Food Cost report', () => {
  it("asks for the person's market, this month and every line, and shows the total", async () => {
    const { calls } = openReport();
    const total = await screen.findByRole('group', { name: 'Total' });
    expect(lastQuery(calls)).toEqual({
      marketId: phoenix.id,
      from: '2026-11-01',
      to: '2026-11-30',
      serviceLineIds: inOrder.map((name) => lineNamed(name).id).join(','),
    });
    expect(within(total).getByText('Eaters: 12,000')).toBeInTheDocument();
    expect(within(total).getByText('Cost: $25,200.00')).toBeInTheDocument();
    expect(within(total).getByText('Cost per eater: $2.10')).toBeInTheDocument();
    expect(within(total).getByText('partial')).toBeInTheDocument();
  });

  it('shows eaters, cost and cost per eater per service line and per account, partial marked', async () => {
    openReport();
    const lines = await screen.findByRole('table', { name: 'By service line' });
    expect(rowTexts(lines)).toEqual([
      ['Lunch', '80', '$192.00', '$2.40'],
      ['Special', '40', '$60.00partial', '$1.50'],
    ]);
    expect(rowTexts(screen.getByRole('table', { name: 'By account' }))).toEqual([
      ['Acme', '80', '$192.00', '$2.40'],
      ['Globex', '40', '$60.00partial', '$1.50'],
    ]);
  });

  it('says what "partial" means when pointed at', async () => {
    openReport();
    const lines = await screen.findByRole('table', { name: 'By service line' });
    await userEvent.setup({ delay: null }).hover(within(lines).getByText('partial'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(FOOD_COST_TEXT.partialHint);
  });

  it('lists the most costly elements, each menu linked to its editor, and what is not costed', async () => {
    openReport();
    const top = await screen.findByRole('table', { name: 'Most costly elements' });
    expect(rowTexts(top)).toEqual([
      ['Chicken Tikka', '80', '$150.00'],
      ['Basil Pesto', '40', '$60.00partial'],
      ['Tomato Soup', '12.5', '$12.00'],
    ]);
    const menus = screen.getByRole('table', { name: 'Scheduled menus' });
    expect(rowTexts(menus)).toEqual([
      ['11/04/2026', 'Lunch', 'Taste of India', '80', '$180.00', '$2.25'],
      ['11/05/2026', 'Special', 'Pesto Menu', '40', '$60.00partial', '$1.50'],
    ]);
    expect(within(menus).getByRole('link', { name: 'Pesto Menu' })).toHaveAttribute(
      'href',
      `/scheduled-menus/${ids.specialMenu}`,
    );
    expect(rowTexts(screen.getByRole('table', { name: 'Not costed' }))).toEqual([
      ['11/05/2026', 'Mango Chutney (Pesto Menu, Special)', 'Mango', 'no vendor cost'],
    ]);
  });

  it('gives an account that only orders add-ons its cost and no cost per eater', async () => {
    const addOnsOnly = {
      id: nextId(),
      name: 'Initech',
      ...figure({ eaters: 0, cost: 12, costPerEater: null }),
    };
    openReport({ data: { ...report, accounts: [addOnsOnly] } });
    const accounts = await screen.findByRole('table', { name: 'By account' });
    expect(rowTexts(accounts)).toEqual([['Initech', '0', '$12.00', '—']]);
  });

  it('says when nothing is scheduled', async () => {
    openReport({ data: buildFoodCostReport() });
    expect(
      await screen.findByText('Nothing is scheduled for these dates and lines'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the API refused the query', async () => {
    openReport({
      status: 400,
      error: { code: 'validation', messages: [PURCHASING_MESSAGES.noServiceLines] },
    });
    expect(await screen.findByText(PURCHASING_MESSAGES.noServiceLines)).toBeInTheDocument();
    expect(screen.queryByText('This market no longer exists.')).toBeNull();
  });

  it('says a backwards range is refused, without asking for it', async () => {
    const { calls, user } = openReport();
    await screen.findByRole('group', { name: 'Total' });
    const asked = calls.length;
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    expect(await screen.findByText(PURCHASING_MESSAGES.toBeforeFrom)).toBeInTheDocument();
    expect(calls.slice(asked).some((call) => call.path === PATH)).toBe(false);
  });

  it('is in the Purchasing navigation of Culinary, who has no Order Guide', async () => {
    openReport();
    expect(await screen.findByRole('link', { name: 'Food Cost' })).toHaveAttribute(
      'href',
      '/purchasing/food-cost',
    );
    expect(screen.queryByRole('link', { name: 'Order Guide' })).toBeNull();
  });

  it('is refused to a Chef, without viewFoodCost: no link, no request', async () => {
    const { calls } = openPage('/purchasing/food-cost', {
      roleName: 'Chef',
      permissions: ['viewMenu', 'viewElement', 'viewScheduleMenu', 'editHostSurvey'],
      handlers: { [`GET ${PATH}`]: { data: report } },
    });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Food Cost' })).toBeNull();
    expect(calls.some((call) => call.path === PATH)).toBe(false);
  });
});
