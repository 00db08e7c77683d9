import {
  type Permission,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledHostFlowUpdate,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXTS } from '../../components/documents/document-texts';
import { named } from '../../test/catalogue-fixtures';
import { dragRowWithKeyboard, layOutTableRows } from '../../test/keyboard-drag';
import { buildMenuCatalogue } from '../../test/menu-fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import {
  buildScheduledElement,
  buildScheduledMenu,
  scheduledHostFlowOf,
} from '../../test/scheduled-menu-fixtures';

const { chicken, naan } = buildMenuCatalogue();
const indian = named('Indian');
const tongs = named('Tongs');
const chickenRow = buildScheduledElement(chicken, { updatedAt: '2025-03-03T10:00:00.000Z' });
const naanRow = buildScheduledElement(naan, { order: 1, directionals: 'Keep covered' });
const menu = buildScheduledMenu({
  cuisineTypeId: indian.id,
  description: 'Chicken Tikka Masala with Warm Naan',
  allergenNames: ['Milk', 'Wheat'],
  clientNotes: 'No nuts near the VIP table',
  scheduledElements: [chickenRow, naanRow],
});
const hostFlow = scheduledHostFlowOf(menu);
const hostFlowPath = `/v1/scheduled-menus/${menu.id}/host-flow`;

function openHostFlow(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  options: { permissions?: Permission[]; locked?: boolean } = {},
) {
  const shown = { ...hostFlow, isLocked: Boolean(options.locked) };
  return openPage(`/scheduled-menus/${menu.id}/host-flow`, {
    permissions: options.permissions ?? ['viewScheduleMenu', 'editScheduleMenu'],
    reference: {
      '/v1/service-lines': [{ ...menu.serviceLine, sortOrder: 2 }],
      '/v1/cuisine-types': [indian],
      '/v1/serving-utensils': [tongs],
    },
    handlers: {
      [`GET ${hostFlowPath}`]: { data: shown },
      [`PUT ${hostFlowPath}`]: { data: shown },
      ...handlers,
    },
  });
}

const heading = () => screen.findByRole('heading', { name: `${menu.name} Host Flow` });
const sent = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'PUT')?.body as ScheduledHostFlowUpdate;

describe('the scheduled menu host flow', { timeout: 30_000 }, () => {
  it('sends the notes and the rows in their new order, each as it was read', async () => {
    layOutTableRows();
    const { calls, user } = openHostFlow();
    await heading();
    expect(screen.getByText('Lunch · 03/03/2025 · Indian')).toBeInTheDocument();
    expect(screen.getByText(menu.description)).toBeInTheDocument();
    expect(screen.getByLabelText('Client Notes')).toHaveValue('No nuts near the VIP table');

    await dragRowWithKeyboard(user, screen.getByLabelText(`Reorder ${naan.name}`), -1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Host flow elements' }))
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
      ).toEqual([naan.name, chicken.name]),
    );
    await user.type(screen.getByLabelText('Talking Points'), 'Ask about spice');
    await user.click(screen.getByText('Update'));
    expect((await screen.findAllByText(SCHEDULED_MENU_MESSAGES.hostFlowSaved)).length).toBe(1);
    expect(sent(calls)).toEqual({
      butcherPaperNotes: '',
      clientNotes: 'No nuts near the VIP table',
      talkingPoints: 'Ask about spice',
      updatedAt: menu.updatedAt,
      scheduledElements: [
        {
          id: naanRow.id,
          hostFlowOrder: 0,
          directionals: 'Keep covered',
          servingUtensilId: null,
          servingVesselId: null,
          updatedAt: naanRow.updatedAt,
        },
        {
          id: chickenRow.id,
          hostFlowOrder: 1,
          directionals: '',
          servingUtensilId: null,
          servingVesselId: null,
          updatedAt: '2025-03-03T10:00:00.000Z',
        },
      ],
    });
  });

  it('shows the spec texts when the save fails or is stale', async () => {
    const answers: MockAnswer[] = [
      { status: 500, error: { code: 'internal', messages: ['boom'] } },
      { status: 409, error: { code: 'stale', messages: ['stale'] } },
    ];
    const { user } = openHostFlow({ [`PUT ${hostFlowPath}`]: () => answers.shift()! });
    await heading();
    await user.click(screen.getByText('Update'));
    expect((await screen.findAllByText(SCHEDULED_MENU_MESSAGES.saveFailed)).length).toBe(2);
    await user.click(screen.getByText('Update'));
    expect((await screen.findAllByText(SCHEDULED_MENU_MESSAGES.stale)).length).toBe(2);
  });

  it('downloads the host flow PDF, and names what is unavailable when it cannot', async () => {
    const answers: MockAnswer[] = [
      { status: 404, error: { code: '1000', messages: ['Scheduled menu not found.'] } },
      { status: 500, error: { code: 'internal', messages: ['boom'] } },
    ];
    const { calls, user } = openHostFlow({ 'POST /v1/pdf/hostflow': () => answers.shift()! });
    await heading();
    const download = async () => {
      await user.click(screen.getByRole('button', { name: 'Menu actions' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Download host flow' }));
    };
    await download();
    expect(
      await screen.findByText(DOCUMENT_TEXTS.hostFlowUnavailable(menu.name)),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/pdf/hostflow')?.body).toEqual({
      scheduledMenuId: menu.id,
    });
    await download();
    expect(
      await screen.findByText(DOCUMENT_TEXTS.hostFlowRetrievalFailed(menu.name)),
    ).toBeInTheDocument();
  });

  it('is read-only with the banner once locked', async () => {
    openHostFlow({}, { locked: true });
    await heading();
    expect(screen.getByText(SCHEDULED_MENU_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.queryByText('Update')).toBeNull();
    expect(screen.getByLabelText('Talking Points')).toBeDisabled();
  });

  it('tells a role exempt from the lock that it is locked, and leaves it editable', async () => {
    openHostFlow(
      {},
      {
        locked: true,
        permissions: ['viewScheduleMenu', 'editScheduleMenu', 'editLockedScheduleMenu'],
      },
    );
    await heading();
    expect(screen.getByText(SCHEDULED_MENU_MESSAGES.lockedExempt)).toBeInTheDocument();
    expect(screen.queryByText(SCHEDULED_MENU_MESSAGES.locked)).toBeNull();
    expect(screen.getByLabelText('Talking Points')).toBeEnabled();
  });
});
