import { type Permission, SCHEDULED_MENU_MESSAGES } from '@catering/domain';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../AppProviders';
import { readSelectedMarketId } from '../../../lib/local-preferences';
import {
  type MockAnswer,
  type MockHandler,
  mockApi,
  type RecordedCall,
} from '../../../test/mock-api';
import { chooseOption, openPage } from '../../../test/open-page';
import { createTestQueryClient } from '../../../test/render-app';
import { buildScheduledMenu } from '../../../test/scheduled-menu-fixtures';
import {
  buildScheduledMenuListItem,
  buildServiceEventNote,
  phoenix,
  schedulingLine,
  schedulingServiceLines,
  tucson,
} from '../../../test/scheduling-fixtures';
import { menuEntry } from './calendar-events';
import { useMenuDrop } from './useMenuDrop';

const lunch = buildScheduledMenuListItem({ date: '2025-03-12' });
const breakfast = buildScheduledMenuListItem({
  date: '2025-03-12',
  lineName: 'Breakfast',
  name: 'Morning Glory',
  cuisineTypeName: 'American',
  proteinNames: ['Scrambled Eggs'],
});
const note = buildServiceEventNote({ date: '2025-03-13', lineName: 'Dinner' });
const EDITOR: Permission[] = ['viewScheduleMenu', 'editScheduleMenu'];

/** The month's rows, as the API filters them. */
const byMonth =
  <T extends { date: string }>(rows: T[]): MockHandler =>
  ({ url }) => ({
    data: rows.filter(
      (row) => Number(row.date.split('-')[1]) === Number(url.searchParams.get('month')),
    ),
  });

