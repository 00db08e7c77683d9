import {
  GENERIC_FAILURE,
  type Permission,
  SCHEDULED_MENU_MESSAGES,
  type ScheduledMenu,
  type UpdateScheduledMenuInput,
} from '@catering/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DOCUMENT_TEXTS } from '../../components/documents/document-texts';
import { formatCalendarDate } from '../../lib/local-date';
import { buildMenuCatalogue } from '../../test/menu-fixtures';
import type { MockAnswer, MockHandler, RecordedCall } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import { buildScheduledElement, buildScheduledMenu } from '../../test/scheduled-menu-fixtures';
import { SCHEDULED_MENU_TEXTS } from './messages';

const catalogue = buildMenuCatalogue();
const { standard, chicken, rice, naan } = catalogue;
// Saved out of table order: the table follows `order`, the update sends the table's order.
const naanRow = buildScheduledElement(naan, { order: 2 });
const chickenRow = buildScheduledElement(chicken, { order: 0 });
const riceRow = buildScheduledElement(rice, { order: 1 });
const menu = buildScheduledMenu({
  menuElementClassId: standard.id,
  menuElementClassName: standard.name,
  scheduledElements: [naanRow, chickenRow, riceRow],
});
const menuPath = `/v1/scheduled-menus/${menu.id}`;
const EDITOR: Permission[] = ['viewScheduleMenu', 'editScheduleMenu', 'editMenu'];

function openEditor(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  options: { permissions?: Permission[]; menu?: ScheduledMenu } = {},
) {
  const shown = options.menu ?? menu;
  return openPage(`/scheduled-menus/${shown.id}`, {
    permissions: options.permissions ?? EDITOR,
    reference: catalogue.reference,
    handlers: {
      [`GET ${menuPath}`]: { data: shown },
      [`PUT ${menuPath}`]: { data: { ...menu, updatedAt: '2025-03-04T12:00:00.000Z' } },
      ...handlers,
    },
  });
}

const heading = () => screen.findByRole('heading', { name: menu.name });
// Role queries walk the whole accessibility tree of a wide table: text queries keep it fast.
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('[role="dialog"]') as HTMLElement;
const shown = async (text: string) =>
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
const callTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.find((call) => call.method === method && call.path === path);

