import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import {
  expectText,
  expectVisible,
  heading,
  mainNavigation,
  navigationLinkNames,
  signIn,
} from '../support/ui';

const browser = useBrowser();

describe('Host navigation (spec 2.2, 2.3)', () => {
  it('lands a Host on the hosts page with the reduced navigation', async () => {
    const { demoPassword } = e2eEnvironment();
    const page = await browser.newPage();

    await signIn(page, DEMO_USERS.host, demoPassword);
    const nav = mainNavigation(page);
    await expectVisible(nav);

    // Route / of a Host is the hosts page.
    await expectVisible(heading(page, 'Hosts'));
    await expectText(page, DEMO_USERS.host);

    // Reduced navigation: no Menu Management, Menus, Accounts or Manage Team.
    const links = await navigationLinkNames(page);
    expect(links).toEqual(['Hosts', 'My surveys', 'Settings']);
    for (const hidden of ['Menus', 'Elements', 'Accounts', 'Manage Team', 'Scheduling']) {
      expect(links).not.toContain(hidden);
    }
    expect(await nav.getByRole('button', { name: 'Menu Management' }).count()).toBe(0);
    await expectVisible(nav.getByRole('button', { name: 'Logout', exact: true }));

    // The logo leads a Host to /hosts.
    expect(
      await page.getByRole('link', { name: 'Catering Console', exact: true }).getAttribute('href'),
    ).toBe('/hosts');
    await browser.screenshot(page, 'host-shell');

    await nav.getByRole('link', { name: 'Hosts', exact: true }).click();
    // The hosts page keeps its market and date in the query string.
    await page.waitForURL(/\/hosts(\?|$)/);
    await expectVisible(heading(page, 'Hosts'));

    // A console list opened by address: the page says the role cannot open it, nothing to retry.
    await page.goto('/menus');
    await expectVisible(heading(page, 'No permission'));
    await expectText(
      page,
      'You do not have permission to open this page. Ask an administrator if your role should include it.',
    );
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await browser.screenshot(page, 'host-no-permission');
  });
});
