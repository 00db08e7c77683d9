import { describe, expect, it } from 'vitest';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { ADMIN_EMAIL, e2eEnvironment } from '../support/context';
import { SUPER_ADMIN_NAVIGATION_LINKS } from '../support/texts';
import {
  expectHidden,
  expectText,
  expectVisible,
  heading,
  mainNavigation,
  navigationLinkNames,
  signIn,
} from '../support/ui';

const browser = useBrowser();

describe('Mobile navigation (spec 2.3)', () => {
  it('opens the temporary drawer from the top bar and closes it after a link', async () => {
    const { adminPassword } = e2eEnvironment();
    const page = await browser.newPage({
      viewport: MOBILE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });

    await signIn(page, ADMIN_EMAIL, adminPassword);
    const toggle = page.getByRole('button', { name: 'open navigation', exact: true });
    await expectVisible(toggle);
    await expectVisible(heading(page, 'Menus'));

    // No permanent drawer: the navigation is not on screen until asked for.
    expect(await page.locator('.MuiDrawer-docked').count()).toBe(0);
    expect(await mainNavigation(page).isVisible()).toBe(false);
    await browser.screenshot(page, 'mobile-drawer-closed');

    await toggle.tap();
    const nav = mainNavigation(page);
    await expectVisible(nav);
    await expectText(nav.locator('xpath=..'), ADMIN_EMAIL);
    expect(await navigationLinkNames(page)).toEqual(SUPER_ADMIN_NAVIGATION_LINKS);
    await expectVisible(nav.getByRole('button', { name: 'Logout', exact: true }));
    // The drawer has slid in completely from the left edge, 240 px wide.
    const paper = page.locator('.MuiDrawer-paper').filter({ has: nav });
    await expect.poll(async () => (await paper.boundingBox())?.x).toBe(0);
    expect((await paper.boundingBox())?.width).toBe(240);
    await browser.screenshot(page, 'mobile-drawer-open');

    // Following a link navigates and closes the drawer.
    await nav.getByRole('link', { name: 'Tags', exact: true }).tap();
    await page.waitForURL('**/tags');
    await expectHidden(mainNavigation(page));
    await expectVisible(heading(page, 'Tags'));
    await expectVisible(toggle);

    // The drawer opens again and Escape closes it without navigating.
    await toggle.tap();
    await expectVisible(mainNavigation(page));
    await page.keyboard.press('Escape');
    await expectHidden(mainNavigation(page));
    expect(new URL(page.url()).pathname).toBe('/tags');
  });
});
