import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  createAccount,
  eventsBetween,
  localToday,
  managerSession,
  openAccount as openAccountEditor,
  type SavedAccount,
} from '../support/accounts';
import { apiCall, referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { usDate } from '../support/dates';
import { chooseOption } from '../support/select';
import { APP_TEXT } from '../support/texts';
import {
  expectHidden,
  expectText,
  expectValue,
  expectVisible,
  heading,
  mainNavigation,
  signInToShell,
} from '../support/ui';

const browser = useBrowser();

/** Accounts this file makes carry the run in their name: reruns never collide. */
const RUN = Date.now().toString(36);
const accountName = (label: string) => `E2E ${label} ${RUN}`;

let token = '';
let phoenixToday = '';

beforeAll(async () => {
  ({ token, phoenixToday } = await managerSession());
});

const openAccount = (account: { id: string; name: string }, tab = 'general') =>
  openAccountEditor(browser, account, tab);

/** Searches the accounts list and answers the link names it settles on. */
async function searchAccounts(page: Page, text: string, expected: string[]): Promise<void> {
  await page.getByLabel('Search accounts', { exact: true }).fill(text);
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect.poll(() => table.locator('tbody a').allInnerTexts()).toEqual(expected);
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** MUI marks a required field's label with an asterisk; its accessible name has none. */
const requiredField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/** Intl may put a narrow no-break space before AM/PM; compare the words only. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('Accounts (hosts-accounts-users spec 2, 4)', () => {
  it('creates an account on /accounts/new; it opens in its editor and the list finds it', async () => {
    const name = accountName('Create');
    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.manager, e2eEnvironment().demoPassword);
    await mainNavigation(page).getByRole('link', { name: 'Accounts', exact: true }).click();
    await expectVisible(heading(page, 'Accounts'));
    await page.getByRole('link', { name: 'Add Account', exact: true }).click();
    await page.waitForURL('**/accounts/new');
    await expectVisible(heading(page, 'New Account'));

    // Spec 2: the start date defaults to today; the market to the user's (Phoenix).
    await expectValue(page.getByLabel('Service Start Date', { exact: true }), localToday());
    await expectVisible(
      page.getByRole('combobox', { name: 'Market', exact: true }).filter({ hasText: 'Phoenix' }),
    );
    await requiredField(page, 'Account Name').fill(name);
    await page.getByLabel('Total Employees', { exact: true }).fill('85');
    await chooseOption(page, page, 'Market', 'Denver');
    await chooseOption(page, page, 'Service Type', 'Sifted 2.0');
    await requiredField(page, 'Address One').fill('1600 Wynkoop St');
    await requiredField(page, 'City').fill('Denver');
    await chooseOption(page, page, 'State', 'CO - Colorado');
    await requiredField(page, 'Zip Code').fill('80202');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL(/\/accounts\/[0-9a-f-]{36}(\?.*)?$/);
    await expectVisible(heading(page, name));
    await expectText(page, APP_TEXT.accountCreated);
    // The header names the market under the account.
    expect(await heading(page, name).locator('xpath=following-sibling::p[1]').innerText()).toBe(
      'Denver',
    );
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await apiCall<SavedAccount>(token, 'GET', `/v1/accounts/${id}`)).toMatchObject({
      name,
      marketName: 'Denver',
      serviceTypeName: 'Sifted 2.0',
      totalEmployees: 85,
      address: { addressOne: '1600 Wynkoop St', city: 'Denver', state: 'CO', zipCode: '80202' },
    });
    expect(await page.getByRole('tab', { selected: true }).innerText()).toMatch(
      /general information/i,
    );
    await expectValue(requiredField(page, 'Zip Code'), '80202');
    await expectValue(page.getByLabel('Total Employees', { exact: true }), '85');
    await browser.screenshot(page, 'accounts-general');

    await mainNavigation(page).getByRole('link', { name: 'Accounts', exact: true }).click();
    await searchAccounts(page, name, [name]);
    const row = page.getByRole('table', { name: 'Accounts' }).locator('tbody tr');
    expect((await row.locator('td').allInnerTexts()).slice(0, 4)).toEqual([
      name,
      'Denver',
      'Denver, CO',
      'Sifted 2.0',
    ]);
    await row.getByRole('link', { name, exact: true }).click();
    await page.waitForURL(`**/accounts/${id}`);
    await expectVisible(heading(page, name));
  });

  it('saves a portion modifier', async () => {
    const account = await createAccount(token, accountName('Modifiers'));
    const page = await openAccount(account, 'modifiers');
    const protein = page.getByLabel('Protein', { exact: true });
    await expectValue(protein, '1.0');
    await protein.fill('1.2');
    await browser.screenshot(page, 'accounts-portion-modifiers');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectText(page, APP_TEXT.modifiersSaved);
    const { portionModifiers: modifiers } = await apiCall<{
      portionModifiers: { elementTypeName: string; value: number }[];
    }>(token, 'GET', `/v1/accounts/${account.id}/portion-modifiers`);
    expect(modifiers.find((modifier) => modifier.elementTypeName === 'Protein')?.value).toBe(1.2);
    expect(modifiers.filter((modifier) => modifier.value !== 1)).toHaveLength(1);
  });

  it("posts a comment on Service Details, signed by the author's first name and initial, then deletes it", async () => {
    const account = await createAccount(token, accountName('Notes'));
    const page = await openAccount(account, 'details');
    const panel = page.getByRole('region', { name: 'Comments' });
    await expectText(panel, APP_TEXT.noComments);

    const text = `E2E comment ${RUN}: gate code changed, use the loading dock.`;
    await panel.getByLabel('Add a comment', { exact: true }).fill(text);
    await panel.getByRole('button', { name: 'Post Comment', exact: true }).click();
    const comment = panel.getByRole('listitem').filter({ hasText: text });
    await expectVisible(comment);
    await expectValue(panel.getByLabel('Add a comment', { exact: true }), '');

    const [saved] = await apiCall<{ id: string; note: string; createdAt: string }[]>(
      token,
      'GET',
      `/v1/accounts/${account.id}/notes`,
    );
    expect(saved?.note).toBe(text);
    // Morgan Reyes (apps/api/src/db/seed/seed-data/demo-operator.json), dated as the browser reads it.
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const lines = (await comment.innerText()).split('\n').map(words).filter(Boolean);
    expect(lines).toEqual([
      'Morgan R.',
      words(date.format(new Date(saved?.createdAt ?? ''))),
      text,
    ]);
    await browser.screenshot(page, 'accounts-service-details');

    await comment.getByRole('button', { name: 'Delete comment', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: APP_TEXT.deleteCommentTitle });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectText(page, APP_TEXT.commentDeleted);
    await expectHidden(comment);
    await expectText(panel, APP_TEXT.noComments);
    expect(await apiCall<unknown[]>(token, 'GET', `/v1/accounts/${account.id}/notes`)).toEqual([]);
  });

  it('archives an account with no upcoming services', async () => {
    const account = await createAccount(token, accountName('Archive'));
    const page = await openAccount(account);
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: APP_TEXT.archiveTitle });
    await expectText(confirm, APP_TEXT.archiveQuestion(account.name));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL('**/accounts');
    await expectText(page, APP_TEXT.accountArchived);
    await searchAccounts(page, account.name, []);
    await expectText(page, APP_TEXT.noResults(account.name));
    expect(
      await apiCall<unknown[]>(token, 'GET', `/v1/accounts?q=${encodeURIComponent(account.name)}`),
    ).toEqual([]);
    await expect(apiCall(token, 'GET', `/v1/accounts/${account.id}`)).rejects.toThrow(/ 404 /);
  });

  it('archives an account with upcoming services by removing them in the same step, then restores it', async () => {
    const account = await createAccount(token, accountName('Archive Busy'));
    const lunchId = await referenceId(token, '/v1/service-lines', 'Lunch');
    const serviceTypeId = await referenceId(token, '/v1/service-types', 'Sifted 2.0');
    // Served every day from two days ago to ten days ahead (Phoenix time).
    await apiCall(
      token,
      'POST',
      `/v2/serving-schedules?accountId=${account.id}&serviceLineId=${lunchId}`,
      {
        startDate: addDays(phoenixToday, -2),
        endDate: addDays(phoenixToday, 10),
        data: WEEKDAYS.map((day) => ({
          day,
          shouldServeOnDay: true,
          meatEaters: 30,
          nonMeatEaters: 10,
          pricePerEater: 11,
          serviceTime: '12:00',
          serviceTypeId,
        })),
      },
    );
    const upcoming = () =>
      eventsBetween(token, account.id, addDays(phoenixToday, 1), addDays(phoenixToday, 40));
    expect(await upcoming()).toHaveLength(10);

    const page = await openAccount(account);
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: APP_TEXT.archiveTitle });
    const firstDates = [1, 2, 3].map((days) => usDate(addDays(phoenixToday, days)));
    await expectText(confirm, APP_TEXT.archiveRemoving(10, `${firstDates.join(', ')}, …`));
    await browser.screenshot(page, 'account-archive-with-upcoming-services');
    await confirm
      .getByRole('button', { name: 'Remove 10 services and delete', exact: true })
      .click();
    await page.waitForURL('**/accounts');
    await expectText(page, APP_TEXT.accountArchived);
    expect(await upcoming()).toEqual([]);
    // Today's and past services stay.
    expect(
      (await eventsBetween(token, account.id, addDays(phoenixToday, -2), phoenixToday)).map(
        (event) => event.date,
      ),
    ).toEqual([-2, -1, 0].map((days) => addDays(phoenixToday, days)));

    // The archived list holds it, with Restore; it comes back without its removed services.
    await page.getByRole('switch', { name: APP_TEXT.showArchived }).check();
    await page.getByLabel('Search accounts', { exact: true }).fill(account.name);
    const restore = page.getByRole('button', { name: `Restore ${account.name}`, exact: true });
    await expectVisible(restore);
    await browser.screenshot(page, 'accounts-archived-list-restore');
    await restore.click();
    await expectText(page, APP_TEXT.accountRestored);
    await page.getByRole('switch', { name: APP_TEXT.showArchived }).uncheck();
    await searchAccounts(page, account.name, [account.name]);
    expect((await apiCall<SavedAccount>(token, 'GET', `/v1/accounts/${account.id}`)).name).toBe(
      account.name,
    );
    expect(await upcoming()).toEqual([]);
  });
});