describe('the scheduled menu editor', { timeout: 30_000 }, () => {
  it('updates every row in table order with its label name and alternative', async () => {
    const { calls, user } = openEditor();
    await heading();
    expect(screen.getByText('03/03/2025').closest('a')).toHaveAttribute(
      'href',
      `/markets/${menu.marketId}/scheduling-detail/2025-03-03`,
    );

    await user.click(within(rowOf(rice.name)).getByLabelText(`Actions for ${rice.name}`));
    await user.click(await screen.findByText('Add Label Name'));
    const label = await dialogTitled(`Label Name for ${rice.name}`);
    const setName = within(label).getByRole('button', { name: 'Set Name' });
    expect(setName).toBeDisabled();
    await user.type(within(label).getByLabelText('Label Name'), '   ');
    expect(setName).toBeDisabled();
    await user.type(within(label).getByLabelText('Label Name'), 'Cumin Rice{Enter}');
    expect(await within(rowOf(rice.name)).findByText('Label: Cumin Rice')).toBeInTheDocument();
    expect(screen.queryByText(`Label Name for ${rice.name}`)).toBeNull();

    await user.click(within(rowOf(naan.name)).getByLabelText(`Alternatives for ${naan.name}`));
    const alternative = await dialogTitled(`Alternative for ${naan.name}`);
    await user.type(within(alternative).getByLabelText('Name'), 'Roti');
    await user.click(within(alternative).getByRole('button', { name: 'Save' }));
    expect(await within(rowOf(naan.name)).findByText('Alternative: Roti')).toBeInTheDocument();

    await user.click(screen.getByText('Update'));
    await shown(SCHEDULED_MENU_MESSAGES.updated);
    const body = callTo(calls, 'PUT', menuPath)?.body as UpdateScheduledMenuInput;
    expect(body.updatedAt).toBe(menu.updatedAt);
    expect(
      body.scheduledElements?.map((row) => [row.id, row.order, row.labelName, row.alternative]),
    ).toEqual([
      [chickenRow.id, 0, null, null],
      [riceRow.id, 1, 'Cumin Rice', null],
      [naanRow.id, 2, null, { name: 'Roti', ingredients: '', method: '', allergenIds: [] }],
    ]);
  });

  it('shows the spec texts for a refused (400), a stale (409) and a failed save', async () => {
    const answers: MockAnswer[] = [
      { status: 400, error: { code: 'validation', messages: ['name: bad'] } },
      { status: 409, error: { code: 'stale', messages: ['stale'] } },
      { status: 500, error: { code: 'internal', messages: ['boom'] } },
    ];
    const { user } = openEditor({ [`PUT ${menuPath}`]: () => answers.shift() as MockAnswer });
    await heading();
    const update = screen.getByText('Update');
    await user.click(update);
    await shown(SCHEDULED_MENU_MESSAGES.saveFailed);
    await user.click(update);
    await shown(SCHEDULED_MENU_MESSAGES.stale);
    expect(screen.getByText(SCHEDULED_MENU_TEXTS.refresh)).toBeInTheDocument();
    await user.click(update);
    await shown(`${GENERIC_FAILURE} (Request ID: req-test)`);
  });

  it('reverts after the confirmation, naming the version read', async () => {
    const { calls, user } = openEditor({
      [`POST ${menuPath}/revert`]: { data: { ...menu, name: 'Master Menu' } },
    });
    await heading();
    await user.click(screen.getByLabelText('Revert Menu'));
    const confirm = await dialogTitled(SCHEDULED_MENU_TEXTS.revertConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText(SCHEDULED_MENU_TEXTS.reverted)).toBeInTheDocument();
    expect(callTo(calls, 'POST', `${menuPath}/revert`)?.body).toEqual({
      updatedAt: menu.updatedAt,
    });
  });

  it("shows the server's messages when the base menu cannot be updated", async () => {
    const refused = 'Warm Naan is no longer in the catalogue.';
    const { user } = openEditor({
      [`POST ${menuPath}/update-base`]: { status: 400, error: { code: 'x', messages: [refused] } },
    });
    await heading();
    await user.click(screen.getByLabelText('Additional actions'));
    await user.click(await screen.findByText('Update Base Menu'));
    const confirm = await dialogTitled(SCHEDULED_MENU_TEXTS.updateBaseConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText(`${SCHEDULED_MENU_MESSAGES.saveFailed} ${refused}`),
    ).toBeInTheDocument();
  });

  it('asks the prep sheet of its market, line and date, and says when it has no numbers', async () => {
    const { calls, user } = openEditor({
      'POST /v1/pdf/prep': {
        status: 404,
        error: { code: '1000', messages: ['Could not find any data'] },
      },
      'POST /v1/pdf/element-cards': {
        status: 500,
        error: { code: 'internal', messages: ['boom'] },
      },
    });
    await heading();
    await user.click(screen.getByLabelText('Additional actions'));
    await user.click(await screen.findByText('Download Prep Sheet'));
    expect(await screen.findByText(DOCUMENT_TEXTS.noPrepNumbers)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/v1/pdf/prep')?.body).toEqual({
      marketId: menu.marketId,
      serviceLineId: menu.serviceLineId,
      mealDate: formatCalendarDate(menu.date),
    });
    await user.click(screen.getByLabelText('Additional actions'));
    await user.click(await screen.findByText('Download Dish Cards'));
    expect(await screen.findByText(DOCUMENT_TEXTS.pdfFailed)).toBeInTheDocument();
  });

  it('offers the packout sheet and temperature checklist with their own failure texts', async () => {
    const packoutAnswers: MockAnswer[] = [
      { status: 500, error: { code: 'internal', messages: ['boom'] } },
      { status: 404, error: { code: '1000', messages: ['Could not find any data'] } },
    ];
    const { calls, user } = openEditor({
      'POST /v1/pdf/packout': () => packoutAnswers.shift() as MockAnswer,
      'POST /v1/pdf/temperature': { status: 500, error: { code: 'internal', messages: ['x'] } },
    });
    await heading();
    const choose = async (item: string) => {
      await user.click(screen.getByLabelText('Additional actions'));
      await user.click(await screen.findByRole('menuitem', { name: item }));
    };
    await choose('Download Packout Sheet');
    expect(await screen.findByText(DOCUMENT_TEXTS.packoutFailed)).toBeInTheDocument();
    expect(callTo(calls, 'POST', '/v1/pdf/packout')?.body).toEqual({
      marketId: menu.marketId,
      serviceLineId: menu.serviceLineId,
      mealDate: formatCalendarDate(menu.date),
    });
    // A day without numbers says so, as the prep sheet does.
    await choose('Download Packout Sheet');
    expect(await screen.findByText(DOCUMENT_TEXTS.noPrepNumbers)).toBeInTheDocument();

    await choose('Download Temperature Checklist');
    expect(await screen.findByText(DOCUMENT_TEXTS.pdfFailed)).toBeInTheDocument();
    expect(callTo(calls, 'POST', '/v1/pdf/temperature')?.body).toEqual({
      scheduledMenuId: menu.id,
    });

    await choose('Download Host Flow');
    expect(
      await screen.findByText(DOCUMENT_TEXTS.hostFlowUnavailable(menu.name)),
    ).toBeInTheDocument();
    expect(callTo(calls, 'POST', '/v1/pdf/hostflow')?.body).toEqual({ scheduledMenuId: menu.id });
  });

  it('is read-only with the banner once locked', async () => {
    openEditor({}, { menu: { ...menu, isLocked: true } });
    await heading();
    expect(screen.getByText(SCHEDULED_MENU_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.queryByText('Update')).toBeNull();
    expect(screen.queryByLabelText('Revert Menu')).toBeNull();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText(`Reorder ${rice.name}`)).toBeDisabled();
  });

  it('tells a role exempt from the lock that it is locked, and leaves it editable', async () => {
    openEditor(
      {},
      { menu: { ...menu, isLocked: true }, permissions: [...EDITOR, 'editLockedScheduleMenu'] },
    );
    await heading();
    expect(screen.getByText(SCHEDULED_MENU_MESSAGES.lockedExempt)).toBeInTheDocument();
    expect(screen.queryByText(SCHEDULED_MENU_MESSAGES.locked)).toBeNull();
    expect(screen.getByLabelText('Name')).toBeEnabled();
    expect(screen.getByText('Update')).toBeInTheDocument();
  });

  it('is read-only without editScheduleMenu', async () => {
    openEditor({}, { permissions: ['viewScheduleMenu'] });
    await heading();
    expect(screen.getByText(SCHEDULED_MENU_TEXTS.viewOnly)).toBeInTheDocument();
    expect(screen.queryByText('Update')).toBeNull();
    expect(screen.queryByLabelText('Revert Menu')).toBeNull();
    expect(screen.getByLabelText('Description')).toBeDisabled();
    expect(screen.getByText('Add Elements').closest('button')).toBeDisabled();
  });
});

