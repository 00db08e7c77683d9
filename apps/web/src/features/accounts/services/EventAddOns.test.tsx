import { ADD_ON_MESSAGES, type ServiceEvent } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockAnswer, MockHandler, RecordedCall } from '../../../test/mock-api';
import { SERVICES_TEXTS } from './messages';
import { ServicesTab } from './ServicesTab';
import {
  addOnRows,
  buildAccount,
  buildServiceEvent,
  dessertBar,
  greensBar,
  lineNamed,
  renderAccountTab,
  soup,
  UPDATED_AT,
} from './services-test-support';

const account = buildAccount();
const [small, large] = addOnRows(soup, [
  { quantity: 10, pricePerUnit: 2.5, scheduledAddOn: { name: 'Tomato Bisque' } },
  { quantity: 4, pricePerUnit: 4 },
]) as [ServiceEvent['addOns'][number], ServiceEvent['addOns'][number]];
const withSoup = buildServiceEvent(account, { date: '2025-03-10', addOns: [large, small] });
const eventPath = `/v1/service-events/${withSoup.id}`;

function openTab(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  options: { event?: ServiceEvent; beta?: boolean } = {},
) {
  return renderAccountTab(<ServicesTab account={account} />, {
    beta: options.beta ?? true,
    handlers: {
      'GET /v1/service-events': { data: [options.event ?? withSoup] },
      [`PUT ${eventPath}/add-ons`]: { data: withSoup },
      [`POST ${eventPath}/add-ons`]: { status: 201, data: withSoup },
      [`DELETE /v1/service-events/add-ons/${small.id}`]: { data: { id: small.id } },
      [`DELETE /v1/service-events/add-ons/${large.id}`]: { data: { id: large.id } },
      ...handlers,
    },
  });
}

type User = ReturnType<typeof openTab>['user'];

async function openAddOns(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Day' }));
  const card = await screen.findByRole('article', { name: 'Lunch at 12:00' });
  await user.click(within(card).getByRole('button', { name: 'Add-ons' }));
  return screen.findByRole('dialog', { name: 'Add-ons of Lunch on 03/10/2025' });
}

const writes = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => `${call.method} ${call.path}${call.search}`);

