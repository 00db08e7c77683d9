import {
  MENU_MESSAGES,
  type Menu,
  type Permission,
  STALE_MESSAGE,
  type UpdateMenuInput,
} from '@catering/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from '../../components/documents/document-texts';
import { localToday } from '../../lib/local-date';
import { dragRowWithKeyboard, layOutTableRows } from '../../test/keyboard-drag';
import { buildMenu, buildMenuCatalogue, buildMenuElement } from '../../test/menu-fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import { MENU_ELEMENT_COLUMNS } from './MenuElementsTable';

const catalogue = buildMenuCatalogue();
const { standard, premium, chicken, rice, naan } = catalogue;
// Saved in an order 'Sort By Type' changes: untyped rice, bread, protein.
const riceRow = buildMenuElement(rice, { order: 0 });
const naanRow = buildMenuElement(naan, { order: 1 });
const chickenRow = buildMenuElement(chicken, { order: 2 });
const menu = buildMenu({
  name: 'Taste of India',
  menuElementClassId: standard.id,
  menuElementClassName: standard.name,
  elements: [naanRow, chickenRow, riceRow],
  updatedAt: '2025-03-01T12:00:00.000Z',
});
const menuPath = `/v1/menus/${menu.id}`;

/** The menu as the API answers an update: the saved rows in the order sent. */
function savedAs(body: UpdateMenuInput): Menu {
  const rows = (body.elements ?? []).map((sent) => {
    const row = menu.elements.find((saved) => saved.id === sent.id)!;
    return { ...row, order: Number(sent.order), isAlternate: Boolean(sent.isAlternate) };
  });
  return { ...menu, elements: rows, updatedAt: '2025-03-02T12:00:00.000Z' };
}

