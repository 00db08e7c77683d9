import { addDays, CALCULATION_MESSAGES, type Permission } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, localToday } from '../../lib/local-date';
import {
  buildAccountSummary,
  buildContainerCalculation,
  buildContainerTotal,
  buildSoupNumbers,
  fluidOunce,
  halfPan,
} from '../../test/chef-numbers-fixtures';
import { buildMarket } from '../../test/fixtures';
import type { MockAnswer } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import {
  buildPortionModifiers,
  buildScheduledMenu,
  lineNamed,
  phoenix,
  schedulingLines,
} from '../../test/scheduling-detail-fixtures';
import { CHEF_TEXTS } from './messages';

const tucson = buildMarket('Tucson');
const lunch = lineNamed('Lunch');
const DAY = `?marketId=${phoenix.id}&serviceLineId=${lunch.id}&date=2025-03-14`;

const chicken = buildContainerTotal();
const rice = buildContainerTotal({
  name: 'Basmati Rice',
  elementTypeName: 'Starch',
  container: halfPan,
  portionUnit: fluidOunce,
  portionPerContainer: 64,
  containerCount: 3,
  halfCount: 0,
  portion: 150,
  roundedPortion: 192,
});
const riceAlternative = buildContainerTotal({
  key: `${rice.scheduledElementId}:alternative`,
  scheduledElementId: rice.scheduledElementId,
  name: 'Cauliflower Rice',
  isAlternative: true,
  containerCount: 0,
  halfCount: 0,
});
const numbers = buildContainerCalculation({
  containerTotals: [chicken, rice, riceAlternative],
  accountSummaries: [
    buildAccountSummary('Acme Corp', [
      {
        key: chicken.key,
        eaters: 20,
        portionModifier: 1,
        containerCount: 1,
        halfCount: 1,
        portion: 120,
      },
      {
        key: rice.key,
        eaters: 25,
        portionModifier: 1,
        containerCount: 2,
        halfCount: 0,
        portion: 100,
      },
    ]),
    buildAccountSummary(
      'Globex',
      [
        {
          key: chicken.key,
          eaters: 5,
          portionModifier: 1,
          containerCount: 0,
          halfCount: 1,
          portion: 30,
        },
      ],
      { proteins: 5, veggies: 0 },
    ),
  ],
});

