import type { MenuListItem } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMenu, menuListItem } from '../../../test/menu-fixtures';
import { lineNamed } from '../../../test/scheduling-detail-fixtures';
import { openDetail } from '../../../test/scheduling-detail-page';

/** A master menu as the list answers it, ranked for Dinner or not. */
const listed = (
  name: string,
  serviceLineNames: string[],
  more: Partial<MenuListItem> = {},
): MenuListItem =>
  menuListItem(buildMenu({ name }), {
    serviceLineNames,
    matchesServiceLine: serviceLineNames.includes('Dinner'),
    menuElementClassName: 'standard',
    cuisineTypeName: 'American',
    ...more,
  });

// What the server answers for Dinner: its menus first, then the others (it ranks them).
const RANKED = [
  listed('Bistro Supper Plate', ['Dinner'], {
    menuElementClassName: 'premium',
    cuisineTypeName: 'French',
  }),
  listed('Curry Night', ['Lunch', 'Dinner'], { cuisineTypeName: null }),
  listed('Alpine Breakfast Plate', ['Breakfast']),
  listed('Untagged Buffet', []),
];

function openPicker() {
  const page = openDetail({
    handlers: {
      'GET /v1/menus': ({ url }) => {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const rows = RANKED.filter((menu) => menu.name.toLowerCase().includes(q));
        return { data: rows, meta: { count: rows.length } };
      },
    },
  });
  return page;
}

const results = () => screen.getByRole('list', { name: 'Menus found' });
const menuButtons = () => within(results()).getAllByRole('button');
/** The menu names in the order shown: each button's text up to its facts. */
const menuNames = () => menuButtons().map((button) => button.textContent?.split('Tag:')[0]);

describe("Schedule One's menu picker", { timeout: 30_000 }, () => {
  it("lists the line's menus first and marks the others, with their tag, cuisine and lines", async () => {
    const { calls, user } = openPicker();
    const dinner = await screen.findByRole('region', { name: 'Dinner' });
    await user.click(within(dinner).getByRole('button', { name: 'Schedule One' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Dinner Menu' });
    await within(dialog).findByRole('button', { name: /Bistro Supper Plate/ });

    const search = new URLSearchParams(calls.find((call) => call.path === '/v1/menus')?.search);
    expect(search.get('serviceLine')).toBe(lineNamed('Dinner').id);

    expect(menuButtons().map((button) => button.textContent)).toEqual([
      'Bistro Supper PlateTag: premium · Cuisine: French · Service lines: Dinner',
      'Curry NightTag: standard · Cuisine: none · Service lines: Lunch, Dinner',
      'Alpine Breakfast PlateTag: standard · Cuisine: American · Service lines: BreakfastNot tagged for Dinner',
      'Untagged BuffetTag: standard · Cuisine: American · Service lines: noneNot tagged for Dinner',
    ]);
    // The mark is part of each button's name, which is what a screen reader announces.
    expect(
      within(results()).getByRole('button', {
        name: /Alpine Breakfast Plate.*Not tagged for Dinner/,
      }),
    ).toBeInTheDocument();
    expect(
      within(results()).queryByRole('button', { name: /Curry Night.*Not tagged/ }),
    ).not.toBeInTheDocument();
    const headings = within(results())
      .getAllByRole('listitem')
      .filter((item) => ['Dinner menus', 'Other menus'].includes(item.textContent ?? ''));
    expect(headings.map((item) => item.textContent)).toEqual(['Dinner menus', 'Other menus']);
  });

  it("searches every menu, not only the line's, keeping the ranking", async () => {
    const { calls, user } = openPicker();
    const dinner = await screen.findByRole('region', { name: 'Dinner' });
    await user.click(within(dinner).getByRole('button', { name: 'Schedule One' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search menus' }), 'plate');
    await waitFor(() => expect(menuButtons()).toHaveLength(2));
    expect(menuNames()).toEqual(['Bistro Supper Plate', 'Alpine Breakfast Plate']);
    const last = new URLSearchParams(
      calls.filter((call) => call.path === '/v1/menus').at(-1)?.search,
    );
    expect(last.get('q')).toBe('plate');
    expect(last.get('serviceLine')).toBe(lineNamed('Dinner').id);
  });

  it('says so when no menu found is tagged for the line', async () => {
    const { user } = openPicker();
    const dinner = await screen.findByRole('region', { name: 'Dinner' });
    await user.click(within(dinner).getByRole('button', { name: 'Schedule One' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search menus' }), 'buffet');
    await waitFor(() => expect(menuButtons()).toHaveLength(1));
    expect(screen.getByText('None of these menus is tagged for Dinner.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Untagged Buffet.*Not tagged for Dinner/ }),
    ).toBeInTheDocument();
  });
});