function openCalendar(
  path = `/markets/${phoenix.id}/scheduling/3/2025`,
  options: {
    handlers?: Record<string, MockHandler | MockAnswer>;
    permissions?: Permission[];
    lines?: typeof schedulingServiceLines;
  } = {},
) {
  const page = openPage(path, {
    permissions: options.permissions ?? EDITOR,
    reference: {
      '/v1/markets': [phoenix, tucson],
      '/v1/service-lines': options.lines ?? schedulingServiceLines,
    },
    handlers: {
      'GET /v1/scheduled-menus': byMonth([lunch, breakfast]),
      'GET /v1/service-events/notes': byMonth([note]),
      ...options.handlers,
    },
  });
  // The pointer-events check reads computed styles up the tree on every click: slow in jsdom.
  return {
    ...page,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const monthQueries = (calls: RecordedCall[], path: string) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === path)
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

/** Routes load their screen first, so the location changes a moment after the click. */
const pathIs = (router: { state: { location: { pathname: string } } }, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

const lineBox = (name: string) =>
  within(screen.getByRole('group', { name: 'Service lines' })).getByRole('checkbox', { name });

describe('the scheduling calendar', { timeout: 20_000 }, () => {
  beforeAll(() => {
    // jsdom has no layout; the calendar's click-to-select asks what lies under the pointer.
    if (!document.elementFromPoint) document.elementFromPoint = () => null;
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 10, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the market's menus and notes, hides a line, and steps to the next month", async () => {
    const { calls, user, router } = openCalendar();
    expect(await screen.findByLabelText('Lunch: Taste of India')).toBeInTheDocument();
    expect(screen.getByLabelText('Breakfast: Morning Glory')).toBeInTheDocument();
    expect(screen.getByLabelText('Dinner note: Acme Corp: Side door entrance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Scheduling' })).toBeInTheDocument();
    // The filters follow the calendar order, whatever the reference order.
    const lines = within(screen.getByRole('group', { name: 'Service lines' }));
    expect(lines.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snack',
      'Happy Hour',
      'Dessert',
      'Special',
    ]);
    // The shown month, then the months whose days fill the grid's edges.
    const query = (month: string) => ({ marketId: phoenix.id, month, year: '2025' });
    expect(monthQueries(calls, '/v1/scheduled-menus')).toEqual(['3', '2', '4'].map(query));
    expect(monthQueries(calls, '/v1/service-events/notes')).toEqual(['3', '2', '4'].map(query));

    await user.click(lineBox('Lunch'));
    expect(screen.queryByLabelText('Lunch: Taste of India')).toBeNull();
    expect(screen.getByLabelText('Breakfast: Morning Glory')).toBeInTheDocument();

    await user.click(screen.getByText('Next'));
    await pathIs(router, `/markets/${phoenix.id}/scheduling/4/2025`);
    expect(
      await screen.findByText('Nothing scheduled this month. Click a day to schedule a menu.'),
    ).toBeInTheDocument();
  });

  it('starts reading the month as the navigation to it starts, and reads it once', async () => {
    const headingWhenAsked: boolean[] = [];
    const menus = byMonth([lunch, breakfast]);
    const { calls, router } = openCalendar('/settings', {
      handlers: {
        'GET /v1/scheduled-menus': (request) => {
          headingWhenAsked.push(screen.queryByRole('heading', { name: 'Scheduling' }) !== null);
          return menus(request);
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(monthQueries(calls, '/v1/scheduled-menus')).toEqual([]);

    await act(() => router.navigate(`/markets/${phoenix.id}/scheduling/3/2025`));
    expect(await screen.findByLabelText('Lunch: Taste of India')).toBeInTheDocument();
    // Asked before the page was drawn, and not asked again once it was.
    expect(headingWhenAsked).toEqual([false, false, false]);
    expect(monthQueries(calls, '/v1/service-events/notes')).toHaveLength(3);
  });

  it('enables Show toggles with exactly one line on, one at a time, changing the titles', async () => {
    // Three lines are enough to reach "exactly one on" with few clicks.
    const lines = ['Dinner', 'Breakfast', 'Lunch'].map(schedulingLine);
    const { user } = openCalendar(undefined, { lines });
    await screen.findByLabelText('Breakfast: Morning Glory');
    const toggles = within(screen.getByRole('group', { name: 'Show on the menus' }));
    const toggle = (name: string) => toggles.getByRole('switch', { name });
    expect(toggle('Show Cuisine')).toBeDisabled();

    await user.click(lineBox('Lunch'));
    expect(toggle('Show Cuisine')).toBeDisabled();
    await user.click(lineBox('Dinner'));
    expect(toggle('Show Cuisine')).toBeEnabled();
    await user.click(toggle('Show Cuisine'));
    expect(screen.getByLabelText('Breakfast: American')).toBeInTheDocument();
    await user.click(toggle('Show Protein'));
    expect(toggle('Show Cuisine')).not.toBeChecked();
    expect(screen.getByLabelText('Breakfast: Scrambled Eggs')).toBeInTheDocument();
    await user.click(toggle('Show Salad'));
    expect(screen.getByLabelText('Breakfast: No salad')).toBeInTheDocument();

    // A second line on: the toggles go off and the names come back.
    await user.click(lineBox('Lunch'));
    expect(toggle('Show Salad')).toBeDisabled();
    expect(toggle('Show Salad')).not.toBeChecked();
    expect(screen.getByLabelText('Breakfast: Morning Glory')).toBeInTheDocument();
  });

  it('opens a clicked menu, a clicked note and a clicked day', async () => {
    const { user, router } = openCalendar();
    await user.click(await screen.findByLabelText('Lunch: Taste of India'));
    await pathIs(router, `/scheduled-menus/${lunch.id}`);

    await act(() => router.navigate(`/markets/${phoenix.id}/scheduling/3/2025`));
    await user.click(await screen.findByLabelText('Dinner note: Acme Corp: Side door entrance'));
    await pathIs(router, `/markets/${phoenix.id}/scheduling-detail/2025-03-13`);

    await act(() => router.navigate(`/markets/${phoenix.id}/scheduling/3/2025`));
    await user.click(await screen.findByLabelText('Show the schedule of Friday, March 21, 2025'));
    await pathIs(router, `/markets/${phoenix.id}/scheduling-detail/2025-03-21`);
  });

  it('switches market in the same month and remembers it; an unknown market says so', async () => {
    const { user, router } = openCalendar(`/markets/${tucson.id.replace(/.$/, '9')}/scheduling`);
    expect(
      await screen.findByText('This market does not exist. Choose a market to see its schedule.'),
    ).toBeInTheDocument();
    await chooseOption(user, 'Market', 'Tucson');
    await pathIs(router, `/markets/${tucson.id}/scheduling/3/2025`);
    expect(readSelectedMarketId()).toBe(tucson.id);
  });

  it('offers a retry when the month fails to load', async () => {
    let fail = true;
    const { user } = openCalendar(undefined, {
      handlers: {
        'GET /v1/scheduled-menus': (request) =>
          fail
            ? { status: 500, error: { code: 'internal', messages: ['The server broke.'] } }
            : byMonth([lunch])(request),
      },
    });
    expect(await screen.findByText('The server broke.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Lunch: Taste of India')).toBeInTheDocument();
  });
});

describe('dropping a menu on another day', () => {
  function renderDrop(answer: MockAnswer) {
    const mock = mockApi({ [`PUT /v1/scheduled-menus/${lunch.id}/date`]: answer });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={createTestQueryClient()}>{children}</AppProviders>
    );
    const { result } = renderHook(() => useMenuDrop(true), { wrapper });
    const event = menuEntry(lunch, null);
    act(() =>
      result.current.onEventDrop({ event, start: new Date(2025, 2, 14, 12), end: event.end }),
    );
    return mock;
  }

  it('sends the new date and the updatedAt read, then says where it went', async () => {
    // The API answers the whole moved menu.
    const moved = buildScheduledMenu({
      id: lunch.id,
      date: '2025-03-14',
      marketId: phoenix.id,
      market: { id: phoenix.id, name: phoenix.name },
      serviceLineId: lunch.serviceLineId,
      serviceLine: { id: lunch.serviceLineId, name: lunch.serviceLineName },
    });
    const { calls } = renderDrop({ data: moved });
    expect(await screen.findByText('Menu has been moved to 03/14/2025.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      date: '03/14/2025',
      updatedAt: lunch.updatedAt,
    });
  });

  it("shows the server's refusal of a locked menu", async () => {
    renderDrop({
      status: 403,
      error: { code: 'locked', messages: [SCHEDULED_MENU_MESSAGES.locked] },
    });
    expect(
      await screen.findByText('This scheduled menu is older than 2 days and cannot be edited.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/has been moved/)).toBeNull());
  });
});
