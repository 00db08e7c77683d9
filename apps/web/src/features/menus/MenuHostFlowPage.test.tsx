import {
  MENU_MESSAGES,
  type MenuHostFlowUpdate,
  type Permission,
  STALE_MESSAGE,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from '../../components/documents/document-texts';
import { localToday } from '../../lib/local-date';
import { named } from '../../test/catalogue-fixtures';
import { dragRowWithKeyboard, layOutTableRows } from '../../test/keyboard-drag';
import {
  buildMenu,
  buildMenuCatalogue,
  buildMenuElement,
  hostFlowOf,
} from '../../test/menu-fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { openPage } from '../../test/open-page';

const catalogue = buildMenuCatalogue();
const { chicken, rice, naan } = catalogue;
const lunch = { ...named('Lunch'), sortOrder: 2 };
const dinner = { ...named('Dinner'), sortOrder: 3 };
const indian = named('Indian');
const tongs = named('Tongs');
const chafer = named('Chafing Dish');
// Each row has its own read time: the server checks every one of them.
const menu = buildMenu({
  name: 'Taste of India',
  description: 'Chicken Tikka Masala with Warm Naan',
  cuisineTypeId: indian.id,
  serviceLines: [dinner.id, lunch.id],
  allergenNames: ['Milk', 'Wheat'],
  elements: [
    buildMenuElement(chicken, { updatedAt: '2025-03-01T10:00:00.000Z' }),
    buildMenuElement(rice, { order: 1, updatedAt: '2025-03-01T11:00:00.000Z' }),
    buildMenuElement(naan, {
      order: 2,
      directionals: 'Keep covered',
      servingVesselId: chafer.id,
      updatedAt: '2025-03-01T12:00:00.000Z',
    }),
  ],
});
const hostFlow = hostFlowOf(menu);
const hostFlowPath = `/v1/menus/${menu.id}/host-flow`;

function openHostFlow(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  permissions: Permission[] = ['viewMenu', 'editScheduleMenu'],
) {
  return openPage(`/menus/${menu.id}/host-flow`, {
    permissions,
    reference: {
      '/v1/service-lines': [dinner, lunch],
      '/v1/cuisine-types': [indian],
      '/v1/serving-utensils': [tongs],
      '/v1/serving-vessels': [chafer],
    },
    handlers: {
      [`GET ${hostFlowPath}`]: { data: hostFlow },
      [`PUT ${hostFlowPath}`]: { data: hostFlow },
      ...handlers,
    },
  });
}

const rowOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Host flow elements' }))
    .getByText(name)
    .closest('tr') as HTMLElement;
const sent = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'PUT')?.body as MenuHostFlowUpdate;

describe('the menu host flow', { timeout: 30_000 }, () => {
  it('shows the service lines, cuisine, description and allergens of the menu', async () => {
    openHostFlow();
    expect(
      await screen.findByRole('heading', { name: 'Taste of India Host Flow' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Lunch, Dinner · Indian')).toBeInTheDocument();
    expect(screen.getByText(menu.description)).toBeInTheDocument();
    expect(screen.getByText('Wheat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to menu' })).toHaveAttribute(
      'href',
      `/menus/${menu.id}`,
    );
    expect(within(rowOf(naan.name)).getByLabelText('Directionals')).toHaveValue('Keep covered');
  });

  it('sends the new order as hostFlowOrder, with each row as it was read', async () => {
    layOutTableRows();
    const { calls, user } = openHostFlow();
    await screen.findByRole('heading', { name: 'Taste of India Host Flow' });
    await dragRowWithKeyboard(
      user,
      screen.getByRole('button', { name: `Reorder ${naan.name}` }),
      -2,
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Host flow elements' }))
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
      ).toEqual([naan.name, chicken.name, rice.name]),
    );
    await user.click(within(rowOf(chicken.name)).getByLabelText('Serving Utensil'));
    await user.click(await screen.findByRole('option', { name: 'Tongs' }));
    await user.type(within(rowOf(chicken.name)).getByLabelText('Directionals'), 'Serve first');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MENU_MESSAGES.hostFlowSaved)).toBeInTheDocument();
    const [chickenRow, riceRow, naanRow] = menu.elements;
    expect(sent(calls)).toEqual({
      updatedAt: menu.updatedAt,
      elements: [
        {
          id: naanRow?.id,
          hostFlowOrder: 0,
          directionals: 'Keep covered',
          servingUtensilId: null,
          servingVesselId: chafer.id,
          updatedAt: '2025-03-01T12:00:00.000Z',
        },
        {
          id: chickenRow?.id,
          hostFlowOrder: 1,
          directionals: 'Serve first',
          servingUtensilId: tongs.id,
          servingVesselId: null,
          updatedAt: '2025-03-01T10:00:00.000Z',
        },
        {
          id: riceRow?.id,
          hostFlowOrder: 2,
          directionals: '',
          servingUtensilId: null,
          servingVesselId: null,
          updatedAt: '2025-03-01T11:00:00.000Z',
        },
      ],
    });
  });

  it('says the data is out of date when someone saved in between', async () => {
    const { user } = openHostFlow({
      [`PUT ${hostFlowPath}`]: { status: 409, error: { code: 'stale', messages: ['stale'] } },
    });
    await screen.findByRole('heading', { name: 'Taste of India Host Flow' });
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect((await screen.findAllByText(STALE_MESSAGE)).length).toBeGreaterThan(0);
  });

  it('shows the failure message of the spec when the save fails', async () => {
    const { user } = openHostFlow({
      [`PUT ${hostFlowPath}`]: { status: 500, error: { code: 'internal', messages: ['boom'] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect((await screen.findAllByText(MENU_MESSAGES.hostFlowFailed)).length).toBeGreaterThan(0);
  });

  it('is read-only without editScheduleMenu', async () => {
    openHostFlow({}, ['viewMenu']);
    await screen.findByRole('heading', { name: 'Taste of India Host Flow' });
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.getByText('You can view this host flow but not change it.')).toBeInTheDocument();
    expect(within(rowOf(naan.name)).getByLabelText('Directionals')).toBeDisabled();
    expect(screen.getByRole('button', { name: `Reorder ${naan.name}` })).toBeDisabled();
  });

  it('downloads the master host flow, and names the menu when it is unavailable', async () => {
    const { calls, user } = openHostFlow({
      'POST /v1/pdf/menu-hostflow': {
        status: 404,
        error: { code: '1000', messages: ['Menu not found'] },
      },
    });
    await screen.findByRole('heading', { name: 'Taste of India Host Flow' });
    await user.click(screen.getByRole('button', { name: 'Menu actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download host flow' }));
    expect(
      await screen.findByText(DOCUMENT_TEXTS.hostFlowUnavailable('Taste of India')),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/pdf/menu-hostflow')?.body).toEqual({
      menuId: menu.id,
      printedOn: localToday(),
    });
  });
});
