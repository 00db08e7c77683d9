import { type Element, MENU_MESSAGES, type Menu, type MenuInput } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveBetaFeaturesEnabled } from '../../lib/local-preferences';
import { nextId } from '../../test/fixtures';
import {
  buildMenu,
  buildMenuCatalogue,
  buildMenuElement,
  elementListItem,
} from '../../test/menu-fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { chooseOption, openPage, type TestUser } from '../../test/open-page';

const catalogue = buildMenuCatalogue();
const { standard, premium, chicken, rice, naan } = catalogue;
const elements = [chicken, rice, naan];

/** The element search and the details of the picked elements, as the API answers them. */
const elementHandlers: Record<string, MockHandler | MockAnswer> = {
  'GET /v1/elements': { data: elements.map(elementListItem), meta: { count: elements.length } },
  'POST /v1/elements/full': ({ body }) => ({
    data: (body as { elementIds: string[] }).elementIds.map((id) =>
      elements.find((element) => element.id === id),
    ),
  }),
};

const lunch = { id: nextId(), name: 'Lunch', sortOrder: 2 };
const dinner = { id: nextId(), name: 'Dinner', sortOrder: 3 };
const spicy = { id: nextId(), name: 'spicy', updatedAt: '2025-03-01T12:00:00.000Z' };

function openNewMenu(handlers: Record<string, MockHandler | MockAnswer> = {}) {
  return openPage('/menus/new', {
    permissions: ['viewMenu', 'viewElement', 'addMenu', 'editMenu'],
    reference: {
      ...catalogue.reference,
      '/v1/service-lines': [dinner, lunch],
      '/v1/tags': [spicy],
    },
    handlers: { ...elementHandlers, ...handlers },
  });
}