function openNumbers(
  options: {
    search?: string;
    containers?: MockAnswer;
    addOns?: MockAnswer;
    permissions?: Permission[];
    handlers?: Record<string, MockAnswer>;
  } = {},
) {
  return openPage(`/numbers/daily/chef${options.search ?? DAY}`, {
    permissions: options.permissions ?? ['viewScheduleMenu', 'editScheduleMenu'],
    reference: { '/v1/markets': [tucson, phoenix], '/v1/service-lines': schedulingLines },
    handlers: {
      'POST /v2/calculations/containers': options.containers ?? { data: numbers },
      'POST /v1/calculations/add-ons': options.addOns ?? { data: { addOns: [], summaries: [] } },
      ...options.handlers,
    },
  });
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('the Chef Daily Numbers page', { timeout: 20_000 }, () => {
  it('opens on Phoenix, Lunch and today, asks with MM/DD/YYYY and keeps the URL in step', async () => {
    const { calls, router, user } = openNumbers({ search: '' });
    expect(await screen.findByRole('heading', { name: CHEF_TEXTS.title })).toBeInTheDocument();
    await screen.findByRole('table', { name: CHEF_TEXTS.totalsCaption });
    expect(screen.getByLabelText('Market')).toHaveTextContent('Phoenix');
    expect(screen.getByLabelText('Service Line')).toHaveTextContent('Lunch');
    const body = { marketId: phoenix.id, serviceLineId: lunch.id };
    const today = localToday();
    expect(calls.find((call) => call.path === '/v2/calculations/containers')?.body).toEqual({
      ...body,
      mealDate: formatCalendarDate(today),
    });
    expect(calls.find((call) => call.path === '/v1/calculations/add-ons')?.body).toEqual({
      ...body,
      mealDate: formatCalendarDate(today),
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      ...body,
      date: today,
    });

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/v2/calculations/containers')).toHaveLength(2),
    );
    expect(router.state.location.search).toContain(`date=${addDays(today, 1)}`);
    expect(calls.at(-1)?.body).toMatchObject({ mealDate: formatCalendarDate(addDays(today, 1)) });
    expect(screen.getByRole('link', { name: CHEF_TEXTS.goToScheduledMenu })).toHaveAttribute(
      'href',
      `/scheduled-menus/${numbers.scheduledMenu.id}`,
    );
  });

  it('shows the totals and each account’s containers, halves only where the container allows them', async () => {
    openNumbers();
    const totals = await screen.findByRole('table', { name: CHEF_TEXTS.totalsCaption });
    const [, chickenRow, riceRow, alternativeRow] = rowTexts(totals);
    expect(chickenRow).toEqual([
      'Chicken Tikka',
      'Protein',
      'Full Pan',
      '6 oz',
      '120 oz',
      '30',
      '1 full, 1 half',
      '180 oz',
      '192 oz',
    ]);
    expect(riceRow?.slice(0, 7)).toEqual([
      'Basmati Rice',
      'Starch',
      'Half Pan',
      '6 fl. oz',
      '64 fl. oz',
      '30',
      '3',
    ]);
    expect(alternativeRow?.[0]).toBe('Cauliflower Rice (alternative)');

    const perAccount = screen.getByRole('table', { name: CHEF_TEXTS.accountsCaption });
    expect(rowTexts(perAccount)).toEqual([
      [
        'Account',
        'Protein',
        'Veg',
        'Chicken Tikka',
        'Basmati Rice',
        'Cauliflower Rice (alternative)',
      ],
      ['Acme Corp', '25', '5', '1 + ½', '2', '—'],
      ['Globex', '5', '0', '½', '—', '—'],
      ['Total', '30', '5', '1 + ½', '3', '—'],
    ]);
  });

  it('converts oz to lb and fl. oz to qt when showing lbs', async () => {
    const { user } = openNumbers();
    const totals = await screen.findByRole('table', { name: CHEF_TEXTS.totalsCaption });
    await user.click(screen.getByRole('button', { name: CHEF_TEXTS.showInLbs }));
    const [, chickenRow, riceRow] = rowTexts(totals);
    expect(chickenRow?.slice(3)).toEqual([
      '6 oz',
      '7.5 lb',
      '30',
      '1 full, 1 half',
      '11.3 lb',
      '12.0 lb',
    ]);
    expect(riceRow?.slice(4)).toEqual(['2.0 qt', '30', '3', '4.7 qt', '6.0 qt']);
    await user.click(screen.getByRole('button', { name: CHEF_TEXTS.showInOz }));
    expect(rowTexts(totals)[1]?.at(-1)).toBe('192 oz');
  });

  it("names a split line's share of its type's eaters, with lb in thousands", async () => {
    const club = buildContainerTotal({
      name: 'Italian Sub',
      elementTypeName: 'Sandwich',
      share: 33.34,
      portion: 19_752,
      roundedPortion: 19_752,
    });
    const { user } = openNumbers({
      containers: { data: { ...numbers, containerTotals: [club, chicken] } },
    });
    const totals = await screen.findByRole('table', { name: CHEF_TEXTS.totalsCaption });
    const [, clubRow, chickenRow] = rowTexts(totals);
    expect(clubRow?.[0]).toBe('Italian Sub33.34% of Sandwich eaters');
    expect(chickenRow?.[0]).toBe('Chicken Tikka');
    await user.click(screen.getByRole('button', { name: CHEF_TEXTS.showInLbs }));
    expect(rowTexts(totals)[1]?.at(-1)).toBe('1,234.5 lb');
  });

  it('asks the PDF of the day in the chosen unit, and says when it could not be made', async () => {
    const { calls, user } = openNumbers({
      handlers: {
        'POST /v1/pdf/chefnumbers': {
          status: 500,
          error: { code: 'internal', messages: ['Boom'] },
        },
      },
    });
    await screen.findByRole('table', { name: CHEF_TEXTS.totalsCaption });
    await user.click(screen.getByRole('button', { name: CHEF_TEXTS.showInLbs }));
    await user.click(screen.getByRole('button', { name: CHEF_TEXTS.downloadPdf }));
    expect(await screen.findByText(CHEF_TEXTS.pdfFailed)).toBeInTheDocument();
    const asked = calls.find((call) => call.path === '/v1/pdf/chefnumbers');
    expect(asked?.body).toMatchObject({ units: 'lbs', mealDate: '03/14/2025' });
  });

  it('says there is no data when no menu is scheduled, with a way to schedule one', async () => {
    openNumbers({
      containers: { status: 404, error: { code: '1000', messages: [CALCULATION_MESSAGES.noData] } },
    });
    expect(await screen.findByText(CHEF_TEXTS.noData)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHEF_TEXTS.scheduleOne })).toHaveAttribute(
      'href',
      `/markets/${phoenix.id}/scheduling-detail/2025-03-14`,
    );
    expect(screen.getByRole('button', { name: CHEF_TEXTS.portionModifiers })).toBeDisabled();
  });

  it('shows the calculation error and warnings, and the empty text without accounts', async () => {
    const warning = CALCULATION_MESSAGES.someElementsMissing(['Naan']);
    openNumbers({
      containers: {
        data: buildContainerCalculation({
          error: CALCULATION_MESSAGES.noElements,
          warnings: [warning],
        }),
      },
    });
    expect(await screen.findByText(CALCULATION_MESSAGES.noElements)).toBeInTheDocument();
    expect(screen.getByText(warning)).toBeInTheDocument();
    expect(screen.getByText(CHEF_TEXTS.noCalculations)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the add-on service per slot and per account', async () => {
    openNumbers({
      addOns: {
        data: buildSoupNumbers([
          ['Acme Corp', [10, 0]],
          ['Globex', [4, 6]],
        ]),
      },
    });
    const soup = await screen.findByRole('table', { name: 'Soup add-on' });
    expect(rowTexts(soup)).toEqual([
      ['Slot', 'Element', 'Quantity', 'Acme Corp', 'Globex'],
      ['Soup 1', 'Tomato Bisque', '14', '10', '4'],
      ['Soup 2', CHEF_TEXTS.addOnSlotEmpty, '6', '—', '6'],
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the day has no such add-on scheduled, and who ordered one without quantities', async () => {
    const numbers = buildSoupNumbers([
      ['Acme Corp', [1200, 600]],
      ['Globex', [0, 0]],
    ]);
    const [soup] = numbers.addOns;
    openNumbers({
      addOns: {
        data: {
          ...numbers,
          addOns: [
            {
              ...soup!,
              scheduledAddOnId: null,
              slots: soup!.slots.map((slot) => ({ ...slot, elementName: null })),
            },
          ],
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Soup add-on' });
    expect(rowTexts(table)).toEqual([
      ['Slot', 'Element', 'Quantity', 'Acme Corp', 'Globex'],
      ['Soup 1', CHEF_TEXTS.addOnNotScheduled('Soup'), '1,200', '1,200', '—'],
      ['Soup 2', CHEF_TEXTS.addOnNotScheduled('Soup'), '600', '600', '—'],
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      CHEF_TEXTS.addOnWithoutQuantities('Soup', ['Globex']),
    );
  });

  it('says when no add-ons are ordered, and leaves the add-ons out of a Snack', async () => {
    const { router, user } = openNumbers();
    expect(await screen.findByText(CHEF_TEXTS.noAddOns)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Service Line'));
    await user.click(await screen.findByRole('option', { name: 'Snack' }));
    await waitFor(() =>
      expect(router.state.location.search).toContain(`serviceLineId=${lineNamed('Snack').id}`),
    );
    expect(screen.queryByText(CHEF_TEXTS.noAddOns)).not.toBeInTheDocument();
  });

  it('counts again after the portion modifiers are saved', async () => {
    const menu = buildScheduledMenu('Lunch', '2025-03-14', {}, [{ name: 'Rice' }]);
    const modifiers = buildPortionModifiers(menu, ['Acme Corp']);
    const { calls, user } = openNumbers({
      containers: {
        data: { ...numbers, scheduledMenu: { id: menu.id, name: menu.name, isLocked: false } },
      },
      handlers: {
        [`GET /v1/portion-modifiers/scheduled-menus/${menu.id}`]: { data: modifiers },
        [`PUT /v1/portion-modifiers/scheduled-elements/${modifiers.elements[0]?.id}`]: {
          data: modifiers,
        },
      },
    });
    await screen.findByRole('table', { name: CHEF_TEXTS.totalsCaption });
    await user.click(screen.getByRole('button', { name: CHEF_TEXTS.portionModifiers }));
    const field = await screen.findByLabelText('Rice for Acme Corp');
    await user.clear(field);
    await user.type(field, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/v2/calculations/containers')).toHaveLength(2),
    );
  });

  it('tells a user without the scheduling view permission and asks nothing', async () => {
    const { calls } = openNumbers({ permissions: ['viewMenu'] });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/v2/calculations'))).toBe(false);
  });
});
