import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  datesBetween,
  eventsBetween,
  managerSession,
  openAccount,
  weekdayOf,
} from '../support/accounts';
import { referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { usDate } from '../support/dates';
import { chooseOption } from '../support/select';
import { fillDay, readInForce, WEEK } from '../support/serving-schedule';
import { expectHidden, expectText, expectValue, expectVisible } from '../support/ui';

/** A Service Schedule grid copied from one service line to another (Lunch to Dinner). */

const browser = useBrowser();

const RUN = Date.now().toString(36);

let token = '';
let lunchId = '';

beforeAll(async () => {
  ({ token } = await managerSession());
  lunchId = await referenceId(token, '/v1/service-lines', 'Lunch');
});

describe('Account services (hosts-accounts-users spec 2, 4)', () => {
  it('copies the Lunch schedule to Dinner after a confirmation naming the lines and days', async () => {
    const account = await createAccount(token, `E2E Schedule Copy ${RUN}`);
    const dinnerId = await referenceId(token, '/v1/service-lines', 'Dinner');
    const page = await openAccount(browser, account, 'schedule');
    const start = await page.getByLabel('Start Date', { exact: true }).inputValue();
    const end = await page.getByLabel('End Date', { exact: true }).inputValue();
    await fillDay(page, WEEK.monday);
    await chooseOption(page, page, 'Action, Friday', 'Remove');

    await page.getByRole('button', { name: 'Copy schedule to another service line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy Serving Schedule' });
    await chooseOption(page, dialog, 'Copy to', 'Dinner');
    await expectText(
      dialog,
      `Apply the Lunch schedule to Dinner from ${usDate(start)} to ${usDate(end)}: Add/Update Monday (48 eaters); Remove Friday. Add Ons are not copied.`,
    );
    await browser.screenshot(page, 'accounts-schedule-copy');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectHidden(dialog);
    const mondays = datesBetween(start, end).filter((date) => weekdayOf(date) === 1);
    await expectText(
      page,
      `Copied the Lunch schedule to Dinner. ${mondays.length} created, 0 updated, 0 removed.`,
    );

    // Dinner serves the Mondays with the figures; Lunch, never applied, serves nothing.
    const events = await eventsBetween(token, account.id, start, end);
    expect(events.map((event) => [event.date, event.serviceLine.name, event.eaterCount])).toEqual(
      mondays.map((date) => [date, 'Dinner', 48]),
    );
    const inForce = (lineId: string) => readInForce(token, account.id, lineId);
    expect((await inForce(dinnerId)).map((served) => served.day)).toEqual(['monday']);
    expect(await inForce(lunchId)).toEqual([]);

    // Dinner's grid opens with Monday in force.
    await chooseOption(page, page, 'Service Line', 'Dinner');
    await expectVisible(
      page
        .getByRole('combobox', { name: 'Action, Monday', exact: true })
        .filter({ hasText: 'Add/Update' }),
    );
    await expectValue(page.getByLabel('Number of Protein Eaters, Monday', { exact: true }), '40');
  });
});
