import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { APP_TEXT } from '../support/texts';
import {
  expectLoginScreen,
  expectText,
  expectVisible,
  heading,
  mainNavigation,
  signIn,
} from '../support/ui';

const browser = useBrowser();

describe('No access for other user types (spec 2.1, 6)', () => {
  it('shows a Consumer the no-access page, whatever the address, and lets them log out', async () => {
    const { demoPassword } = e2eEnvironment();
    const page = await browser.newPage();

    await signIn(page, DEMO_USERS.consumer, demoPassword);
    await expectVisible(heading(page, APP_TEXT.noAccessHeading));
    await expectText(page, APP_TEXT.noAccess);
    expect(await mainNavigation(page).count()).toBe(0);
    await browser.screenshot(page, 'no-access');

    // A deep link does not get past it either.
    await page.goto('/tags');
    await expectVisible(heading(page, APP_TEXT.noAccessHeading));
    expect(await mainNavigation(page).count()).toBe(0);
    expect(await heading(page, 'Tags').count()).toBe(0);

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expectLoginScreen(page);
  });
});
