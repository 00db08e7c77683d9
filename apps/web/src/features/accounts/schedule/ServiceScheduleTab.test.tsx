import {
  type Account,
  SERVING_SCHEDULE_MESSAGES,
  type ServedWeekday,
  type ServingSchedule,
  type ServingScheduleInput,
  type Weekday,
} from '@catering/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockAnswer, MockHandler, RecordedCall } from '../../../test/mock-api';
import { ServiceScheduleTab } from './ServiceScheduleTab';
import { cellLabel, SCHEDULE_COLUMNS } from './ServingScheduleGrid';
import {
  buildAccount,
  lineNamed,
  renderAccountTab,
  sifted1,
  sifted2,
} from './schedule-test-support';

const lunch = lineNamed('Lunch');
const account = buildAccount();

function openTab(
  handlers: Record<string, MockHandler | MockAnswer> = {},
  options: { account?: Account; permissions?: ('editMenu' | 'viewScheduleMenu')[] } = {},
) {
  return renderAccountTab(<ServiceScheduleTab account={options.account ?? account} />, {
    permissions: options.permissions,
    handlers: {
      'GET /v2/serving-schedules': { data: null },
      'GET /v2/serving-schedules/in-force': { data: [] },
      'POST /v2/serving-schedules': { data: { created: 12, updated: 3, removed: 0 } },
      ...handlers,
    },
  });
}

const cell = (column: string, day: Parameters<typeof cellLabel>[1]) =>
  screen.getByLabelText(cellLabel(column, day));
const posted = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/v2/serving-schedules');

const actionOf = (day: Weekday) =>
  screen.getByRole('combobox', { name: cellLabel(SCHEDULE_COLUMNS.action, day) });

/** Monday as the server serves it after the schedule of the apply test. */
const servedMonday: ServedWeekday = {
  day: 'monday',
  meatEaters: 40,
  nonMeatEaters: 10,
  pricePerEater: 12.5,
  serviceTime: '11:30',
  serviceTypeId: sifted2.id,
  startDate: '2025-03-11',
  endDate: '2025-06-08',
};

async function chooseAction(
  user: ReturnType<typeof openTab>['user'],
  day: Weekday,
  action: string,
) {
  await user.click(screen.getByRole('combobox', { name: cellLabel(SCHEDULE_COLUMNS.action, day) }));
  await user.click(await screen.findByRole('option', { name: action }));
}

