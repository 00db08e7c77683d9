import {
  ADD_ON_MESSAGES,
  type RecurringAddOn,
  type RecurringAddOnInput,
  type RecurringAddOnValues,
  SERVING_SCHEDULE_MESSAGES,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockAnswer, MockHandler, RecordedCall } from '../../../test/mock-api';
import { ServiceScheduleTab } from './ServiceScheduleTab';
import {
  buildAccount,
  lineNamed,
  renderAccountTab,
  soup,
  UPDATED_AT,
} from './schedule-test-support';

const account = buildAccount();
const lunch = lineNamed('Lunch');
const [small, large] = [...soup.addOnSlots].sort((a, b) => a.order - b.order) as [
  (typeof soup.addOnSlots)[number],
  (typeof soup.addOnSlots)[number],
];

const savedSoup: RecurringAddOn = {
  id: '00000000-0000-4000-8000-0000000a0001',
  accountId: account.id,
  serviceLineId: lunch.id,
  addOnTypeId: soup.id,
  day: 'friday',
  shouldServeOnDay: true,
  quantity: null,
  pricePerUnit: null,
  addOnSlots: [
    { id: small.id, name: small.name, order: small.order, quantity: 10, pricePerUnit: 2.5 },
    { id: large.id, name: large.name, order: large.order, quantity: 5, pricePerUnit: 4 },
  ],
  updatedAt: UPDATED_AT,
};

/** The API's answer to a write: what was sent, as saved, each slot with its name and order. */
function savedFrom(body: unknown): RecurringAddOn {
  const { addOnSlots, ...sent } = body as RecurringAddOnValues & { updatedAt?: string };
  const slotOfType = (id: string) => soup.addOnSlots.find((slot) => slot.id === id)!;
  return {
    ...savedSoup,
    ...sent,
    addOnSlots: addOnSlots.map((slot) => {
      const { name, order } = slotOfType(slot.id);
      return { ...slot, name, order };
    }),
    updatedAt: UPDATED_AT,
  };
}

function openTab(handlers: Record<string, MockHandler | MockAnswer> = {}, beta = true) {
  return renderAccountTab(<ServiceScheduleTab account={account} />, {
    beta,
    handlers: {
      'GET /v2/serving-schedules': { data: null },
      'GET /v2/serving-schedules/in-force': { data: [] },
      'POST /v2/serving-schedules': { data: { created: 1, updated: 0, removed: 0 } },
      'GET /v1/recurring-addons': { data: [] },
      'POST /v1/recurring-addons': ({ body }) => ({ status: 201, data: savedFrom(body) }),
      [`PUT /v1/recurring-addons/${savedSoup.id}`]: ({ body }) => ({ data: savedFrom(body) }),
      [`DELETE /v1/recurring-addons/${savedSoup.id}`]: { data: { id: savedSoup.id } },
      ...handlers,
    },
  });
}

type User = ReturnType<typeof openTab>['user'];

async function addSoup(user: User, dayName: string) {
  const day = await screen.findByRole('region', { name: `Add Ons on ${dayName}` });
  expect(within(day).getByRole('combobox', { name: 'Add On Type' })).toHaveTextContent('Soup');
  await user.click(within(day).getByRole('button', { name: `Add an add-on on ${dayName}` }));
  return screen.getByRole('region', { name: `Soup on ${dayName}` });
}