describe('the choice share on the day', { timeout: 30_000 }, () => {
  const { bread } = catalogue;
  // Two breads (one saved at 40 %) and a protein kept at its saved 40 %.
  const split = buildScheduledMenu({
    ...menu,
    scheduledElements: [
      buildScheduledElement(naan, { order: 0, share: 40 }),
      buildScheduledElement(rice, { order: 1, elementTypeId: bread.id }),
      buildScheduledElement(chicken, { order: 2, share: 40 }),
    ],
  });
  const shareOf = (name: string) => within(rowOf(name)).getByLabelText('Share (%)');

  it('shows the saved shares, splits a type evenly and keeps the others', async () => {
    const { calls, user } = openEditor({}, { menu: split });
    await heading();
    expect(shareOf(naan.name)).toHaveValue(40);
    expect(screen.queryByText('Split Protein evenly')).toBeNull();
    await user.click(screen.getByText('Split Bread evenly'));
    expect(shareOf(rice.name)).toHaveValue(50);
    await user.click(screen.getByText('Update'));
    await shown(SCHEDULED_MENU_MESSAGES.updated);
    const body = callTo(calls, 'PUT', menuPath)?.body as UpdateScheduledMenuInput;
    expect(body.scheduledElements?.map((row) => [row.name, row.share])).toEqual([
      [naan.name, 50],
      [rice.name, 50],
      [chicken.name, 40],
    ]);
  });

  it('leaves an Is Alt row out of the split', async () => {
    const withAlt = buildScheduledMenu({
      ...split,
      scheduledElements: [
        ...split.scheduledElements,
        buildScheduledElement(catalogue.chicken, {
          id: 'alt-row',
          name: 'Tofu Tikka',
          originalElementId: null,
          order: 3,
          elementTypeId: bread.id,
          isAlternate: true,
        }),
      ],
    });
    const { user } = openEditor({}, { menu: withAlt });
    await heading();
    await user.click(screen.getByText('Split Bread evenly'));
    expect(shareOf(naan.name)).toHaveValue(50);
    expect(shareOf('Tofu Tikka')).toHaveValue(100);
  });

  const [naanSplit, riceSplit] = split.scheduledElements;
  const learned = (naanShare: number, riceShare: number) => ({
    [`GET ${menuPath}/choice-share-history`]: {
      data: [
        {
          elementTypeId: bread.id,
          elementType: 'Bread',
          services: 6,
          shares: [
            { scheduledElementId: naanSplit!.id, share: naanShare },
            { scheduledElementId: riceSplit!.id, share: riceShare },
          ],
          text: `last 6 times: ${naanShare} / ${riceShare}`,
        },
      ],
    },
  });

  it("shows the shares past services showed and puts them in the rows' Share (%)", async () => {
    const { calls, user } = openEditor(learned(45, 55), { menu: split });
    await heading();
    expect(await screen.findByText('Bread: last 6 times: 45 / 55')).toBeInTheDocument();
    await user.click(screen.getByText(SCHEDULED_MENU_TEXTS.useLearnedShares));
    expect(shareOf(naan.name)).toHaveValue(45);
    expect(shareOf(rice.name)).toHaveValue(55);
    // Nothing is written until the menu is saved.
    expect(callTo(calls, 'PUT', menuPath)).toBeUndefined();
    await user.click(screen.getByText('Update'));
    await shown(SCHEDULED_MENU_MESSAGES.updated);
    const body = callTo(calls, 'PUT', menuPath)?.body as UpdateScheduledMenuInput;
    expect(body.scheduledElements?.map((row) => row.share)).toEqual([45, 55, 40]);
  });

  it('cannot use a learned 0 and says why', async () => {
    openEditor(learned(100, 0), { menu: split });
    await heading();
    expect(await screen.findByText('Bread: last 6 times: 100 / 0')).toBeInTheDocument();
    expect(
      screen.getByText(SCHEDULED_MENU_TEXTS.useLearnedShares).closest('button'),
    ).toBeDisabled();
    expect(screen.getByText(SCHEDULED_MENU_TEXTS.learnedShareZero)).toBeInTheDocument();
    expect(shareOf(naan.name)).toHaveValue(40);
  });

  it('shows nothing when the history cannot be read, and the editor still splits', async () => {
    const failed = {
      [`GET ${menuPath}/choice-share-history`]: {
        status: 500,
        error: { code: 'internal', messages: ['boom'] },
      },
    };
    const { calls, user } = openEditor(failed, { menu: split });
    await heading();
    await vi.waitFor(() =>
      expect(callTo(calls, 'GET', `${menuPath}/choice-share-history`)).toBeDefined(),
    );
    expect(screen.queryByText(SCHEDULED_MENU_TEXTS.useLearnedShares)).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
    await user.click(screen.getByText('Split Bread evenly'));
    expect(shareOf(rice.name)).toHaveValue(50);
  });
});
