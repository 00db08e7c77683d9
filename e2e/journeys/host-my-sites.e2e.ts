import { describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, referenceId } from '../support/api';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { expectVisible, heading, signIn } from '../support/ui';

const browser = useBrowser();

/** The second Tuesday of next month: a served weekday. */
const DATE = weekdayOfNextMonth(WEEKDAY.tuesday, 2);
const ROUTE_DATE = `${DATE.slice(5, 7)}-${DATE.slice(8, 10)}-${DATE.slice(2, 4)}`;

interface HostDaily {
  services: { account: { id: string; name: string } }[];
}

describe('My sites on a phone (issue #26, 3)', () => {
  it('pins a site, keeps it on the server, and searches all sites', async () => {
    const { demoPassword } = e2eEnvironment();
    const token = await apiSignIn(DEMO_USERS.host, demoPassword);
    const phoenix = await referenceId(token, '/v1/markets', 'Phoenix');
    const lunch = await referenceId(token, '/v1/service-lines', 'Lunch');
    const day = await apiCall<HostDaily>(
      token,
      'GET',
      `/v1/hosts/daily?marketId=${phoenix}&serviceLineId=${lunch}&date=${DATE}`,
    );
    const [first, mine] = day.services;
    if (!first || !mine || day.services.length < 3) {
      throw new Error(`Too few Phoenix lunch services on ${DATE}`);
    }
    const unpinAll = async () => {
      const pins = await apiCall<{ account: { id: string } }[]>(
        token,
        'GET',
        '/v1/hosts/pinned-accounts',
      );
      for (const pin of pins) {
        await apiCall(token, 'DELETE', `/v1/hosts/pinned-accounts/${pin.account.id}`);
      }
    };
    await unpinAll();

    try {
      const page = await browser.newPage({
        viewport: MOBILE_VIEWPORT,
        isMobile: true,
        hasTouch: true,
      });
      await signIn(page, DEMO_USERS.host, demoPassword);
      await expectVisible(heading(page, 'Hosts'));
      await page.goto(`/hosts/daily/market/${phoenix}/serviceLine/${lunch}/date/${ROUTE_DATE}`);
      await expectVisible(heading(page, 'Lunch'));

      const cards = page.getByRole('region', { name: 'Services' }).getByRole('article');
      await page.getByRole('button', { name: `Pin ${mine.account.name}`, exact: true }).click();
      // Only the pinned site is left, with the way back to all of them.
      await expectVisible(
        page.getByRole('button', { name: `Unpin ${mine.account.name}`, exact: true }),
      );
      const showAll = page.getByRole('switch', { name: 'Show all sites' });
      expect(await cards.count()).toBe(1);
      expect(await showAll.isChecked()).toBe(false);

      // Kept on the server: a reload (the next phone) shows the same.
      await page.reload();
      await expectVisible(
        page.getByRole('button', { name: `Unpin ${mine.account.name}`, exact: true }),
      );
      expect(await cards.count()).toBe(1);
      await page.getByRole('searchbox', { name: 'Search sites' }).scrollIntoViewIfNeeded();
      await browser.screenshot(page, 'host-my-sites-pinned-phone');

      // All sites, the pinned first; the search finds another one by part of its name.
      await showAll.click();
      expect(await cards.count()).toBe(day.services.length);
      expect(await cards.first().getAttribute('aria-label')).toBe(mine.account.name);
      const part = first.account.name.slice(1, 6).toUpperCase();
      await page.getByRole('searchbox', { name: 'Search sites' }).fill(part);
      await expectVisible(page.getByRole('article', { name: first.account.name, exact: true }));
      const shown = await cards.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('aria-label') ?? ''),
      );
      expect(shown.length).toBeGreaterThan(0);
      for (const name of shown) expect(name.toUpperCase()).toContain(part);
      await page.getByRole('searchbox', { name: 'Search sites' }).scrollIntoViewIfNeeded();
      await browser.screenshot(page, 'host-my-sites-search-phone');

      await page.getByRole('searchbox', { name: 'Search sites' }).fill('no such site');
      await expectVisible(page.getByText('No site matches "no such site".'));
    } finally {
      // Later journeys sign in as the same host and expect every site.
      await unpinAll();
    }
  });
});
