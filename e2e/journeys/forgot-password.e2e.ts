import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { extractResetLink, outboxFiles, waitForNewestMail } from '../support/outbox';
import { APP_TEXT, SPEC_TEXT } from '../support/texts';
import {
  expectLoginScreen,
  expectText,
  expectVisible,
  heading,
  mainNavigation,
  signIn,
} from '../support/ui';

const browser = useBrowser();

// chef@example.com is used by no other journey, so its new password disturbs nobody.
const USER = DEMO_USERS.chef;
const NEW_PASSWORD = 'Chef-e2e-new-Passw0rd';

describe('Forgot password (spec 2.1, 5, 8)', () => {
  it('checks the address, mails a reset link that sets a new password once', async () => {
    const { baseUrl, dataDir, demoPassword } = e2eEnvironment();
    const page = await browser.newPage();

    await page.goto('/');
    await expectLoginScreen(page);
    await page.getByRole('button', { name: 'Forgot Password', exact: true }).click();
    await expectVisible(heading(page, APP_TEXT.forgotHeading));
    await expectVisible(page.getByRole('button', { name: 'Submit', exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Cancel', exact: true }));

    // An invalid address is refused in the browser.
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectText(page, SPEC_TEXT.invalidEmail);

    // A valid one: the success alert, and a mail in the outbox.
    const before = await outboxFiles(dataDir);
    await email.fill(USER);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const sent = page.getByRole('alert').filter({ hasText: SPEC_TEXT.resetSent });
    await expectVisible(sent);
    expect((await sent.textContent())?.trim()).toBe(SPEC_TEXT.resetSent);
    expect(await page.getByText(SPEC_TEXT.invalidEmail, { exact: true }).count()).toBe(0);
    await browser.screenshot(page, 'forgot-password-sent');

    const mail = await waitForNewestMail(dataDir, { to: USER, seenBefore: before });
    const link = extractResetLink(mail.text);
    expect(link.startsWith(`${baseUrl}/reset-password?token=`)).toBe(true);

    // Cancel goes back to the login screen.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectLoginScreen(page);

    // The link opens the new-password form.
    await page.goto(link);
    await expectVisible(heading(page, APP_TEXT.resetHeading));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: APP_TEXT.resetDone }));
    await browser.screenshot(page, 'reset-password-done');

    // The old password no longer works; the new one does.
    await page.getByRole('link', { name: 'Back to sign in', exact: true }).click();
    await signIn(page, USER, demoPassword);
    await expectVisible(page.getByRole('alert').filter({ hasText: SPEC_TEXT.wrongPassword }));
    await signIn(page, USER, NEW_PASSWORD);
    await expectVisible(mainNavigation(page));
    await expectText(page, USER);

    // The link works once.
    const again = await browser.newPage();
    await again.goto(link);
    await expectVisible(heading(again, APP_TEXT.resetHeading));
    await again.getByLabel('New password', { exact: true }).fill('Another-Passw0rd');
    await again.getByLabel('Confirm password', { exact: true }).fill('Another-Passw0rd');
    await again.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(again.getByRole('alert').filter({ hasText: APP_TEXT.resetLinkInvalid }));
  });
});
