import { INGREDIENT_MESSAGES, STALE_MESSAGE } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildIngredient,
  ingredientListItem,
  named,
  portionUnits,
} from '../../test/catalogue-fixtures';
import type { MockAnswer, MockHandler } from '../../test/mock-api';
import { CATALOGUE_PERMISSIONS, chooseOption as choose, openPage } from '../../test/open-page';

const sysco = named('Sysco');
const usFoods = named('US Foods');
const cream = buildIngredient({
  name: 'Heavy Cream',
  costPerUnit: 0.1234,
  elementCount: 2,
  vendors: [
    {
      preference: 1,
      vendorId: sysco.id,
      vendorName: sysco.name,
      productId: 'SY-1',
      unitsPerCase: 64,
      costPerCase: 7.9,
      expDays: 10,
      leadTime: 2,
    },
  ],
});
const path = `/ingredients/${cream.id}`;

function openIngredient(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  permissions = CATALOGUE_PERMISSIONS,
) {
  return openPage(path, {
    permissions,
    reference: { '/v1/portion-units': portionUnits, '/v1/vendors': [sysco, usFoods] },
    handlers: {
      'GET /v1/ingredients': { data: [ingredientListItem(cream)], meta: { count: 1 } },
      [`GET /v1/ingredients/${cream.id}`]: { data: cream },
      ...handlers,
    },
  });
}

describe('the ingredient editor', { timeout: 30_000 }, () => {
  it('shows the saved vendor and the cost per unit', async () => {
    openIngredient();
    expect(await screen.findByRole('heading', { name: 'Heavy Cream' })).toBeInTheDocument();
    expect(screen.getByText(/Cost per unit: \$0\.1234 \/ oz/)).toBeInTheDocument();
    expect(screen.getByLabelText('Vendor 1')).toHaveTextContent('Sysco');
    expect(screen.getByLabelText('Units per case 1')).toHaveValue(64);
    expect(screen.getByLabelText('Cost per case 1')).toHaveValue(7.9);
  });

  it('reports an out-of-date update', async () => {
    const { calls, user } = openIngredient({
      [`PUT /v1/ingredients/${cream.id}`]: {
        status: 409,
        error: { code: 'stale', messages: [STALE_MESSAGE] },
      },
    });
    await user.type(await screen.findByLabelText('Name'), ' (fresh)');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findAllByText(STALE_MESSAGE)).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Heavy Cream (fresh)',
      updatedAt: cream.updatedAt,
      vendors: [{ vendorId: sysco.id, productId: 'SY-1', unitsPerCase: 64, costPerCase: 7.9 }],
    });
  });

  it('removes a second vendor with its figures when None is chosen for it', async () => {
    const withTwo = buildIngredient({
      ...cream,
      vendors: [
        ...cream.vendors,
        {
          preference: 2,
          vendorId: usFoods.id,
          vendorName: usFoods.name,
          productId: 'USF-9',
          unitsPerCase: 32,
          costPerCase: 5,
          expDays: null,
          leadTime: null,
        },
      ],
    });
    const { calls, user } = openIngredient({
      [`GET /v1/ingredients/${cream.id}`]: { data: withTwo },
      [`PUT /v1/ingredients/${cream.id}`]: { data: cream },
    });
    expect(await screen.findByLabelText('Item ID 2')).toHaveValue('USF-9');
    await choose(user, 'Vendor 2', 'None');
    expect(screen.getByLabelText('Item ID 2')).toHaveValue('');
    expect(screen.getByLabelText('Units per case 2')).toHaveValue(null);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      vendors: [{ vendorId: sysco.id, productId: 'SY-1' }],
    });
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { router, user } = openIngredient({
      [`DELETE /v1/ingredients/${cream.id}`]: { data: { id: cream.id } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete ingredient' }));
    const dialog = await screen.findByRole('dialog', { name: INGREDIENT_MESSAGES.confirmDelete });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(INGREDIENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients'));
  });

  it("shows the server's reason when elements still use it", async () => {
    const inUse = INGREDIENT_MESSAGES.inUse(2);
    const { user } = openIngredient({
      [`DELETE /v1/ingredients/${cream.id}`]: {
        status: 409,
        error: { code: 'conflict', messages: [inUse] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete ingredient' }));
    const dialog = await screen.findByRole('dialog', { name: INGREDIENT_MESSAGES.confirmDelete });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(inUse)).toBeInTheDocument();
  });

  it('is read-only without editElement, and has no delete without removeElement', async () => {
    openIngredient({}, ['viewElement']);
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete ingredient' })).toBeNull();
  });
});

describe('the ingredient list', { timeout: 30_000 }, () => {
  it('shows the cost per unit and opens a row', async () => {
    const { router, user } = openPage('/ingredients', {
      handlers: {
        'GET /v1/ingredients': {
          data: [
            ingredientListItem(cream),
            ingredientListItem(buildIngredient({ name: 'Salt', costPerUnit: null })),
          ],
          meta: { count: 2 },
        },
      },
    });
    const salt = (await screen.findByRole('link', { name: 'Salt' })).closest('tr') as HTMLElement;
    expect(within(salt).getAllByRole('cell').at(-1)).toHaveTextContent('—');
    const creamRow = screen.getByRole('link', { name: 'Heavy Cream' }).closest('tr') as HTMLElement;
    expect(within(creamRow).getByText('$0.1234')).toBeInTheDocument();
    await user.click(within(creamRow).getByText('Dairy'));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });
});
