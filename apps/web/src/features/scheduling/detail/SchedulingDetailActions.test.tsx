import { SCHEDULED_MENU_MESSAGES } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMenu, menuListItem } from '../../../test/menu-fixtures';
import {
  buildPortionModifiers,
  buildScheduledAddOn,
  buildScheduledMenu,
  lineNamed,
  phoenix,
  soupType,
} from '../../../test/scheduling-detail-fixtures';
import { DATE, openDetail } from '../../../test/scheduling-detail-page';
import { PORTION_MODIFIER_TEXTS } from '../../portion-modifiers';
import { DETAIL_MESSAGES } from './messages';

const sectionOf = (line: string) => screen.getByRole('region', { name: line });

describe('scheduling from the daily view', { timeout: 30_000 }, () => {
  it('schedules a picked menu on the line and date, searching 30 at a time', async () => {
    const master = buildMenu({ name: 'Fiesta Bowl' });
    const { calls, user } = openDetail({
      handlers: {
        'GET /v1/menus': { data: [menuListItem(master)], meta: { count: 1 } },
        'POST /v1/scheduled-menus': { data: buildScheduledMenu('Dinner', DATE) },
      },
    });
    await screen.findByRole('region', { name: 'Dinner' });
    await user.click(within(sectionOf('Dinner')).getByRole('button', { name: 'Schedule One' }));
    await user.click(await screen.findByRole('button', { name: /Fiesta Bowl/ }));
    expect(await screen.findByText(DETAIL_MESSAGES.scheduled)).toBeInTheDocument();
    const search = calls.find((call) => call.path === '/v1/menus');
    expect(new URLSearchParams(search?.search).get('perPage')).toBe('30');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      originalMenuId: master.id,
      marketId: phoenix.id,
      serviceLineId: lineNamed('Dinner').id,
      date: '03/14/2025',
    });
  });

  it('shows the conflict the server reports', async () => {
    const taken = SCHEDULED_MENU_MESSAGES.slotTaken;
    const master = buildMenu({ name: 'Fiesta Bowl' });
    const { user } = openDetail({
      handlers: {
        'GET /v1/menus': { data: [menuListItem(master)], meta: { count: 1 } },
        'POST /v1/scheduled-menus': {
          status: 409,
          error: { code: 'conflict', messages: [taken] },
        },
      },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Schedule One' }))[0]!);
    await user.click(await screen.findByRole('button', { name: /Fiesta Bowl/ }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
  });

  it('refuses an invalid portion modifier and sends nothing', async () => {
    const menu = buildScheduledMenu('Lunch', DATE, {}, [{ name: 'Rice' }, { name: 'Naan' }]);
    const modifiers = buildPortionModifiers(menu, ['Acme Corp']);
    const { calls, user } = openDetail({
      menus: [menu],
      handlers: {
        [`GET /v1/portion-modifiers/scheduled-menus/${menu.id}`]: { data: modifiers },
        ...Object.fromEntries(
          modifiers.elements.map((element) => [
            `PUT /v1/portion-modifiers/scheduled-elements/${element.id}`,
            // The API answers the menu's modifiers as they now are (unread by the dialog).
            { data: modifiers },
          ]),
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Portion Modifiers' }));
    const rice = await screen.findByLabelText('Rice for Acme Corp');
    expect(rice).toHaveValue('1');
    expect(screen.getAllByText('Default')).toHaveLength(2);
    await user.clear(rice);
    await user.type(rice, '1.5.2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The portion modifier "1.5.2" for Rice for Acme Corp is not a valid value.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(rice);
    await user.type(rice, '1.25');
    await user.clear(screen.getByLabelText('Naan for Acme Corp'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PORTION_MODIFIER_TEXTS.modifiersSaved)).toBeInTheDocument();
    const [account] = modifiers.accounts;
    expect(calls.filter((call) => call.method === 'PUT')).toMatchObject([
      {
        path: `/v1/portion-modifiers/scheduled-elements/${modifiers.elements[0]?.id}`,
        body: { portionModifiers: [{ accountId: account?.id, portionModifier: 1.25 }] },
      },
      {
        path: `/v1/portion-modifiers/scheduled-elements/${modifiers.elements[1]?.id}`,
        body: { portionModifiers: [{ accountId: account?.id, portionModifier: null }] },
      },
    ]);
  });

  it('offers add-ons on Breakfast, Lunch and Dinner; Add One opens a new one, writing nothing', async () => {
    const soup = buildScheduledAddOn(soupType, 'Lunch', DATE, ['Tomato Bisque']);
    const { calls, user, router } = openDetail({ addOns: [soup] });
    await screen.findByText('Tomato Bisque');
    for (const line of ['Breakfast', 'Lunch', 'Dinner']) {
      expect(within(sectionOf(line)).getByRole('heading', { name: 'Add-ons' })).toBeVisible();
    }
    for (const line of ['Snack', 'Happy Hour', 'Dessert', 'Special']) {
      expect(within(sectionOf(line)).queryByRole('heading', { name: 'Add-ons' })).toBeNull();
      expect(within(sectionOf(line)).getByRole('button', { name: 'Schedule One' })).toBeVisible();
    }
    const lunch = sectionOf('Lunch');
    expect(within(lunch).getByRole('link', { name: 'Edit Add On' })).toHaveAttribute(
      'href',
      `/scheduled-add-ons/${soup.id}`,
    );
    expect(within(lunch).getByRole('button', { name: 'Add Another' })).toBeInTheDocument();

    await user.click(within(sectionOf('Breakfast')).getByRole('button', { name: 'Add One' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Breakfast Add-on' });
    expect(within(dialog).getByRole('combobox', { name: 'Add-on type' })).toHaveTextContent('Soup');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scheduled-add-ons/new'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      marketId: phoenix.id,
      serviceLineId: lineNamed('Breakfast').id,
      date: DATE,
      addOnTypeId: soupType.id,
    });
    // Issue #24, point 3: nothing is scheduled until the new add-on's first slot is saved.
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
