import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildConsumerDetails,
  buildScheduledMenu,
  phoenix,
} from '../../../test/scheduling-detail-fixtures';
import { DATE, openDetail } from '../../../test/scheduling-detail-page';
import { DETAIL_MESSAGES } from './messages';

const lunch = buildScheduledMenu('Lunch', DATE, { name: 'Taste of India' }, [
  { name: 'Chicken Tikka', labelName: 'Tikka Masala', elementTypeName: 'Protein' },
  { name: 'Basmati Rice', elementTypeName: 'Starch' },
]);
const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the scheduling detail page', { timeout: 30_000 }, () => {
  it('shows the spec lines in order with the menu card and its headcounts', async () => {
    const { calls } = openDetail({ menus: [lunch] });
    expect(
      await screen.findByRole('heading', { name: 'Friday, March 14, 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByText(phoenix.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to calendar' })).toHaveAttribute(
      'href',
      `/markets/${phoenix.id}/scheduling/3/2025`,
    );
    await screen.findByText('Total headcount: 40');
    // Every line the calendar shows has its section, Dessert and Special after the spec's five.
    expect(sectionHeadings()).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snack',
      'Happy Hour',
      'Dessert',
      'Special',
    ]);
    const card = screen.getByRole('article', { name: 'Taste of India' });
    expect(within(card).getByText('Without accommodations: 35')).toBeInTheDocument();
    expect(within(card).getByText('With accommodations: 5')).toBeInTheDocument();
    expect(within(card).getByText('Tikka Masala')).toBeInTheDocument();
    expect(within(card).getByText('Indian')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Flow' })).toHaveAttribute(
      'href',
      `/scheduled-menus/${lunch.id}/host-flow`,
    );
    const list = calls.find((call) => call.path === '/v1/scheduled-menus');
    expect(Object.fromEntries(new URLSearchParams(list?.search))).toEqual({
      marketId: phoenix.id,
      month: '3',
      year: '2025',
      day: '14',
    });
  });

  it('hides the write buttons from a user who may only view, who sees the statistics', async () => {
    const { user } = openDetail({
      menus: [lunch],
      permissions: ['viewScheduleMenu'],
      features: { chefSurvey: true },
    });
    await screen.findByText('Total headcount: 40');
    expect(screen.getByRole('button', { name: 'Complete Chef Survey' })).toBeInTheDocument();
    for (const name of ['Edit Menu', 'Edit Flow']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    for (const name of ['Unschedule', 'Schedule One', 'Add One']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'More actions for Taste of India' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Menu Statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu Statistics: Taste of India' });
    const byType = within(dialog).getByRole('table', { name: 'Elements by type' });
    expect(
      within(byType)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Protein1', 'Starch1']);
    expect(within(dialog).getByRole('row', { name: 'Services 2' })).toBeInTheDocument();
  });

  it('unschedules only after the confirmation', async () => {
    const { calls, user } = openDetail({
      menus: [lunch],
      handlers: { [`DELETE /v1/scheduled-menus/${lunch.id}`]: { data: { id: lunch.id } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Unschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unschedule Menu' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Unschedule' }));
    expect(await screen.findByText(DETAIL_MESSAGES.unscheduled)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/v1/scheduled-menus/${lunch.id}`,
    ]);
  });

  it('shows the server refusal of a locked menu', async () => {
    const locked = 'This scheduled menu is older than 2 days and cannot be edited.';
    const { user } = openDetail({
      menus: [lunch],
      handlers: {
        [`DELETE /v1/scheduled-menus/${lunch.id}`]: {
          status: 403,
          error: { code: 'locked', messages: [locked] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Unschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unschedule Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Unschedule' }));
    expect(await screen.findByText(locked)).toBeInTheDocument();
  });

  it('lists the accounts and totals in More Details', async () => {
    const { user } = openDetail({
      menus: [lunch],
      handlers: {
        [`GET /v1/scheduled-menus/${lunch.id}/consumer-details`]: {
          data: [
            buildConsumerDetails('Acme Corp'),
            buildConsumerDetails('Globex', {
              eaters: 10,
              headcountA: 0,
              headcountNoA: 10,
              accommodationSummary: '',
            }),
          ],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'More Details' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Detailed Headcount and Accommodations',
    });
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AccountEatersDietaryWithout AccommodationsWith AccommodationsAccommodations',
      'Acme Corp204173' + '2 gluten free, 1 nut allergy',
      'Globex104100—',
      'Total30827' + '3',
    ]);
  });

  it('says so when the date in the address is not a date', async () => {
    openDetail({ date: '2025-02-30' });
    expect(await screen.findByText(DETAIL_MESSAGES.invalidDate('2025-02-30'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2 })).toBeNull());
  });
});