function openMenu(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  permissions: Permission[] = ['viewMenu', 'viewElement', 'addMenu', 'editMenu', 'removeMenu'],
) {
  return openPage(`/menus/${menu.id}`, {
    permissions,
    reference: catalogue.reference,
    handlers: {
      [`GET ${menuPath}`]: { data: menu },
      [`PUT ${menuPath}`]: ({ body }) => ({ data: savedAs(body as UpdateMenuInput) }),
      ...handlers,
    },
  });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Menu elements' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const putBody = (calls: RecordedCall[], path = menuPath) =>
  calls.find((call) => call.method === 'PUT' && call.path === path)?.body as UpdateMenuInput;

describe('the menu editor', { timeout: 30_000 }, () => {
  it('shows the rows in their order under the spec columns, with the allergen union', async () => {
    openMenu();
    expect(await screen.findByRole('heading', { name: 'Taste of India' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Menu elements' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([...MENU_ELEMENT_COLUMNS]);
    expect(rowNames()).toEqual([rice.name, naan.name, chicken.name]);
    const allergens = screen.getByRole('list', { name: 'Allergens:' });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Milk', 'Wheat']);
    expect(screen.getByText(/^Last updated Mar 1, 2025/)).toBeInTheDocument();
  });

  it('sorts the rows by type, untyped last, and updates with the new order', async () => {
    const { calls, user } = openMenu();
    await screen.findByRole('heading', { name: 'Taste of India' });
    await user.click(screen.getByRole('button', { name: 'Sort By Type' }));
    expect(rowNames()).toEqual([chicken.name, naan.name, rice.name]);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Menu saved.')).toBeInTheDocument();
    const body = putBody(calls);
    expect(body.updatedAt).toBe(menu.updatedAt);
    expect(body.elements?.map((row) => [row.id, row.order])).toEqual([
      [chickenRow.id, 0],
      [naanRow.id, 1],
      [riceRow.id, 2],
    ]);
  });

  it('moves a row with the keyboard on its drag handle', async () => {
    layOutTableRows();
    const { user } = openMenu();
    await screen.findByRole('heading', { name: 'Taste of India' });
    await dragRowWithKeyboard(
      user,
      screen.getByRole('button', { name: `Reorder ${rice.name}` }),
      2,
    );
    await waitFor(() => expect(rowNames()).toEqual([naan.name, chicken.name, rice.name]));
  });

  it('offers to overwrite a newer save, and overwrites through the force route', async () => {
    const { calls, user } = openMenu({
      [`PUT ${menuPath}`]: { status: 409, error: { code: 'stale', messages: [STALE_MESSAGE] } },
      [`PUT ${menuPath}/force`]: ({ body }) => ({ data: savedAs(body as UpdateMenuInput) }),
    });
    await screen.findByRole('heading', { name: 'Taste of India' });
    await user.click(within(rowOf(rice.name)).getByLabelText('Is Alt'));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const dialog = await screen.findByRole('dialog', { name: 'Overwrite changes?' });
    expect(dialog).toHaveTextContent(STALE_MESSAGE);
    expect(calls.some((call) => call.path.endsWith('/force'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    expect(await screen.findByText('Menu saved.')).toBeInTheDocument();
    expect(putBody(calls, `${menuPath}/force`)).toEqual(putBody(calls));
    expect(putBody(calls, `${menuPath}/force`).elements?.[0]).toMatchObject({
      id: riceRow.id,
      isAlternate: true,
    });
  });

  it('keeps the edits and advises a refresh when the overwrite is declined', async () => {
    const { calls, user } = openMenu({
      [`PUT ${menuPath}`]: { status: 409, error: { code: 'stale', messages: [STALE_MESSAGE] } },
    });
    await screen.findByRole('heading', { name: 'Taste of India' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', { name: 'Overwrite changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(STALE_MESSAGE)).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/force'))).toBe(false);
  });

  it('links the host flow, asks for element cards and keeps the prep sheet disabled', async () => {
    const { calls, user } = openMenu({
      'POST /v1/pdf/menu-element-cards': {
        status: 500,
        error: { code: 'internal', messages: ['boom'] },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Menu actions' }));
    expect(screen.getByRole('menuitem', { name: 'Edit Host Flow' })).toHaveAttribute(
      'href',
      `/menus/${menu.id}/host-flow`,
    );
    expect(screen.getByRole('menuitem', { name: 'Download prep sheet' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Download element cards' }));
    expect(await screen.findByText(DOCUMENT_TEXTS.pdfFailed)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/pdf/menu-element-cards')?.body).toEqual({
      menuId: menu.id,
      printedOn: localToday(),
    });
  });

  it('offers no copy for another tag when the name has every tag', async () => {
    const { user } = openMenu({
      [`GET /v1/menu-element-classes/menu/${encodeURIComponent(menu.name)}`]: {
        data: [standard, premium],
      },
    });
    await screen.findByRole('heading', { name: 'Taste of India' });
    await user.click(screen.getByRole('button', { name: 'More update options' }));
    await waitFor(() =>
      expect(
        screen.getByRole('menuitem', { name: 'Copy & create for another tag' }),
      ).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByRole('menuitem', { name: 'Copy & create new menu' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('is read-only without editMenu', async () => {
    openMenu({}, ['viewMenu', 'viewElement']);
    await screen.findByRole('heading', { name: 'Taste of India' });
    expect(screen.getByText('You can view this menu but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete menu' })).toBeNull();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Elements' })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Remove ${rice.name}` })).toBeDisabled();
  });

  it('deletes after confirming and says why not when it fails', async () => {
    const { user } = openMenu({
      [`DELETE ${menuPath}`]: { status: 500, error: { code: 'internal', messages: ['x'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Menu Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(MENU_MESSAGES.deleteFailed)).toBeInTheDocument();
  });
});

describe('the choice share', { timeout: 30_000 }, () => {
  // Two breads and one protein: only the breads are a choice to split.
  const { bread } = catalogue;
  const split = buildMenu({
    ...menu,
    elements: [
      buildMenuElement(naan, { order: 0 }),
      buildMenuElement(rice, { order: 1, elementTypeId: bread.id }),
      buildMenuElement(chicken, { order: 2 }),
    ],
  });
  const shareOf = (name: string) =>
    within(rowOf(name)).getByRole('spinbutton', { name: 'Share (%)' });

  it('splits the rows of a type evenly and sends the shares with the update', async () => {
    const { calls, user } = openMenu({
      [`GET ${menuPath}`]: { data: split },
      [`PUT ${menuPath}`]: { data: split },
    });
    await screen.findByRole('heading', { name: 'Taste of India' });
    expect(shareOf(naan.name)).toHaveValue(100);
    expect(screen.queryByRole('button', { name: 'Split Protein evenly' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Split Bread evenly' }));
    expect([naan.name, rice.name, chicken.name].map((n) => shareOf(n))).toEqual([
      expect.objectContaining({ value: '50' }),
      expect.objectContaining({ value: '50' }),
      expect.objectContaining({ value: '100' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Menu saved.')).toBeInTheDocument();
    expect(putBody(calls).elements?.map((row) => row.share)).toEqual([50, 50, 100]);
  });

  it('refuses a share outside 0.01 to 100 at the row, without sending', async () => {
    const { calls, user } = openMenu({ [`GET ${menuPath}`]: { data: split } });
    await screen.findByRole('heading', { name: 'Taste of India' });
    await user.clear(shareOf(chicken.name));
    await user.type(shareOf(chicken.name), '150');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await within(rowOf(chicken.name)).findByText('Share must be a number between 0.01 and 100.'),
    ).toBeInTheDocument();
    expect(putBody(calls)).toBeUndefined();
  });

  it('refuses a portion the browser cannot read instead of saving none', async () => {
    const { calls, user } = openMenu();
    await screen.findByRole('heading', { name: 'Taste of India' });
    const portion = within(rowOf(chicken.name)).getByRole('spinbutton', {
      name: 'Portion Per Person',
    });
    await user.type(portion, '2');
    // A number input answers '' for text it cannot read ('2-3'), as for an empty field.
    Object.defineProperty(portion, 'validity', { value: { badInput: true }, configurable: true });
    fireEvent.change(portion, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(
      await within(rowOf(chicken.name)).findByText('Portion per person must be a number.'),
    ).toBeInTheDocument();
    expect(putBody(calls)).toBeUndefined();
  });
});