/** Opens the element picker, ticks `picked` and adds them. */
async function addElements(user: TestUser, picked: Element[]) {
  await user.click(screen.getByRole('button', { name: 'Add Elements' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Elements' });
  for (const element of picked) {
    await user.click(await within(dialog).findByRole('checkbox', { name: element.name }));
  }
  await user.click(within(dialog).getByRole('button', { name: /^Add( \d+ elements)?$/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const usedTagsPath = (name: string) =>
  `GET /v1/menu-element-classes/menu/${encodeURIComponent(name)}`;
const postedMenu = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'POST' && call.path === '/v1/menus')?.body as MenuInput;

describe('the new-menu form', { timeout: 30_000 }, () => {
  it('creates a menu from picked elements, which bring their defaults', async () => {
    const saved = buildMenu({
      name: 'Taste of India',
      menuElementClassId: standard.id,
      elements: [buildMenuElement(chicken), buildMenuElement(rice, { order: 1 })],
    });
    const { calls, router, user } = openNewMenu({
      'POST /v1/menus': { status: 201, data: saved },
      [`GET /v1/menus/${saved.id}`]: { data: saved },
    });
    await user.type(await screen.findByLabelText('Name'), 'Taste of India');
    await chooseOption(user, 'Tag', 'standard');

    await user.click(screen.getByRole('button', { name: 'Add Elements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Elements' });
    await user.type(within(dialog).getByLabelText('Search elements'), 'tikka');
    await waitFor(() => expect(calls.some((call) => call.search.includes('q=tikka'))).toBe(true));
    const search = new URLSearchParams(
      calls.find((call) => call.search.includes('q=tikka'))?.search,
    );
    // 15 at a time, starting with the menu's own tag.
    expect([search.get('perPage'), search.get('class')]).toEqual(['15', standard.id]);
    await user.click(within(dialog).getByRole('checkbox', { name: chicken.name }));
    await user.click(within(dialog).getByRole('checkbox', { name: rice.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 elements' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/v1/elements/full')?.body).toEqual({
      elementIds: [chicken.id, rice.id],
    });

    const chickenRow = rowOf(chicken.name);
    expect(within(chickenRow).getByLabelText('Type')).toHaveTextContent('Protein');
    expect(within(chickenRow).getByLabelText('Container')).toHaveTextContent('Full Pan');
    expect(within(chickenRow).getByLabelText('Portion Per Person')).toHaveValue(6);
    expect(within(chickenRow).getByLabelText('Unit')).toHaveTextContent('oz');
    expect(within(chickenRow).getByLabelText('Portion Per Container')).toHaveValue(40);
    expect(within(chickenRow).getByLabelText('Serving Temperature')).toHaveTextContent('HOT');
    expect(within(chickenRow).getByLabelText('Is Alt')).not.toBeChecked();
    expect(within(chickenRow).getByText(chicken.ingredients)).toBeInTheDocument();
    // The menu's allergens follow its elements.
    expect(
      within(screen.getByRole('list', { name: 'Allergens:' })).getByText('Milk'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Menu saved.')).toBeInTheDocument();
    expect(screen.getByText(MENU_MESSAGES.noBrandWarning)).toBeInTheDocument();
    const riceMissing = ['portion unit', 'portion per person', 'portion per container', 'type'];
    expect(
      screen.getByText(MENU_MESSAGES.incompleteElementWarning(rice.name, riceMissing)),
    ).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`^${chicken.name} is missing`))).toBeNull();

    const body = postedMenu(calls);
    expect(body).toMatchObject({
      name: 'Taste of India',
      menuElementClassId: standard.id,
      brandId: null,
      cuisineTypeId: null,
      serviceLines: [],
      elements: [
        {
          elementId: chicken.id,
          order: 0,
          elementTypeId: catalogue.protein.id,
          isAlternate: false,
          containerTypeId: catalogue.fullPan.id,
          portionPerPerson: 6,
          portionPerContainer: 40,
          portionUnitId: catalogue.ounce.id,
          servingTemp: 'HOT',
        },
        { elementId: rice.id, order: 1, elementTypeId: null, portionUnitId: null },
      ],
    });
    // Rows added in this edit have no id yet.
    expect(body.elements?.some((row) => 'id' in row)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/menus/${saved.id}`));
  });

  it('loads 15 more elements at a time and marks those already in the menu', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      ...elementListItem(rice),
      id: `00000000-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`,
      name: `Rice ${index + 1}`,
    }));
    const listed = [elementListItem(chicken), ...many];
    const { calls, user } = openNewMenu({
      'GET /v1/elements': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return { data: listed.slice((page - 1) * 15, page * 15), meta: { count: listed.length } };
      },
    });
    await screen.findByLabelText('Name');
    await addElements(user, [chicken]);

    await user.click(screen.getByRole('button', { name: 'Add Elements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Elements' });
    expect(await within(dialog).findByRole('checkbox', { name: chicken.name })).toBeDisabled();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(15);
    await user.click(within(dialog).getByRole('button', { name: 'Load More' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Rice 20' })).toBeEnabled();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(21);
    expect(within(dialog).queryByRole('button', { name: 'Load More' })).toBeNull();
    const pages = calls
      .filter((call) => call.path === '/v1/elements')
      .map((call) => new URLSearchParams(call.search).get('page'));
    expect(pages).toContain('2');
  });

  it('says so when the details of the picked elements cannot be read', async () => {
    const { user } = openNewMenu({
      'POST /v1/elements/full': { status: 500, error: { code: 'internal', messages: ['boom'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Elements' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Elements' });
    await user.click(await within(dialog).findByRole('checkbox', { name: chicken.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MENU_MESSAGES.elementDetailsFailed)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: chicken.name })).toBeNull();
  });

  it('offers only the tags the typed name does not use yet', async () => {
    const { calls, user } = openNewMenu({ [usedTagsPath('Taste of India')]: { data: [standard] } });
    await user.type(await screen.findByLabelText('Name'), 'Taste of India');
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/v1/menu-element-classes/menu/'))).toBe(
        true,
      ),
    );
    await user.click(screen.getByLabelText('Tag'));
    expect(await screen.findByRole('option', { name: 'premium' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('option', { name: 'standard' })).toBeNull());
    expect(screen.queryByText(MENU_MESSAGES.allTagsUsed)).toBeNull();
  });

  it('says so in red when a menu of the name has every tag (slashes encoded)', async () => {
    const { calls, user } = openNewMenu({
      'GET /v1/menu-element-classes/menu/Rice%2FBeans': { data: [standard, premium] },
    });
    await user.type(await screen.findByLabelText('Name'), 'Rice/Beans');
    expect(await screen.findByRole('alert')).toHaveTextContent(MENU_MESSAGES.allTagsUsed);
    expect(calls.some((call) => call.path === '/v1/menu-element-classes/menu/Rice%2FBeans')).toBe(
      true,
    );
  });

  it('shows the name conflict under the name', async () => {
    const { user } = openNewMenu({
      'POST /v1/menus': { status: 409, error: { code: 'conflict', messages: ['taken'] } },
    });
    await user.type(await screen.findByLabelText('Name'), 'Taste of India');
    await chooseOption(user, 'Tag', 'premium');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = MENU_MESSAGES.conflict('Taste of India');
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(message);
  });

  it('"Save & Create Another" saves, then starts an empty form', async () => {
    const saved: Menu = buildMenu({ name: 'Seoul Kitchen', menuElementClassId: premium.id });
    const { calls, router, user } = openNewMenu({
      'POST /v1/menus': { status: 201, data: saved },
    });
    await user.type(await screen.findByLabelText('Name'), 'Seoul Kitchen');
    await chooseOption(user, 'Tag', 'premium');
    await user.click(screen.getByRole('button', { name: 'More save options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save & Create Another' }));
    expect(await screen.findByText('Menu saved.')).toBeInTheDocument();
    expect(postedMenu(calls)).toMatchObject({ name: 'Seoul Kitchen', elements: [] });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(router.state.location.pathname).toBe('/menus/new');
  });

  it('sends service lines in their own order, and keywords only with beta features', async () => {
    saveBetaFeaturesEnabled(true);
    const saved = buildMenu({ name: 'Seoul Kitchen', menuElementClassId: premium.id });
    const { calls, user } = openNewMenu({ 'POST /v1/menus': { status: 201, data: saved } });
    await user.type(await screen.findByLabelText('Name'), 'Seoul Kitchen');
    await chooseOption(user, 'Tag', 'premium');
    await chooseOption(user, 'Applicable Service Lines', 'Dinner');
    await chooseOption(user, 'Applicable Service Lines', 'Lunch');
    await chooseOption(user, 'Keywords', 'spicy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Menu saved.')).toBeInTheDocument();
    expect(postedMenu(calls)).toMatchObject({
      serviceLines: [lunch.id, dinner.id],
      tags: [spicy.id],
    });
  });

  it('has no keywords without beta features', async () => {
    openNewMenu();
    expect(await screen.findByLabelText('Applicable Service Lines')).toBeInTheDocument();
    expect(screen.queryByLabelText('Keywords')).toBeNull();
  });
});