describe('the Service Schedule tab', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 10 March 2025, morning, local time.
    vi.setSystemTime(new Date(2025, 2, 10, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('starts on Lunch, from tomorrow to 90 days after today, one protein eater at 12:00 per weekday', async () => {
    const { calls } = openTab();
    const line = await screen.findByRole('combobox', { name: 'Service Line' });
    expect(line).toHaveTextContent('Lunch');
    expect(screen.getByLabelText('Start Date')).toHaveValue('2025-03-11');
    expect(screen.getByLabelText('End Date')).toHaveValue('2025-06-08');
    const rows = within(screen.getByRole('table', { name: 'Weekly serving schedule' }))
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(rows).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    for (const day of ['monday', 'sunday'] as const) {
      expect(
        screen.getByRole('combobox', { name: cellLabel(SCHEDULE_COLUMNS.action, day) }),
      ).toHaveTextContent('None');
      expect(cell(SCHEDULE_COLUMNS.meatEaters, day)).toHaveValue(1);
      expect(cell(SCHEDULE_COLUMNS.nonMeatEaters, day)).toHaveValue(0);
      expect(cell(SCHEDULE_COLUMNS.total, day)).toHaveTextContent('1');
      expect(cell(SCHEDULE_COLUMNS.price, day)).toHaveValue(0);
      expect(cell(SCHEDULE_COLUMNS.time, day)).toHaveValue('12:00');
      expect(cell(SCHEDULE_COLUMNS.time, day)).toHaveAttribute('step', '300');
      // The account's own service type.
      expect(
        screen.getByRole('combobox', { name: cellLabel(SCHEDULE_COLUMNS.serviceType, day) }),
      ).toHaveTextContent(sifted2.name);
    }
    const asked = calls.find((call) => call.path === '/v2/serving-schedules');
    expect(new URLSearchParams(asked?.search).get('serviceLineId')).toBe(lunch.id);
  });

  it('offers the lines in the spec order and steps the dates a day at a time', async () => {
    const { user } = openTab();
    await user.click(await screen.findByRole('combobox', { name: 'Service Line' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snack',
      'Happy Hour',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Previous day of Start Date' }));
    expect(screen.getByLabelText('Start Date')).toHaveValue('2025-03-10');
    await user.click(screen.getByRole('button', { name: 'Next day of End Date' }));
    expect(screen.getByLabelText('End Date')).toHaveValue('2025-06-09');
    await user.click(screen.getByRole('button', { name: 'About the dates' }));
    expect(await screen.findByRole('dialog', { name: 'Dates' })).toHaveTextContent(
      SERVING_SCHEDULE_MESSAGES.datesInfo,
    );
  });

  it('falls back to Sifted 1.0 when the account has no service type', async () => {
    openTab({}, { account: buildAccount({ serviceTypeId: '', serviceTypeName: '' }) });
    const type = await screen.findByRole('combobox', {
      name: cellLabel(SCHEDULE_COLUMNS.serviceType, 'friday'),
    });
    expect(type).toHaveTextContent(sifted1.name);
  });

  it('sends only the weekdays whose Action is not None, after confirming, then shows the days in force', async () => {
    // What the server serves once the schedule is applied: Monday, as sent.
    let inForce: ServedWeekday[] = [];
    const { calls, user } = openTab({
      'GET /v2/serving-schedules/in-force': () => ({ data: inForce }),
      'POST /v2/serving-schedules': () => {
        inForce = [servedMonday];
        return { data: { created: 12, updated: 3, removed: 0 } };
      },
    });
    expect(await screen.findByText('No weekday of this line is served now.')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    await chooseAction(user, 'monday', 'Add/Update');
    await user.clear(cell(SCHEDULE_COLUMNS.meatEaters, 'monday'));
    await user.type(cell(SCHEDULE_COLUMNS.meatEaters, 'monday'), '40');
    await user.clear(cell(SCHEDULE_COLUMNS.nonMeatEaters, 'monday'));
    await user.type(cell(SCHEDULE_COLUMNS.nonMeatEaters, 'monday'), '10');
    expect(cell(SCHEDULE_COLUMNS.total, 'monday')).toHaveTextContent('50');
    await user.clear(cell(SCHEDULE_COLUMNS.price, 'monday'));
    await user.type(cell(SCHEDULE_COLUMNS.price, 'monday'), '12.5');
    await user.tab();
    expect(cell(SCHEDULE_COLUMNS.price, 'monday')).toHaveDisplayValue('12.50');
    fireEvent.change(cell(SCHEDULE_COLUMNS.time, 'monday'), { target: { value: '11:30' } });
    await chooseAction(user, 'wednesday', 'Remove');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', {
      name: SERVING_SCHEDULE_MESSAGES.confirmTitle,
    });
    expect(dialog).toHaveTextContent(SERVING_SCHEDULE_MESSAGES.confirmText);
    expect(posted(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(
      await screen.findByText(
        'Serving Schedule has been updated successfully. 12 created, 3 updated, 0 removed.',
      ),
    ).toBeInTheDocument();
    // The grid shows the schedule in force: Monday served with its figures, Wednesday not.
    expect(
      await screen.findByText(
        'Served now: Monday until 06/08/2025. Update applies the grid again between the Start and End dates.',
      ),
    ).toBeInTheDocument();
    // Until the dialog's closing transition ends, the page behind it is hidden from queries.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionOf('monday')).toHaveTextContent('Add/Update');
    expect(cell(SCHEDULE_COLUMNS.total, 'monday')).toHaveTextContent('50');
    expect(cell(SCHEDULE_COLUMNS.price, 'monday')).toHaveDisplayValue('12.50');
    expect(cell(SCHEDULE_COLUMNS.time, 'monday')).toHaveValue('11:30');
    expect(actionOf('wednesday')).toHaveTextContent('None');
    const [call] = posted(calls);
    const query = new URLSearchParams(call?.search);
    expect([query.get('accountId'), query.get('serviceLineId')]).toEqual([account.id, lunch.id]);
    expect(call?.body).toEqual({
      startDate: '2025-03-11',
      endDate: '2025-06-08',
      data: [
        {
          day: 'monday',
          shouldServeOnDay: true,
          meatEaters: 40,
          nonMeatEaters: 10,
          pricePerEater: 12.5,
          serviceTime: '11:30',
          serviceTypeId: sifted2.id,
        },
        {
          day: 'wednesday',
          shouldServeOnDay: false,
          meatEaters: 1,
          nonMeatEaters: 0,
          pricePerEater: 0,
          serviceTime: '12:00',
          serviceTypeId: sifted2.id,
        },
      ],
    } satisfies ServingScheduleInput);
  });

  it('sends nothing when Update is not confirmed', async () => {
    const { calls, user } = openTab();
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    await chooseAction(user, 'monday', 'Add/Update');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', {
      name: SERVING_SCHEDULE_MESSAGES.confirmTitle,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(calls)).toHaveLength(0);
  });

  it('takes figures only on a weekday set to Add/Update, the one Action that applies them', async () => {
    const { user } = openTab();
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    const figures = (day: Weekday) =>
      [
        SCHEDULE_COLUMNS.meatEaters,
        SCHEDULE_COLUMNS.nonMeatEaters,
        SCHEDULE_COLUMNS.price,
        SCHEDULE_COLUMNS.time,
      ].map((column) => cell(column, day));
    const serviceType = (day: Weekday) =>
      screen.getByRole('combobox', { name: cellLabel(SCHEDULE_COLUMNS.serviceType, day) });
    // Under None a typed headcount would be ignored by Update: it is shown, not editable.
    for (const input of figures('tuesday')) expect(input).toBeDisabled();
    expect(serviceType('tuesday')).toHaveAttribute('aria-disabled', 'true');

    await chooseAction(user, 'tuesday', 'Add/Update');
    for (const input of figures('tuesday')) expect(input).toBeEnabled();
    expect(serviceType('tuesday')).not.toHaveAttribute('aria-disabled');

    await chooseAction(user, 'tuesday', 'Remove');
    for (const input of figures('tuesday')) expect(input).toBeDisabled();
  });

  it('checks the figures of the days it sends only', async () => {
    const { calls, user } = openTab();
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    await chooseAction(user, 'monday', 'Add/Update');
    await user.clear(cell(SCHEDULE_COLUMNS.price, 'monday'));
    await user.type(cell(SCHEDULE_COLUMNS.price, 'monday'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText(SERVING_SCHEDULE_MESSAGES.price)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted(calls)).toHaveLength(0);
  });

  it('says what went wrong, with the server messages, when the schedule is refused', async () => {
    const { user } = openTab({
      'POST /v2/serving-schedules': {
        status: 400,
        error: {
          code: 'validation_failed',
          messages: ['This account has no address to serve at.'],
        },
      },
    });
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    await chooseAction(user, 'monday', 'Add/Update');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog', {
      name: SERVING_SCHEDULE_MESSAGES.confirmTitle,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const text = `${SERVING_SCHEDULE_MESSAGES.failed} This account has no address to serve at.`;
    expect(await screen.findAllByText(text)).not.toHaveLength(0);
    expect(screen.queryByText(/updated successfully/)).toBeNull();
  });

  it('fills the grid with the days in force at Add/Update, the last schedule’s other days at None', async () => {
    const saved: ServingSchedule = {
      id: '00000000-0000-4000-8000-00000000aaaa',
      startDate: '2025-01-01',
      endDate: '2025-02-28',
      createdAt: '2025-01-01T00:00:00.000Z',
      data: [
        {
          day: 'thursday',
          shouldServeOnDay: true,
          meatEaters: 30,
          nonMeatEaters: 5,
          pricePerEater: 9,
          serviceTime: '11:45:00',
          serviceTypeId: sifted1.id,
        },
        {
          day: 'friday',
          shouldServeOnDay: false,
          meatEaters: 70,
          nonMeatEaters: 0,
          pricePerEater: 9,
          serviceTime: '11:45',
          serviceTypeId: sifted1.id,
        },
      ],
    };
    const tuesday = { ...servedMonday, day: 'tuesday', meatEaters: 22, nonMeatEaters: 3 } as const;
    openTab({
      'GET /v2/serving-schedules': { data: saved },
      'GET /v2/serving-schedules/in-force': { data: [tuesday] },
    });
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    expect(actionOf('tuesday')).toHaveTextContent('Add/Update');
    expect(cell(SCHEDULE_COLUMNS.total, 'tuesday')).toHaveTextContent('25');
    expect(cell(SCHEDULE_COLUMNS.meatEaters, 'tuesday')).toBeEnabled();
    expect(cell(SCHEDULE_COLUMNS.total, 'thursday')).toHaveTextContent('35');
    expect(cell(SCHEDULE_COLUMNS.price, 'thursday')).toHaveDisplayValue('9.00');
    expect(cell(SCHEDULE_COLUMNS.time, 'thursday')).toHaveValue('11:45');
    expect(
      screen.getByRole('combobox', { name: cellLabel(SCHEDULE_COLUMNS.serviceType, 'thursday') }),
    ).toHaveTextContent(sifted1.name);
    expect(
      screen.getByRole('combobox', { name: cellLabel(SCHEDULE_COLUMNS.action, 'thursday') }),
    ).toHaveTextContent('None');
    // A removed weekday starts from the defaults.
    expect(cell(SCHEDULE_COLUMNS.meatEaters, 'friday')).toHaveValue(1);
    // The range stays the default one.
    expect(screen.getByLabelText('Start Date')).toHaveValue('2025-03-11');
  });

  it('copies the grid to another line of the account after a confirmation naming lines and days', async () => {
    const dinner = lineNamed('Dinner');
    const { calls, user } = openTab({
      'POST /v2/serving-schedules': { data: { created: 26, updated: 0, removed: 2 } },
    });
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    await chooseAction(user, 'monday', 'Add/Update');
    await user.clear(cell(SCHEDULE_COLUMNS.meatEaters, 'monday'));
    await user.type(cell(SCHEDULE_COLUMNS.meatEaters, 'monday'), '30');
    await chooseAction(user, 'thursday', 'Add/Update');
    await chooseAction(user, 'friday', 'Remove');

    await user.click(screen.getByRole('button', { name: 'Copy schedule to another service line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Serving Schedule' });
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    expect(copy).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Copy to' }));
    const targets = screen.getAllByRole('option').map((option) => option.textContent);
    // Every other line of the account, not the one shown.
    expect(targets).toEqual(['Breakfast', 'Dinner', 'Snack', 'Happy Hour']);
    await user.click(screen.getByRole('option', { name: 'Dinner' }));
    expect(dialog).toHaveTextContent(
      'Apply the Lunch schedule to Dinner from 03/11/2025 to 06/08/2025: Add/Update Monday (30 eaters), Thursday (1 eater); Remove Friday. Add Ons are not copied.',
    );
    expect(posted(calls)).toHaveLength(0);
    await user.click(copy);

    expect(
      await screen.findByText(
        'Copied the Lunch schedule to Dinner. 26 created, 0 updated, 2 removed.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = posted(calls);
    const query = new URLSearchParams(call?.search);
    expect([query.get('accountId'), query.get('serviceLineId')]).toEqual([account.id, dinner.id]);
    const body = call?.body as ServingScheduleInput;
    expect([body.startDate, body.endDate]).toEqual(['2025-03-11', '2025-06-08']);
    expect(body.data.map((entry) => [entry.day, entry.shouldServeOnDay, entry.meatEaters])).toEqual(
      [
        ['monday', true, 30],
        ['thursday', true, 1],
        ['friday', false, 1],
      ],
    );
    // The Lunch grid itself stays as it was.
    expect(actionOf('monday')).toHaveTextContent('Add/Update');
  });

  it('copies nothing when cancelled, or when no weekday has an Action', async () => {
    const { calls, user } = openTab();
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    const copyButton = screen.getByRole('button', {
      name: 'Copy schedule to another service line',
    });
    await user.click(copyButton);
    let dialog = await screen.findByRole('dialog', { name: 'Copy Serving Schedule' });
    expect(dialog).toHaveTextContent(
      'Choose Add/Update or Remove for at least one weekday to copy.',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await chooseAction(user, 'monday', 'Add/Update');
    await user.click(copyButton);
    dialog = await screen.findByRole('dialog', { name: 'Copy Serving Schedule' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Copy to' }));
    await user.click(screen.getByRole('option', { name: 'Breakfast' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(calls)).toHaveLength(0);
  });

  it('shows no Update and locks the grid without editMenu', async () => {
    openTab({}, { permissions: ['viewScheduleMenu'] });
    await screen.findByRole('table', { name: 'Weekly serving schedule' });
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Copy schedule to another service line' }),
    ).toBeNull();
    expect(cell(SCHEDULE_COLUMNS.meatEaters, 'monday')).toBeDisabled();
  });
});
