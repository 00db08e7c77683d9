import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  createAccount,
  eventsBetween,
  demoAccount as findDemoAccount,
  managerSession,
  openAccount as openAccountEditor,
} from '../support/accounts';
import { apiCall } from '../support/api';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { e2eEnvironment } from '../support/context';
import { APP_TEXT } from '../support/texts';
import { expectText, expectValue, expectVisible } from '../support/ui';

const browser = useBrowser();

/** Accounts this file makes carry the run in their name: reruns never collide. */
const RUN = Date.now().toString(36);
const accountName = (label: string) => `E2E ${label} ${RUN}`;

/** A demo account (apps/api/src/db/seed/demo-accounts), Phoenix, Lunch on weekdays. */
const DEMO_MENU_ACCOUNT = 'Saguaro Analytics';

let token = '';
let phoenixToday = '';

beforeAll(async () => {
  ({ token, phoenixToday } = await managerSession());
});

const demoAccount = (name: string) => findDemoAccount(token, name);
const openAccount = (account: { id: string; name: string }, tab = 'general') =>
  openAccountEditor(browser, account, tab);

describe('Account QR codes and public pages (hosts-accounts-users spec 2, DESIGN.md 5)', () => {
  it('shows the QR links, whose menu and feedback pages work on a phone without sign-in', async () => {
    const account = await demoAccount(DEMO_MENU_ACCOUNT);
    const page = await openAccount(account);
    await page.getByRole('button', { name: 'Show QR codes', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${APP_TEXT.qrCodesTitle}: ${account.name}` });
    const links: Record<string, string> = {};
    for (const kind of ['Menu', 'Feedback']) {
      const section = dialog.getByRole('region', { name: `${kind} QR code` });
      const image = section.getByRole('img', { name: `${kind} QR code` });
      await expectVisible(image);
      await expect
        .poll(() =>
          image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
        )
        .toBeGreaterThan(0);
      const link = section.getByRole('link', { name: /\/public\// });
      links[kind] = (await link.getAttribute('href')) ?? '';
      expect(await link.innerText()).toBe(links[kind]);
    }
    const tokenOf = (link: string | undefined, kind: string) =>
      new RegExp(`^${e2eEnvironment().baseUrl}/public/${kind}/([A-Za-z0-9_-]{43})$`).exec(
        link ?? '',
      )?.[1];
    const publicToken = tokenOf(links.Menu, 'menu');
    expect(publicToken).toBeDefined();
    expect(tokenOf(links.Feedback, 'feedback')).toBe(publicToken);
    await browser.screenshot(page, 'accounts-qr-dialog');

    // The menu page: the services of the coming 7 days (market time), menus still to come.
    const coming = await eventsBetween(token, account.id, phoenixToday, addDays(phoenixToday, 6));
    expect(coming.length).toBeGreaterThan(0);
    const phone = await browser.newPage({
      viewport: MOBILE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(links.Menu ?? '');
    await expectVisible(phone.getByRole('heading', { name: account.name, level: 1 }));
    await expectText(phone, APP_TEXT.publicMenusIntro);
    const dayLabel = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const days = [...new Set(coming.map((event) => event.date))];
    expect(await phone.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
      days.map((day) => dayLabel.format(new Date(`${day}T00:00:00Z`))),
    );
    expect(await phone.getByRole('article').count()).toBe(coming.length);
    // Each service shows the menu scheduled for its slot, or says it is still to come.
    const unscheduled = coming.filter((event) => event.scheduledMenu === null);
    expect(await phone.getByText(APP_TEXT.publicMenuToCome, { exact: true }).count()).toBe(
      unscheduled.length,
    );
    for (const name of new Set(coming.flatMap((event) => event.scheduledMenu?.name ?? []))) {
      await expectVisible(phone.getByRole('heading', { name, exact: true }).first());
    }
    await browser.screenshot(phone, 'public-menu-phone');

    // An account with nothing scheduled says so.
    const quiet = await createAccount(token, accountName('Quiet'));
    const quietCodes = await apiCall<{ menuLink: string }>(
      token,
      'GET',
      `/v1/accounts/qr-codes?accountId=${quiet.id}`,
    );
    await phone.goto(quietCodes.menuLink);
    await expectVisible(phone.getByRole('heading', { name: quiet.name, level: 1 }));
    await expectText(phone, APP_TEXT.publicNoMenus);

    // The feedback form: today of the account's market, a score and a comment.
    await phone.goto(links.Feedback ?? '');
    await expectVisible(phone.getByRole('heading', { name: account.name, level: 1 }));
    await expectText(phone, APP_TEXT.publicFeedbackIntro);
    await expectValue(phone.getByLabel('Date', { exact: true }), phoenixToday);
    const good = phone.getByRole('button', { name: '4 Good', exact: true });
    await good.tap();
    expect(await good.getAttribute('aria-pressed')).toBe('true');
    const comment = `E2E ${RUN}: the chicken was great, more hot sauce please.`;
    await phone.getByLabel('Comment (optional)', { exact: true }).fill(comment);
    await browser.screenshot(phone, 'public-feedback-phone');
    const sent = phone.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === `/v1/public/feedback/${publicToken}`,
    );
    await phone.getByRole('button', { name: 'Send', exact: true }).tap();
    const response = await sent;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toEqual({
      serviceDate: phoenixToday,
      score: 4,
      comment,
    });
    await expectText(phone, APP_TEXT.publicThanks);
    await browser.screenshot(phone, 'public-feedback-thanks-phone');

    // Dead links: an unknown token, and the links of an account archived since, say so
    // once and for good, with no Retry.
    await apiCall(token, 'DELETE', `/v1/accounts/${quiet.id}`);
    const quietFeedback = quietCodes.menuLink.replace('/public/menu/', '/public/feedback/');
    const unknownMenu = `${e2eEnvironment().baseUrl}/public/menu/${'x'.repeat(43)}`;
    for (const link of [unknownMenu, quietCodes.menuLink, quietFeedback]) {
      await phone.goto(link);
      await expectVisible(phone.getByRole('heading', { name: APP_TEXT.publicDeadLink, level: 1 }));
      expect(await phone.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    }
    await browser.screenshot(phone, 'public-dead-link-phone');
  });
});
