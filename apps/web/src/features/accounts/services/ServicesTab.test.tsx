import {
  type Account,
  SERVICE_EVENT_MESSAGES,
  type ServiceEvent,
  type ServiceEventInput,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_LINE_COLOURS } from '../../../lib/service-line-colours';
import type { MockAnswer, MockHandler, RecordedCall } from '../../../test/mock-api';
import { ServicesTab } from './ServicesTab';
import {
  buildAccount,
  buildServiceEvent,
  lineNamed,
  renderAccountTab,
  sifted1,
  sifted2,
  UPDATED_AT,
} from './services-test-support';

const account = buildAccount();
const lunch = buildServiceEvent(account, { date: '2025-03-12' });
const special = buildServiceEvent(account, {
  date: '2025-03-14',
  serviceLine: lineNamed('Dinner'),
  serviceLineId: lineNamed('Dinner').id,
  eaterCount: 30,
  specialRequest: true,
  notes: 'Birthday cake at 6',
  scheduledMenu: { id: '00000000-0000-4000-8000-0000000b0001', name: 'Taste of India' },
  pricePerPerson: 9,
});

/** The events of a month or a day, as the API filters them. */
function eventsOf(events: ServiceEvent[]): MockHandler {
  return ({ url }) => {
    const month = Number(url.searchParams.get('month'));
    const day = url.searchParams.get('day');
    return {
      data: events.filter((event) => {
        const [, eventMonth, eventDay] = event.date.split('-').map(Number);
        return eventMonth === month && (day === null || eventDay === Number(day));
      }),
    };
  };
}

function openTab(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  options: { account?: Account; events?: ServiceEvent[] } = {},
) {
  return renderAccountTab(<ServicesTab account={options.account ?? account} />, {
    handlers: {
      'GET /v1/service-events': eventsOf(options.events ?? [lunch, special]),
      'POST /v1/service-events': ({ body }) => ({
        status: 201,
        data: { ...lunch, ...(body as object), id: lunch.id },
      }),
      [`PUT /v1/service-events/${lunch.id}`]: ({ body }) => ({
        data: { ...lunch, ...(body as object) },
      }),
      [`DELETE /v1/service-events/${lunch.id}`]: { data: { id: lunch.id } },
      [`DELETE /v1/service-events/${special.id}`]: { data: { id: special.id } },
      ...handlers,
    },
  });
}

type User = ReturnType<typeof openTab>['user'];

const eventQueries = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === '/v1/service-events')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

const detailsOf = (card: HTMLElement) => {
  const terms = within(card)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(card)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
};

async function openDayView(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Day' }));
}

/** The modal once its form shows (it waits for the service lines and types). */
async function openEventDialog(user: User, button: HTMLElement, name: string) {
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('button', { name: 'Save' });
  return dialog;
}

const openCreate = (user: User) =>
  openEventDialog(user, screen.getByRole('button', { name: 'Create' }), 'New Service Event');

