import { ELEMENT_MESSAGES, type ElementListItem, type Permission } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildElement, named } from '../../test/catalogue-fixtures';
import { chooseOption, openPage } from '../../test/open-page';

const classic = named('Classic');
const vegan = named('Vegan');
const element = buildElement({
  name: 'Rice Pilaf',
  menuElementClassId: classic.id,
  menuElementClassName: classic.name,
  allergenNames: ['Milk', 'Wheat'],
  servingTemp: 'HOT',
});
const row: ElementListItem = {
  id: element.id,
  name: element.name,
  menuElementClassId: element.menuElementClassId,
  menuElementClassName: element.menuElementClassName,
  elementTypeId: null,
  elementTypeName: 'Starch',
  allergenNames: element.allergenNames,
  servingTemp: element.servingTemp,
  updatedAt: element.updatedAt,
};

function openElements(permissions: Permission[] = ['viewElement', 'addElement']) {
  return openPage('/elements', {
    permissions,
    reference: { '/v1/menu-element-classes': [classic, vegan] },
    handlers: {
      'GET /v1/elements': { data: [row], meta: { count: 1 } },
      'POST /v1/elements/copy': {
        status: 409,
        error: { code: 'conflict', messages: [ELEMENT_MESSAGES.noFreeTag] },
      },
    },
  });
}

describe('the element list', { timeout: 30_000 }, () => {
  it('shows name, tag, type, allergens and serving temperature, and filters by tag', async () => {
    const { calls, user } = openElements();
    const link = await screen.findByRole('link', { name: 'Rice Pilaf' });
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      'Rice Pilaf',
      'Classic',
      'Starch',
      'Milk, Wheat',
      'HOT',
    ]);
    expect(screen.getByRole('link', { name: 'Add Element' })).toHaveAttribute(
      'href',
      '/elements/new',
    );

    await chooseOption(user, 'Filter by tag', 'Vegan');
    await waitFor(() =>
      expect(calls.some((call) => call.search.includes(`class=${vegan.id}`))).toBe(true),
    );
  });

  it('says when there is no free tag to copy into', async () => {
    const { user } = openElements();
    await user.click(await screen.findByRole('button', { name: 'Actions for Rice Pilaf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy & create for another tag' }));
    expect(await screen.findByText(ELEMENT_MESSAGES.noFreeTag)).toBeInTheDocument();
  });

  it('offers neither adding nor copying without addElement', async () => {
    const { user } = openElements(['viewElement']);
    await user.click(await screen.findByRole('button', { name: 'Actions for Rice Pilaf' }));
    expect(screen.getByRole('menuitem', { name: 'Copy & create new element' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('link', { name: 'Add Element' })).toBeNull();
  });
});
