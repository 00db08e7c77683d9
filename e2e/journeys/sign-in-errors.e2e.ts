import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_USERS } from '../support/context';
import { SPEC_TEXT } from '../support/texts';
import { expectLoginScreen, expectVisible, mainNavigation, signIn } from '../support/ui';

const browser = useBrowser();

describe('Sign-in errors (spec 8)', () => {
  it("says 'Wrong password.' and stays on the login screen", async () => {
    const page = await browser.newPage();

    await signIn(page, DEMO_USERS.manager, 'definitely-not-the-password');

    const alert = page.getByRole('alert').filter({ hasText: SPEC_TEXT.wrongPassword });
    await expectVisible(alert);
    expect((await alert.textContent())?.trim()).toBe(SPEC_TEXT.wrongPassword);
    await expectLoginScreen(page);
    // The form keeps the e-mail, so only the password needs fixing.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(DEMO_USERS.manager);
    expect(await mainNavigation(page).count()).toBe(0);
    await browser.screenshot(page, 'login-wrong-password');
  });

  it("answers an unknown e-mail the same way: 'Wrong password.'", async () => {
    const page = await browser.newPage();

    await signIn(page, 'nobody-here@example.com', 'whatever-password');

    await expectVisible(page.getByRole('alert').filter({ hasText: SPEC_TEXT.wrongPassword }));
    await expectLoginScreen(page);
  });
});
