import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ADMIN_EMAIL, e2eEnvironment } from '../support/context';
import { SUPER_ADMIN_NAVIGATION_LINKS } from '../support/texts';
import {
  expectHidden,
  expectLoginScreen,
  expectText,
  expectVisible,
  heading,
  mainNavigation,
  navigationLinkNames,
  signIn,
} from '../support/ui';

const browser = useBrowser();

describe('Super Admin navigation (spec 2.3)', () => {
  it('shows the full navigation and the e-mail, and Logout returns to the login screen', async () => {
    const { adminPassword } = e2eEnvironment();
    const page = await browser.newPage();

    await page.goto('/');
    await expectLoginScreen(page);
    await browser.screenshot(page, 'login');

    await signIn(page, ADMIN_EMAIL, adminPassword);
    const nav = mainNavigation(page);
    await expectVisible(nav);

    // Route / of a non-Host user is the menu list.
    await expectVisible(heading(page, 'Menus'));
    expect(new URL(page.url()).pathname).toBe('/');

    // The signed-in e-mail and the logo.
    await expectText(page, ADMIN_EMAIL);
    await expectVisible(page.getByRole('link', { name: 'Catering Console', exact: true }));

    // Menu Management is a group holding Menus, Elements, Ingredients, Brands and Tags.
    const group = nav.getByRole('button', { name: 'Menu Management', exact: true });
    await expectVisible(group);
    expect(await group.getAttribute('aria-expanded')).toBe('true');
    const groupList = page.locator('#nav-group-menu-management');
    expect((await groupList.getByRole('link').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Menus',
      'Elements',
      'Ingredients',
      'Brands',
      'Tags',
    ]);

    // Every link, in order; Scheduling leads to the calendar of a market.
    expect(await navigationLinkNames(page)).toEqual(SUPER_ADMIN_NAVIGATION_LINKS);
    expect(
      await nav.getByRole('link', { name: 'Scheduling', exact: true }).getAttribute('href'),
    ).toMatch(/^\/markets\/[^/]+\/scheduling$/);
    expect(
      await nav.getByRole('link', { name: 'Manage Team', exact: true }).getAttribute('href'),
    ).toBe('/users');
    await expectVisible(nav.getByRole('button', { name: 'Logout', exact: true }));

    // Desktop: a permanent drawer 240 px wide, no top-bar toggle.
    const drawerPaper = page.locator('.MuiDrawer-paper').filter({ has: nav });
    expect((await drawerPaper.boundingBox())?.width).toBe(240);
    expect(await page.getByRole('button', { name: 'open navigation' }).count()).toBe(0);
    await browser.screenshot(page, 'desktop-shell');

    // The group collapses and opens again.
    await group.click();
    expect(await group.getAttribute('aria-expanded')).toBe('false');
    await expectHidden(nav.getByRole('link', { name: 'Elements', exact: true }));
    await group.click();
    await expectVisible(nav.getByRole('link', { name: 'Elements', exact: true }));
    // The links slide while the group opens; a click in mid-slide can miss on a busy machine.
    await page.locator('.MuiCollapse-entered').filter({ has: groupList }).waitFor();

    // A link leads to its page.
    await nav.getByRole('link', { name: 'Brands', exact: true }).click();
    await page.waitForURL('**/brands');
    await expectVisible(heading(page, 'Brands'));

    // Logout: back to the login screen, and a reload does not bring the session back.
    await nav.getByRole('button', { name: 'Logout', exact: true }).click();
    await expectLoginScreen(page);
    await expectHidden(nav);
    await page.reload();
    await expectLoginScreen(page);
    expect(await mainNavigation(page).count()).toBe(0);
  });
});
