import type { HostService, PinnedAccount } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextId } from '../../../test/fixtures';
import { buildHostDaily, buildHostService, openAsHost } from '../../../test/host-fixtures';
import type { MockAnswer, MockHandler } from '../../../test/mock-api';
import { lineNamed, phoenix } from '../../../test/scheduling-detail-fixtures';
import { HOSTS_TEXTS } from '../messages';

/** My sites on the daily view (docs/hosts.md): pinned accounts first, the switch, the search. */

const DAY_PATH = `/hosts/daily/market/${phoenix.id}/serviceLine/${lineNamed('Lunch').id}/date/03-14-25`;
const PINS = '/v1/hosts/pinned-accounts';

const served = (name: string, serviceTime: string) =>
  buildHostService({ account: { id: nextId(), name }, serviceTime });
/** The day's services, in the order served. */
const acme = served('Acme Corp', '11:00');
const globex = served('Globex', '11:30');
const initech = served('Initech Cafe', '12:00');
const umbrella = served('Umbrella Cafe', '12:30');
const day = [acme, globex, initech, umbrella];

const pinOf = (service: HostService): PinnedAccount => ({
  account: service.account,
  marketId: phoenix.id,
  pinnedAt: '2025-03-13T10:00:00.000Z',
});

/** The server's pins, kept as the API keeps them: a PUT adds, a DELETE removes. */
function pinsServer(initial: HostService[], refuse = false) {
  let pins = initial.map(pinOf);
  const handlers: Record<string, MockHandler | MockAnswer> = {
    [`GET ${PINS}`]: () => ({ data: pins, meta: { count: pins.length } }),
  };
  for (const service of day) {
    const path = `${PINS}/${service.account.id}`;
    handlers[`PUT ${path}`] = () => {
      if (refuse) return { status: 500, error: { code: 'internal', messages: ['x'] } };
      pins = [...pins.filter((pin) => pin.account.id !== service.account.id), pinOf(service)];
      return { data: pinOf(service) };
    };
    handlers[`DELETE ${path}`] = () => {
      pins = pins.filter((pin) => pin.account.id !== service.account.id);
      return { data: { accountId: service.account.id } };
    };
  }
  return handlers;
}

function openDay(pinned: HostService[], options: { refuse?: boolean } = {}) {
  return openAsHost(DAY_PATH, {
    handlers: {
      'GET /v1/hosts/daily': { data: buildHostDaily({ services: day }) },
      ...pinsServer(pinned, options.refuse),
    },
  });
}

const cardNames = () =>
  within(screen.getByRole('region', { name: HOSTS_TEXTS.servicesTitle }))
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('My sites on the Host daily view', { timeout: 20_000 }, () => {
  it('lists every service in the order served, with a pin each, while nothing is pinned', async () => {
    openDay([]);
    await screen.findByRole('article', { name: 'Acme Corp' });
    expect(cardNames()).toEqual(['Acme Corp', 'Globex', 'Initech Cafe', 'Umbrella Cafe']);
    const pin = screen.getByRole('button', { name: 'Pin Globex' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('switch', { name: HOSTS_TEXTS.showAllSites })).toBeNull();
  });

  it('shows only the pinned sites, and all with the pinned first after "Show all sites"', async () => {
    const { user } = openDay([umbrella, globex]);
    await waitFor(() => expect(cardNames()).toEqual(['Globex', 'Umbrella Cafe']));
    expect(screen.getByText('Your pinned sites: 2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpin Globex' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const showAll = screen.getByRole('switch', { name: HOSTS_TEXTS.showAllSites });
    expect(showAll).not.toBeChecked();

    await user.click(showAll);
    expect(cardNames()).toEqual(['Globex', 'Umbrella Cafe', 'Acme Corp', 'Initech Cafe']);
    expect(screen.getByRole('button', { name: 'Pin Acme Corp' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('pins and unpins on the server, moving the card at once', async () => {
    const { calls, user } = openDay([globex]);
    await user.click(await screen.findByRole('switch', { name: HOSTS_TEXTS.showAllSites }));
    await user.click(screen.getByRole('button', { name: 'Pin Initech Cafe' }));
    expect(cardNames()).toEqual(['Globex', 'Initech Cafe', 'Acme Corp', 'Umbrella Cafe']);
    expect(
      await screen.findByRole('button', { name: 'Unpin Initech Cafe', pressed: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unpin Globex' }));
    await waitFor(() =>
      expect(cardNames()).toEqual(['Initech Cafe', 'Acme Corp', 'Globex', 'Umbrella Cafe']),
    );
    const writes = calls.filter((call) => call.path.startsWith(PINS) && call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${PINS}/${initech.account.id}`,
      `DELETE ${PINS}/${globex.account.id}`,
    ]);
  });

  it('puts a refused pin back and says so', async () => {
    const { user } = openDay([], { refuse: true });
    await user.click(await screen.findByRole('button', { name: 'Pin Umbrella Cafe' }));
    expect(await screen.findByText(HOSTS_TEXTS.pinFailed('Umbrella Cafe'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pin Umbrella Cafe' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(cardNames()).toEqual(['Acme Corp', 'Globex', 'Initech Cafe', 'Umbrella Cafe']);
  });

  it('searches account names in both modes, and says when nothing matches', async () => {
    const { user } = openDay([globex, umbrella]);
    await waitFor(() => expect(cardNames()).toEqual(['Globex', 'Umbrella Cafe']));
    const search = screen.getByRole('searchbox', { name: HOSTS_TEXTS.searchSites });

    await user.type(search, 'CAFE');
    expect(cardNames()).toEqual(['Umbrella Cafe']);
    await user.click(screen.getByRole('switch', { name: HOSTS_TEXTS.showAllSites }));
    expect(cardNames()).toEqual(['Umbrella Cafe', 'Initech Cafe']);

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(cardNames()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(HOSTS_TEXTS.noSiteMatches('zzz'));
  });

  it('offers all sites when only the sites left out match the search', async () => {
    const { user } = openDay([globex]);
    await waitFor(() => expect(cardNames()).toEqual(['Globex']));
    await user.type(screen.getByRole('searchbox', { name: HOSTS_TEXTS.searchSites }), 'acme');
    const empty = screen.getByRole('status');
    expect(empty).toHaveTextContent(HOSTS_TEXTS.noSiteMatches('acme'));
    expect(empty).toHaveTextContent(HOSTS_TEXTS.moreMatches(1));
    await user.click(within(empty).getByRole('button', { name: HOSTS_TEXTS.searchAllSites }));
    expect(cardNames()).toEqual(['Acme Corp']);
    expect(screen.getByRole('switch', { name: HOSTS_TEXTS.showAllSites })).toBeChecked();
  });
});
