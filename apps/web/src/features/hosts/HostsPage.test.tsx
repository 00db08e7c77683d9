import { addDays, HOST_SURVEY_MESSAGES } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../lib/local-date';
import { buildHost, buildHostServiceLine, openAsHost, tucson } from '../../test/host-fixtures';
import type { MockAnswer } from '../../test/mock-api';
import { chooseOption } from '../../test/open-page';
import { lineNamed, phoenix } from '../../test/scheduling-detail-fixtures';
import { HOSTS_TEXTS } from './messages';

const breakfast = buildHostServiceLine('Breakfast', 'Sunrise Bowls', 1);
const lunch = buildHostServiceLine('Lunch', 'Taste of India', 3);

function openPicker(search = '', services: MockAnswer = { data: [breakfast, lunch] }) {
  return openAsHost(`/hosts${search}`, { handlers: { 'GET /v1/hosts/services': services } });
}

const servicesAsked = (calls: { path: string; search: string }[]) =>
  calls
    .filter((call) => call.path === '/v1/hosts/services')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)));

/** "03-14-25" of "2025-03-14". */
const mmDdYy = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(2, 4)}`;

describe('the Hosts picker', { timeout: 20_000 }, () => {
  it("opens on the host's market and today, and lists the lines as cards leading to their day", async () => {
    const { calls, router } = openPicker();
    expect(await screen.findByRole('heading', { name: 'Hosts' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('link', { name: /services?$/ });
    const today = localToday();

    expect(screen.getByLabelText('Market')).toHaveTextContent('Phoenix');
    expect(servicesAsked(calls)).toEqual([{ marketId: phoenix.id, date: today }]);
    expect(cards.map((card) => card.textContent)).toEqual([
      'BreakfastSunrise Bowls1 service',
      'LunchTaste of India3 services',
    ]);
    expect(cards[1]).toHaveAttribute(
      'href',
      `/hosts/daily/market/${phoenix.id}/serviceLine/${lineNamed('Lunch').id}/date/${mmDdYy(today)}`,
    );
    // The day is in the address, so Back from the daily view returns to it.
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        marketId: phoenix.id,
        date: today,
      }),
    );
  });

  it('asks again for another day or market, and keeps them in the address', async () => {
    const { calls, router, user } = openPicker(`?marketId=${phoenix.id}&date=2025-03-14`);
    await screen.findAllByRole('link', { name: /services?$/ });

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(servicesAsked(calls)).toHaveLength(2));
    expect(servicesAsked(calls)[1]).toEqual({ marketId: phoenix.id, date: '2025-03-15' });

    await chooseOption(user, 'Market', 'Tucson');
    await waitFor(() => expect(servicesAsked(calls)).toHaveLength(3));
    expect(servicesAsked(calls)[2]).toEqual({ marketId: tucson.id, date: '2025-03-15' });
    expect(router.state.location.search).toBe(`?marketId=${tucson.id}&date=2025-03-15`);
    const [card] = await screen.findAllByRole('link', { name: /services?$/ });
    expect(card).toHaveAttribute('href', expect.stringContaining(`/market/${tucson.id}/`));
    expect(card).toHaveAttribute('href', expect.stringMatching(/\/date\/03-15-25$/));
  });

  it('opens on the day in the address, typed or stepped back', async () => {
    const { calls, user } = openPicker(`?marketId=${tucson.id}&date=2025-01-01`);
    await screen.findAllByRole('link', { name: /services?$/ });
    expect(screen.getByLabelText('Market')).toHaveTextContent('Tucson');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(servicesAsked(calls)).toHaveLength(2));
    expect(servicesAsked(calls).map((query) => query.date)).toEqual([
      '2025-01-01',
      addDays('2025-01-01', -1),
    ]);
  });

  it('says when nothing is scheduled that day', async () => {
    openPicker('', { data: [] });
    expect(await screen.findByText(HOST_SURVEY_MESSAGES.noServices)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /services?$/ })).not.toBeInTheDocument();
  });

  it('tells a user without a default market to contact an administrator, and lists nothing', async () => {
    const { calls } = openAsHost('/hosts', { user: buildHost({ defaultMarketId: null }) });
    expect(await screen.findByText(HOST_SURVEY_MESSAGES.noMarket)).toBeInTheDocument();
    expect(screen.queryByLabelText('Market')).not.toBeInTheDocument();
    expect(servicesAsked(calls)).toEqual([]);
  });

  it('shows why the lines could not be loaded, and asks again on Retry', async () => {
    const { calls, user } = openPicker('', {
      status: 500,
      error: { code: 'internal', messages: ['The database is asleep.'] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is asleep.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(servicesAsked(calls)).toHaveLength(2));
  });

  it('tells a user who may not view the schedule, and asks nothing', async () => {
    const { calls } = openAsHost('/hosts', { user: buildHost({ permissions: ['viewMenu'] }) });
    expect(await screen.findByText(HOSTS_TEXTS.noPermission)).toBeInTheDocument();
    expect(servicesAsked(calls)).toEqual([]);
  });
});