async function paste(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function confirmUpdate(user: User) {
  await user.click(screen.getByRole('button', { name: 'Update' }));
  const dialog = await screen.findByRole('dialog', {
    name: SERVING_SCHEDULE_MESSAGES.confirmTitle,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Update' }));
}

const writes = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('recurring add-ons of the Service Schedule tab (beta)', { timeout: 30_000 }, () => {
  it('asks for quantity and price on enabled add-ons only', async () => {
    const { calls, user } = openTab();
    const monday = await addSoup(user, 'Monday');
    const tuesday = await addSoup(user, 'Tuesday');
    await user.click(within(tuesday).getByRole('switch', { name: 'Enabled' }));
    expect(
      within(monday)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Small', 'Large']);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await within(monday).findAllByText(ADD_ON_MESSAGES.quantity)).toHaveLength(2);
    expect(within(monday).getAllByText(ADD_ON_MESSAGES.price)).toHaveLength(2);
    expect(within(tuesday).queryByText(ADD_ON_MESSAGES.quantity)).toBeNull();
    expect(within(tuesday).queryByText(ADD_ON_MESSAGES.price)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    // A quantity must be a positive whole number, a price positive with 2 decimals at most.
    // Pasted: after a failed Update every keystroke checks the whole form again.
    await paste(user, within(monday).getByLabelText('Quantity, Small'), '1.5');
    await paste(user, within(monday).getByLabelText('Price Per Unit, Small'), '0');
    await paste(user, within(monday).getByLabelText('Quantity, Large'), '3');
    await paste(user, within(monday).getByLabelText('Price Per Unit, Large'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const [smallRow, largeRow] = within(monday).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    await waitFor(() => expect(within(largeRow).queryByText(ADD_ON_MESSAGES.quantity)).toBeNull());
    expect(within(smallRow).getByText(ADD_ON_MESSAGES.quantity)).toBeInTheDocument();
    expect(within(smallRow).getByText(ADD_ON_MESSAGES.price)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('saves the add-ons before applying the schedule', async () => {
    const { calls, user } = openTab();
    const monday = await addSoup(user, 'Monday');
    await user.type(within(monday).getByLabelText('Quantity, Small'), '12');
    await user.type(within(monday).getByLabelText('Price Per Unit, Small'), '2.25');
    await user.type(within(monday).getByLabelText('Quantity, Large'), '6');
    await user.type(within(monday).getByLabelText('Price Per Unit, Large'), '4');
    const tuesday = await addSoup(user, 'Tuesday');
    await user.click(within(tuesday).getByRole('switch', { name: 'Enabled' }));
    await confirmUpdate(user);

    expect(await screen.findByText('Add Ons have been updated successfully.')).toBeInTheDocument();
    await screen.findByText(/^Serving Schedule has been updated successfully\./);
    expect(writes(calls)).toEqual([
      'POST /v1/recurring-addons',
      'POST /v1/recurring-addons',
      'POST /v2/serving-schedules',
    ]);
    const [mondayBody, tuesdayBody] = calls
      .filter((call) => call.method === 'POST' && call.path === '/v1/recurring-addons')
      .map((call) => call.body as RecurringAddOnInput);
    expect(mondayBody).toEqual({
      accountId: account.id,
      serviceLineId: lunch.id,
      addOnTypeId: soup.id,
      day: 'monday',
      shouldServeOnDay: true,
      quantity: null,
      pricePerUnit: null,
      addOnSlots: [
        { id: small.id, quantity: 12, pricePerUnit: 2.25 },
        { id: large.id, quantity: 6, pricePerUnit: 4 },
      ],
    });
    expect(tuesdayBody).toMatchObject({
      day: 'tuesday',
      shouldServeOnDay: false,
      addOnSlots: [
        { id: small.id, quantity: null, pricePerUnit: null },
        { id: large.id, quantity: null, pricePerUnit: null },
      ],
    });
  });

  it('loads saved add-ons, updates them with updatedAt and deletes removed ones', async () => {
    const { calls, user } = openTab({ 'GET /v1/recurring-addons': { data: [savedSoup] } });
    const friday = await screen.findByRole('region', { name: 'Soup on Friday' });
    expect(within(friday).getByLabelText('Quantity, Small')).toHaveValue(10);
    expect(within(friday).getByLabelText('Price Per Unit, Small')).toHaveDisplayValue('2.50');
    const asked = calls.find((call) => call.path === '/v1/recurring-addons');
    expect(new URLSearchParams(asked?.search).get('serviceLineId')).toBe(lunch.id);

    await user.clear(within(friday).getByLabelText('Quantity, Large'));
    await user.type(within(friday).getByLabelText('Quantity, Large'), '8');
    await confirmUpdate(user);
    await screen.findByText('Add Ons have been updated successfully.');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      updatedAt: UPDATED_AT,
      addOnSlots: [
        { id: small.id, quantity: 10, pricePerUnit: 2.5 },
        { id: large.id, quantity: 8, pricePerUnit: 4 },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Remove Soup on Friday' }));
    await confirmUpdate(user);
    expect(await screen.findByText('Add Ons have been removed successfully.')).toBeInTheDocument();
    expect(writes(calls).filter((write) => write.startsWith('DELETE'))).toEqual([
      `DELETE /v1/recurring-addons/${savedSoup.id}`,
    ]);
  });

  it('stops before the schedule when an add-on cannot be saved', async () => {
    const { calls, user } = openTab({
      'POST /v1/recurring-addons': {
        status: 409,
        error: { code: 'conflict', messages: ['This add-on is already scheduled that day.'] },
      },
    });
    const monday = await addSoup(user, 'Monday');
    await user.click(within(monday).getByRole('switch', { name: 'Enabled' }));
    await confirmUpdate(user);
    const text =
      'Something went wrong while trying to update the Add Ons. Please check all fields and try again. This add-on is already scheduled that day.';
    expect(await screen.findAllByText(text)).not.toHaveLength(0);
    expect(writes(calls)).toEqual(['POST /v1/recurring-addons']);
  });

  it('keeps add-ons to Breakfast, Lunch and Dinner, and hides them without beta', async () => {
    const { user, calls } = openTab();
    await user.click(await screen.findByRole('combobox', { name: 'Service Line' }));
    await user.click(await screen.findByRole('option', { name: 'Snack' }));
    expect(await screen.findByText(ADD_ON_MESSAGES.addOnsOnlyForMeals)).toBeInTheDocument();
    const snack = lineNamed('Snack');
    expect(
      calls.some(
        (call) =>
          call.path === '/v1/recurring-addons' &&
          new URLSearchParams(call.search).get('serviceLineId') === snack.id,
      ),
    ).toBe(false);
  });

  it('shows no add-ons when beta features are off', async () => {
    const { calls } = openTab({}, false);
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    expect(screen.queryByRole('region', { name: 'Add Ons' })).toBeNull();
    expect(calls.some((call) => call.path === '/v1/recurring-addons')).toBe(false);
  });
});
