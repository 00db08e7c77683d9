import { COPY_SUFFIX, ELEMENT_MESSAGES } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildElement,
  buildIngredient,
  ingredientListItem,
  named,
  ounce,
  portionUnits,
} from '../../test/catalogue-fixtures';
import type { MockAnswer, MockHandler } from '../../test/mock-api';
import { chooseOption, openPage } from '../../test/open-page';
import { MISSING_UNIT_LABEL } from './ElementIngredientsTable';

const classic = named('Classic');
const vegan = named('Vegan');
const cream = buildIngredient({ name: 'Heavy Cream' });
const butter = buildIngredient({ name: 'Butter', portionUnitId: ounce.id });
const element = buildElement({
  name: 'Alfredo Sauce',
  menuElementClassId: classic.id,
  menuElementClassName: classic.name,
  ingredientObjs: [
    { ingredientId: cream.id, name: cream.name, amount: 2, portionUnitId: null },
    { ingredientId: butter.id, name: butter.name, amount: 1, portionUnitId: ounce.id },
  ],
  menus: [{ id: '00000000-0000-4000-8000-0000000000aa', name: 'Pasta Night' }],
  costing: {
    costPerPortion: 1.1375,
    lines: [
      { ingredientId: cream.id, name: cream.name, cost: null, problem: 'no vendor cost' },
      { ingredientId: butter.id, name: butter.name, cost: 1.1375, problem: null },
    ],
    uncosted: [cream.name],
  },
});
const elementPath = `/elements/${element.id}`;

function openElement(handlers: Record<string, MockHandler | MockAnswer> = {}) {
  return openPage(elementPath, {
    reference: { '/v1/menu-element-classes': [classic, vegan], '/v1/portion-units': portionUnits },
    handlers: { [`GET /v1/elements/${element.id}`]: { data: element }, ...handlers },
  });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('the element editor', { timeout: 30_000 }, () => {
  it('marks an ingredient amount that has no unit', async () => {
    const { user } = openElement({
      'GET /v1/ingredients': { data: [ingredientListItem(buildIngredient({ name: 'Parmesan' }))] },
    });
    await screen.findByRole('heading', { name: 'Alfredo Sauce' });
    expect(within(rowOf('Heavy Cream')).getByText(MISSING_UNIT_LABEL)).toBeInTheDocument();
    expect(within(rowOf('Butter')).queryByText(MISSING_UNIT_LABEL)).toBeNull();

    // A picked ingredient comes with its own unit; taking the unit away shows the marker.
    await user.type(screen.getByLabelText('Search ingredients'), 'Parm');
    await user.click(await screen.findByRole('option', { name: 'Parmesan' }));
    const parmesan = rowOf('Parmesan');
    expect(within(parmesan).getByLabelText('Amount')).toHaveValue(null);
    expect(within(parmesan).queryByText(MISSING_UNIT_LABEL)).toBeNull();
    await user.click(within(parmesan).getByLabelText('Unit'));
    await user.click(await screen.findByRole('option', { name: 'None' }));
    expect(within(rowOf('Parmesan')).getByText(MISSING_UNIT_LABEL)).toBeInTheDocument();
  });

  it('searches 15 ingredients at a time', async () => {
    const { calls, user } = openElement({ 'GET /v1/ingredients': { data: [] } });
    await user.type(await screen.findByLabelText('Search ingredients'), 'cream');
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/v1/ingredients' && call.search.includes('q=cream')),
      ).toBe(true),
    );
    const search = calls.find((call) => call.search.includes('q=cream'));
    expect(new URLSearchParams(search?.search).get('perPage')).toBe('15');
  });

  it('shows the cost per portion, what is left out, and the menus', async () => {
    openElement();
    expect(await screen.findByText('Cost per portion $1.14')).toBeInTheDocument();
    expect(screen.getByText('Heavy Cream — no vendor cost')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pasta Night' })).toHaveAttribute(
      'href',
      '/menus/00000000-0000-4000-8000-0000000000aa',
    );
  });

  it('says before a delete that menus still use the element, and disables Delete', async () => {
    openElement();
    expect(
      await screen.findByText(`${ELEMENT_MESSAGES.inMenus(1)} See Menus below.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete element' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Pasta Night' })).toBeInTheDocument();
  });

  it("shows the server's reason when a menu took the element after it was read", async () => {
    const unused = { ...element, menus: [] };
    const inMenus = ELEMENT_MESSAGES.inMenus(1);
    const { user } = openElement({
      [`GET /v1/elements/${element.id}`]: { data: unused },
      [`DELETE /v1/elements/${element.id}`]: {
        status: 409,
        error: { code: 'conflict', messages: [inMenus] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete element' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Element Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(inMenus)).toBeInTheDocument();
  });

  it('opens the copy after "Copy & create new element"', async () => {
    const copy = buildElement({
      ...element,
      id: buildIngredient().id,
      name: `Alfredo Sauce${COPY_SUFFIX}`,
    });
    const { calls, router, user } = openElement({
      'POST /v1/elements/copy': { status: 201, data: copy },
      [`GET /v1/elements/${copy.id}`]: { data: copy },
    });
    await user.click(await screen.findByRole('button', { name: 'More update options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy & create new element' }));

    expect(await screen.findByRole('heading', { name: copy.name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/elements/${copy.id}`);
    expect(calls.find((call) => call.path === '/v1/elements/copy')?.body).toEqual({
      id: element.id,
      mode: 'new',
    });
  });

  it('offers no copy for another tag when the name has every tag', async () => {
    const { user } = openElement({
      [`GET /v1/menu-element-classes/element/${encodeURIComponent(element.name)}`]: {
        data: [classic, vegan],
      },
    });
    await screen.findByRole('heading', { name: 'Alfredo Sauce' });
    await user.click(screen.getByRole('button', { name: 'More update options' }));
    await waitFor(() =>
      expect(
        screen.getByRole('menuitem', { name: 'Copy & create for another tag' }),
      ).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByRole('menuitem', { name: 'Copy & create new element' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('updates with updatedAt and keeps the element open', async () => {
    const { calls, user } = openElement({
      [`PUT /v1/elements/${element.id}`]: ({ body }) => ({
        // The saved element names its ingredients again, which the body does not.
        data: {
          ...element,
          ...(body as object),
          ingredientObjs: element.ingredientObjs,
          updatedAt: '2025-03-02T12:00:00.000Z',
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Alfredo Sauce' });
    await chooseOption(user, 'Serving Temperature', 'HOT');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Element has been saved successfully.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      servingTemp: 'HOT',
      updatedAt: element.updatedAt,
      ingredientObjs: [
        { ingredientId: cream.id, amount: 2, portionUnitId: null },
        { ingredientId: butter.id, amount: 1, portionUnitId: ounce.id },
      ],
    });
  });
});
