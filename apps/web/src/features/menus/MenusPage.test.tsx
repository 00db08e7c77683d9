import { MENU_MESSAGES, type Permission } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { named } from '../../test/catalogue-fixtures';
import { buildMenu, menuListItem } from '../../test/menu-fixtures';
import { chooseOption, openPage } from '../../test/open-page';

const standard = named('standard');
const premium = named('premium');
const fresh = named('Fresh Table');
const indian = named('Indian');
const menu = buildMenu({
  name: 'Taste of India',
  menuElementClassId: standard.id,
  brandId: fresh.id,
  cuisineTypeId: indian.id,
});
const row = menuListItem(menu, {
  brandName: fresh.name,
  cuisineTypeName: indian.name,
  serviceLineNames: ['Lunch', 'Dinner'],
  elementCount: 6,
});

function openMenus(permissions: Permission[] = ['viewMenu', 'addMenu', 'editMenu']) {
  return openPage('/menus', {
    permissions,
    reference: {
      '/v1/menu-element-classes': [standard, premium],
      '/v1/brands': [fresh],
      '/v1/cuisine-types': [indian],
    },
    handlers: {
      // More than one page of 25, so a filter has a page to go back from.
      'GET /v1/menus': { data: [row], meta: { count: 60 } },
      'POST /v1/menus/copy': {
        status: 409,
        error: { code: 'conflict', messages: ['No free tag'] },
      },
    },
  });
}

const lastListQuery = (calls: { path: string; search: string }[]) =>
  new URLSearchParams(calls.filter((call) => call.path === '/v1/menus').at(-1)?.search);

describe('the menu list', { timeout: 30_000 }, () => {
  it('shows name, tag, cuisine, brand, service lines and element count', async () => {
    openMenus();
    const link = await screen.findByRole('link', { name: 'Taste of India' });
    expect(link).toHaveAttribute('href', `/menus/${menu.id}`);
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Taste of India',
      'standard',
      'Indian',
      'Fresh Table',
      'Lunch, Dinner',
      '6',
    ]);
    expect(screen.getByRole('link', { name: 'Add Menu' })).toHaveAttribute('href', '/menus/new');
  });

  it('sends the brand, tag and cuisine filters and goes back to page 1', async () => {
    const { calls, user } = openMenus();
    await screen.findByRole('link', { name: 'Taste of India' });
    expect(lastListQuery(calls).get('perPage')).toBe('25');

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastListQuery(calls).get('page')).toBe('2'));

    await chooseOption(user, 'Filter by brand', 'Fresh Table');
    await waitFor(() => expect(lastListQuery(calls).get('brand')).toBe(fresh.id));
    expect(lastListQuery(calls).get('page')).toBe('1');
    await chooseOption(user, 'Filter by tag', 'premium');
    await waitFor(() => expect(lastListQuery(calls).get('class')).toBe(premium.id));
    await chooseOption(user, 'Filter by cuisine', 'Indian');
    await waitFor(() => expect(lastListQuery(calls).get('cuisine')).toBe(indian.id));
    const query = lastListQuery(calls);
    expect([query.get('brand'), query.get('class'), query.get('page')]).toEqual([
      fresh.id,
      premium.id,
      '1',
    ]);

    // "All" takes the filter off again.
    await chooseOption(user, 'Filter by brand', 'All');
    await waitFor(() => expect(lastListQuery(calls).has('brand')).toBe(false));
  });

  it('says when there is no free tag to copy into', async () => {
    const { calls, user } = openMenus();
    await user.click(await screen.findByRole('button', { name: 'Actions for Taste of India' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy & create for another tag' }));
    expect(await screen.findByText(MENU_MESSAGES.noFreeTag)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/menus/copy')?.body).toEqual({
      id: menu.id,
      mode: 'tag',
    });
  });

  it('offers neither adding nor copying without addMenu', async () => {
    const { user } = openMenus(['viewMenu']);
    await user.click(await screen.findByRole('button', { name: 'Actions for Taste of India' }));
    for (const name of ['Copy & create for another tag', 'Copy & create new menu']) {
      expect(screen.getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByRole('menuitem', { name: 'Update' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('link', { name: 'Add Menu' })).toBeNull();
  });
});