describe('the Services tab', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the month's services on the calendar, coloured per line, and asks the next month", async () => {
    const { calls, user } = openTab();
    const lunchEvent = await screen.findByText('Lunch · 50');
    expect(screen.getByText('Dinner · 30 · Special request')).toBeInTheDocument();
    expect(lunchEvent.closest('.rbc-event')).toHaveStyle({
      backgroundColor: SERVICE_LINE_COLOURS.Lunch,
    });
    // The shown month, then the two whose days fill the grid's edges.
    expect(eventQueries(calls)).toEqual(
      ['3', '2', '4'].map((month) => ({ accountId: account.id, month, year: '2025' })),
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(eventQueries(calls).at(-1)).toEqual({
        accountId: account.id,
        month: '5',
        year: '2025',
      }),
    );
    expect(screen.queryByText('Lunch · 50')).toBeNull();
  });

  it("shows the services of the neighbouring months' days at the grid's edges", async () => {
    const early = buildServiceEvent(account, { date: '2025-04-02', eaterCount: 44 });
    openTab({}, { events: [lunch, early] });
    expect(await screen.findByText('Lunch · 50')).toBeInTheDocument();
    expect(await screen.findByText('Lunch · 44')).toBeInTheDocument();
  });

  it('shows the card details when hovering an event', async () => {
    const { user } = openTab();
    await user.hover(await screen.findByText('Dinner · 30 · Special request'));
    const tooltip = await screen.findByRole('tooltip');
    expect(detailsOf(tooltip)).toMatchObject({ 'Scheduled Meal': 'Taste of India' });
  });

  it("opens the day of a clicked event with that day's cards", async () => {
    const { calls, user } = openTab();
    await user.click(await screen.findByText('Lunch · 50'));
    const card = await screen.findByRole('article', { name: 'Lunch at 12:00' });
    expect(screen.getByLabelText('Date')).toHaveValue('2025-03-12');
    expect(eventQueries(calls).at(-1)).toEqual({
      accountId: account.id,
      month: '3',
      year: '2025',
      day: '12',
    });
    expect(detailsOf(card)).toEqual({
      Account: 'Acme Corp',
      Date: '03/12/2025',
      'Service Line': 'Lunch',
      'Scheduled Meal': 'n/a',
      Headcount: '50',
      'Allergen Count': '3',
      'Dietary Count': '8',
      'Price Per Person': '$12.50',
      'Start Time': '12:00 PM',
      'Service Type': 'Sifted 2.0',
      Location: '100 Main St, Floor 2, Phoenix, AZ 85004',
      'Special Request': 'No',
      Notes: 'n/a',
    });
  });

  it("shows the week's services in the week view, coloured, with details and a click to the day", async () => {
    const nextWeek = buildServiceEvent(account, { date: '2025-03-18', eaterCount: 61 });
    const { user } = openTab({}, { events: [lunch, special, nextWeek] });
    await screen.findByText('Lunch · 50');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    // Monday 10 to Sunday 16 March: this week's two services, not the next week's.
    expect(await screen.findByText('March 10 – 16')).toBeInTheDocument();
    const lunchEvent = screen.getByText('Lunch · 50');
    expect(lunchEvent.closest('.rbc-time-view')).not.toBeNull();
    expect(lunchEvent.closest('.rbc-event')).toHaveStyle({
      backgroundColor: SERVICE_LINE_COLOURS.Lunch,
    });
    expect(screen.getByText('Dinner · 30 · Special request').closest('.rbc-event')).toHaveStyle({
      backgroundColor: SERVICE_LINE_COLOURS.Dinner,
    });
    expect(screen.queryByText('Lunch · 61')).toBeNull();

    await user.hover(screen.getByText('Dinner · 30 · Special request'));
    expect(detailsOf(await screen.findByRole('tooltip'))).toMatchObject({
      'Scheduled Meal': 'Taste of India',
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Lunch · 61')).toBeInTheDocument();
    await user.click(screen.getByText('Lunch · 61'));
    await screen.findByRole('article', { name: 'Lunch at 12:00' });
    expect(screen.getByLabelText('Date')).toHaveValue('2025-03-18');

    // Back to the calendar: the week left, not the month.
    await user.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(await screen.findByText('March 17 – 23')).toBeInTheDocument();
  });

  it('starts the week earlier when a service of the week does, so none falls off', async () => {
    const early = buildServiceEvent(account, {
      date: '2025-03-11',
      serviceTime: '05:45',
      serviceLine: lineNamed('Breakfast'),
      serviceLineId: lineNamed('Breakfast').id,
      eaterCount: 20,
    });
    const { user } = openTab({}, { events: [lunch, early] });
    await screen.findByText('Breakfast · 20');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await screen.findByText('March 10 – 16');
    expect(screen.getByText('5:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Breakfast · 20').closest('.rbc-time-view')).not.toBeNull();
  });

  it('opens a day from its number in the calendar', async () => {
    const { user } = openTab();
    await user.click(
      await screen.findByRole('button', { name: 'Show the services of Friday, March 14, 2025' }),
    );
    const card = await screen.findByRole('article', { name: 'Dinner at 12:00' });
    expect(detailsOf(card)).toMatchObject({
      'Special Request': 'Yes',
      Notes: 'Birthday cake at 6',
      'Price Per Person': '$9.00',
    });
  });

  it('says when a day has no services, and steps from day to day', async () => {
    const { calls, user } = openTab();
    await openDayView(user);
    expect(await screen.findByText(SERVICE_EVENT_MESSAGES.noServices)).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2025-03-10');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('article', { name: 'Lunch at 12:00' })).toBeInTheDocument();
    expect(eventQueries(calls).at(-1)).toMatchObject({ day: '12' });
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText(SERVICE_EVENT_MESSAGES.noServices)).toBeInTheDocument();
  });

  it('creates a service event with the defaults of the spec', async () => {
    const { calls, user } = openTab();
    await openDayView(user);
    const dialog = await openCreate(user);
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2025-03-10');
    expect(within(dialog).getByLabelText('Service Time')).toHaveValue('12:00');
    expect(within(dialog).getByRole('combobox', { name: 'Address' })).toHaveTextContent(
      '100 Main St, Floor 2, Phoenix, AZ 85004',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Service Line' })).toHaveTextContent(
      'Lunch',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Service Type' })).toHaveTextContent(
      'Sifted 2.0',
    );
    expect(within(dialog).getByRole('switch', { name: 'Special Request' })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Price per person')).toHaveDisplayValue('0.00');

    await user.clear(within(dialog).getByLabelText('Eater Count'));
    await user.type(within(dialog).getByLabelText('Eater Count'), '40');
    await user.clear(within(dialog).getByLabelText('Dietary Count'));
    await user.type(within(dialog).getByLabelText('Dietary Count'), '5');
    await user.type(within(dialog).getByLabelText('Notes'), 'Side door');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SERVICE_EVENT_MESSAGES.saved)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      accountId: account.id,
      addressId: account.address.id,
      serviceLineId: lineNamed('Lunch').id,
      serviceTypeId: sifted2.id,
      date: '2025-03-10',
      serviceTime: '12:00',
      specialRequest: false,
      eaterCount: 40,
      dietaryCount: 5,
      allergenCount: 0,
      pricePerPerson: 0,
      notes: 'Side door',
    } satisfies ServiceEventInput);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cannot save without an address', async () => {
    const { calls, user } = openTab({}, { account: buildAccount({ addresses: [] }) });
    const dialog = await openCreate(user);
    expect(within(dialog).getByText(SERVICE_EVENT_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says when the service event conflicts with another', async () => {
    const { user } = openTab({
      'POST /v1/service-events': {
        status: 409,
        error: { code: 'conflict', messages: [SERVICE_EVENT_MESSAGES.conflict] },
      },
    });
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SERVICE_EVENT_MESSAGES.conflict)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Service Event' })).toBeInTheDocument();
  });

  it('edits with the updatedAt it read, and explains a refused service type', async () => {
    const { calls, user } = openTab({
      [`PUT /v1/service-events/${lunch.id}`]: {
        status: 400,
        error: { code: 'validation_failed', messages: ['Service type not found.'] },
      },
    });
    await user.click(await screen.findByText('Lunch · 50'));
    const card = await screen.findByRole('article', { name: 'Lunch at 12:00' });
    const dialog = await openEventDialog(
      user,
      within(card).getByRole('button', { name: 'Edit' }),
      'Edit Service Event',
    );
    expect(within(dialog).getByLabelText('Eater Count')).toHaveValue(50);
    expect(within(dialog).getByLabelText('Price per person')).toHaveDisplayValue('12.50');
    await user.click(within(dialog).getByRole('combobox', { name: 'Service Type' }));
    await user.click(await screen.findByRole('option', { name: sifted1.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(SERVICE_EVENT_MESSAGES.serviceTypeRequired),
    ).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe(`/v1/service-events/${lunch.id}`);
    expect(put?.body).toMatchObject({
      updatedAt: UPDATED_AT,
      accountId: account.id,
      serviceTypeId: sifted1.id,
      eaterCount: 50,
      pricePerPerson: 12.5,
    });
  });

  it('deletes a service event after confirming', async () => {
    const { calls, user } = openTab();
    await user.click(await screen.findByText('Lunch · 50'));
    const card = await screen.findByRole('article', { name: 'Lunch at 12:00' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Service Event' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this service event?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SERVICE_EVENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/v1/service-events/${lunch.id}`,
    ]);
  });

  it('deletes a special request with the simpler message', async () => {
    const { user } = openTab();
    await user.click(await screen.findByText('Dinner · 30 · Special request'));
    const card = await screen.findByRole('article', { name: 'Dinner at 12:00' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Special Request' });
    expect(dialog).toHaveTextContent('Delete this special request?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SERVICE_EVENT_MESSAGES.specialDeleted)).toBeInTheDocument();
  });

  it('says when a delete fails', async () => {
    const { user } = openTab({
      [`DELETE /v1/service-events/${lunch.id}`]: {
        status: 500,
        error: { code: 'internal', messages: ['boom'] },
      },
    });
    await user.click(await screen.findByText('Lunch · 50'));
    const card = await screen.findByRole('article', { name: 'Lunch at 12:00' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Service Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SERVICE_EVENT_MESSAGES.deleteFailed)).toBeInTheDocument();
  });

  it('offers neither Create, Edit nor Delete without editMenu', async () => {
    const { user } = renderAccountTab(<ServicesTab account={account} />, {
      permissions: ['viewScheduleMenu'],
      handlers: { 'GET /v1/service-events': eventsOf([lunch]) },
    });
    await user.click(await screen.findByText('Lunch · 50'));
    const card = await screen.findByRole('article', { name: 'Lunch at 12:00' });
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});