describe('add-ons of a service event (beta)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('shows a card per add-on type with its slots in order', async () => {
    const { user } = openTab();
    const dialog = await openAddOns(user);
    const card = within(dialog).getByRole('region', { name: 'Soup' });
    const table = within(card).getByRole('table', { name: 'Slots of Soup' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Slot', 'Quantity', 'Price Per Unit', 'Scheduled Add On', 'Actions']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Small', '10', '$2.50', 'Tomato Bisque'],
      ['Large', '4', '$4.00', 'None'],
    ]);
  });

  it('edits one slot at a time and saves that row', async () => {
    const { calls, user } = openTab();
    const dialog = await openAddOns(user);
    await user.click(within(dialog).getByRole('button', { name: 'Edit Small' }));
    expect(within(dialog).getByRole('button', { name: 'Edit Large' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Delete Large' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Delete Soup' })).toBeDisabled();

    await user.clear(within(dialog).getByLabelText('Quantity, Small'));
    await user.type(within(dialog).getByLabelText('Quantity, Small'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save Small' }));
    expect(await within(dialog).findByText(ADD_ON_MESSAGES.quantity)).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Quantity, Small'));
    await user.type(within(dialog).getByLabelText('Quantity, Small'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Small' }));
    await waitFor(() => expect(writes(calls)).toEqual([`PUT ${eventPath}/add-ons`]));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      addOnTypeId: soup.id,
      serviceEventId: withSoup.id,
      serviceEventAddOns: [
        { id: small.id, quantity: 12, pricePerUnit: 2.5, updatedAt: UPDATED_AT },
      ],
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Edit Large' })).toBeEnabled(),
    );
  });

  it('saves a slot on Enter, and asks before closing over a slot not saved', async () => {
    const { calls, user } = openTab();
    const dialog = await openAddOns(user);
    await user.click(within(dialog).getByRole('button', { name: 'Edit Small' }));
    await user.clear(within(dialog).getByLabelText('Quantity, Small'));
    await user.type(within(dialog).getByLabelText('Quantity, Small'), '25{Enter}');
    await waitFor(() => expect(writes(calls)).toEqual([`PUT ${eventPath}/add-ons`]));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      serviceEventAddOns: [{ id: small.id, quantity: 25 }],
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Edit Large' })).toBeEnabled(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Edit Large' }));
    await user.clear(within(dialog).getByLabelText('Quantity, Large'));
    await user.type(within(dialog).getByLabelText('Quantity, Large'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unsaved Add-on Slot' });
    expect(confirm).toHaveTextContent(SERVICES_TEXTS.addOnSlotUnsaved('Large', 'Soup'));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Unsaved Add-on Slot' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('Quantity, Large')).toHaveValue(40);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved Add-on Slot' })).getByRole(
        'button',
        { name: 'Close Without Saving' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(calls)).toEqual([`PUT ${eventPath}/add-ons`]);
  });

  it('says so when a slot cannot be saved', async () => {
    const { user } = openTab({
      [`PUT ${eventPath}/add-ons`]: { status: 409, error: { code: 'stale', messages: ['old'] } },
    });
    const dialog = await openAddOns(user);
    await user.click(within(dialog).getByRole('button', { name: 'Edit Large' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Large' }));
    expect(await screen.findByText(ADD_ON_MESSAGES.updateFailed)).toBeInTheDocument();
  });

  it('deletes one slot, or the whole add-on type, after confirming', async () => {
    const { calls, user } = openTab();
    const dialog = await openAddOns(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Large' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Add-on Slot' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await waitFor(() =>
      expect(writes(calls)).toEqual([`DELETE /v1/service-events/add-ons/${large.id}`]),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Delete Soup' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Add-on' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(ADD_ON_MESSAGES.deleted('Soup'))).toBeInTheDocument();
    expect(writes(calls).at(-1)).toBe(`DELETE /v1/service-events/add-ons/${small.id}?scope=type`);
  });

  it('says when the event has no add-ons', async () => {
    const { user } = openTab({}, { event: { ...withSoup, addOns: [] } });
    const dialog = await openAddOns(user);
    expect(within(dialog).getByText(ADD_ON_MESSAGES.none)).toBeInTheDocument();
  });

  it('adds the add-on types picked in the searchable picker, one call each', async () => {
    const { calls, user } = openTab({
      [`POST ${eventPath}/add-ons`]: ({ body }) =>
        (body as { addOnTypeId: string }).addOnTypeId === dessertBar.id
          ? { status: 409, error: { code: 'conflict', messages: ['taken'] } }
          : { status: 201, data: withSoup },
    });
    const dialog = await openAddOns(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Add-ons' }));
    const picker = await screen.findByRole('dialog', { name: 'Add Add-ons' });
    const list = within(picker).getByRole('list', { name: 'Add-on types' });
    // Soup is on the event already.
    expect(within(list).getByRole('checkbox', { name: /Soup/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.type(within(picker).getByLabelText('Search add-ons'), 'bar');
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Dessert Bar'), expect.stringContaining('Greens Bar')]);
    await user.click(within(list).getByRole('checkbox', { name: /Greens Bar/ }));
    await user.click(within(list).getByRole('checkbox', { name: /Dessert Bar/ }));
    const selected = within(picker).getByRole('region', { name: 'Selected add-ons' });
    expect(within(selected).getByText('Greens Bar')).toBeInTheDocument();
    expect(within(selected).getByText('Dessert Bar')).toBeInTheDocument();

    await user.click(within(picker).getByRole('button', { name: 'Add 2 Add-ons' }));
    expect(await screen.findByText(ADD_ON_MESSAGES.added('Greens Bar'))).toBeInTheDocument();
    expect(await screen.findByText(ADD_ON_MESSAGES.addFailed('Dessert Bar'))).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { addOnTypeId: greensBar.id },
      { addOnTypeId: dessertBar.id },
    ]);
  });

  it('shows no Add-ons without beta, nor for lines that take none', async () => {
    const snack = lineNamed('Snack');
    const { user } = openTab({
      'GET /v1/service-events': {
        data: [
          { ...withSoup, addOns: [] },
          buildServiceEvent(account, {
            date: '2025-03-10',
            serviceLine: snack,
            serviceLineId: snack.id,
            serviceTime: '15:00',
          }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Day' }));
    const snackCard = await screen.findByRole('article', { name: 'Snack at 15:00' });
    expect(within(snackCard).queryByRole('button', { name: 'Add-ons' })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Lunch at 12:00' })).getByRole('button', {
        name: 'Add-ons',
      }),
    ).toBeInTheDocument();
  });

  it('hides Add-ons when beta features are off', async () => {
    const { user } = openTab({}, { beta: false });
    await user.click(await screen.findByRole('button', { name: 'Day' }));
    const card = await screen.findByRole('article', { name: 'Lunch at 12:00' });
    expect(within(card).queryByRole('button', { name: 'Add-ons' })).toBeNull();
  });
});
