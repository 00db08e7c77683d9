import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  createAccount,
  datesBetween,
  eventsBetween,
  managerSession,
  openAccount,
  type SavedEvent,
  weekdayOf,
} from '../support/accounts';
import { apiCall, referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { usDate } from '../support/dates';
import { dayOf, fillDay, readSchedule, WEEK } from '../support/serving-schedule';
import { APP_TEXT, SPEC_TEXT } from '../support/texts';
import { expectHidden, expectText, expectValue, expectVisible } from '../support/ui';

/**
 * A weekly schedule applied on the Service Schedule tab, its events on the Services
 * calendar (month, day, week), one event edited alone, and both changes on the Audit Trail.
 */

const browser = useBrowser();

const RUN = Date.now().toString(36);

/** The first and last date a month view shows for the month of `date` (weeks from Sunday). */
function monthGrid(date: string): [string, string] {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const firstDay = `${date.slice(0, 7)}-01`;
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return [addDays(firstDay, -weekdayOf(firstDay)), addDays(lastDay, 6 - weekdayOf(lastDay))];
}

let token = '';
let lunchId = '';

beforeAll(async () => {
  ({ token } = await managerSession());
  lunchId = await referenceId(token, '/v1/service-lines', 'Lunch');
});

/** "August 2025", as the calendar's toolbar names a month. */
const monthLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
/** "Monday, August 4, 2025", the day view's heading. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The value beside a label in a card's description list. */
const detail = (card: Locator, label: string) =>
  card
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('Account services (hosts-accounts-users spec 2, 4)', () => {
  it('applies a weekly schedule, shows its events on the calendar, and edits one event alone', async () => {
    const account = await createAccount(token, `E2E Schedule ${RUN}`);
    const page = await openAccount(browser, account, 'schedule');
    await expectVisible(
      page
        .getByRole('combobox', { name: 'Service Line', exact: true })
        .filter({ hasText: 'Lunch' }),
    );

    // The default range (tomorrow to 90 days on, spec 9) as the page shows it.
    const start = await page.getByLabel('Start Date', { exact: true }).inputValue();
    const end = await page.getByLabel('End Date', { exact: true }).inputValue();
    expect(datesBetween(start, end)).toHaveLength(90);
    await fillDay(page, WEEK.monday);
    await fillDay(page, WEEK.wednesday);
    await browser.screenshot(page, 'accounts-schedule');

    const served = new Set<number>([WEEK.monday.weekday, WEEK.wednesday.weekday]);
    const expectedDates = datesBetween(start, end).filter((date) => served.has(weekdayOf(date)));
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: SPEC_TEXT.scheduleConfirmTitle });
    await expectText(confirm, SPEC_TEXT.scheduleConfirmText);
    await confirm.getByRole('button', { name: 'Update', exact: true }).click();
    await expectHidden(confirm);
    const updated = page.getByText(
      `${SPEC_TEXT.scheduleUpdated} ${APP_TEXT.scheduleCounts(expectedDates.length, 0, 0)}`,
      { exact: true },
    );
    await expectVisible(updated);
    // A success toast goes by itself (spec 9: 2.5 s), and then covers no card's buttons.
    await expectHidden(updated);
    // The grid shows the schedule in force: the served days at Add/Update with their figures.
    for (const day of [WEEK.monday, WEEK.wednesday]) {
      await expectVisible(
        page
          .getByRole('combobox', { name: `Action, ${day.label}`, exact: true })
          .filter({ hasText: 'Add/Update' }),
      );
      await expectValue(
        page.getByLabel(`Number of Protein Eaters, ${day.label}`, { exact: true }),
        String(day.protein),
      );
    }
    await expectVisible(
      page
        .getByRole('combobox', { name: 'Action, Tuesday', exact: true })
        .filter({ hasText: 'None' }),
    );
    await expectText(
      page,
      `Served now: Monday until ${usDate(end)}, Wednesday until ${usDate(end)}. Update applies the grid again between the Start and End dates.`,
    );
    await browser.screenshot(page, 'accounts-schedule-in-force');

    const events = await eventsBetween(token, account.id, start, end);
    expect(events.map((event) => event.date)).toEqual(expectedDates);
    for (const event of events) {
      const day = dayOf(event.date);
      expect({ ...event, serviceTime: event.serviceTime.slice(0, 5) }).toMatchObject({
        serviceLine: { name: 'Lunch' },
        eaterCount: day.protein + day.veg,
        dietaryCount: day.veg,
        pricePerPerson: Number(day.price),
        serviceTime: day.time,
      });
    }
    const schedule = await readSchedule(token, account.id, lunchId);
    expect(schedule).toMatchObject({ startDate: start, endDate: end });
    expect(
      schedule?.data.map((entry) => ({ ...entry, serviceTime: entry.serviceTime.slice(0, 5) })),
    ).toMatchObject([
      {
        day: 'monday',
        shouldServeOnDay: true,
        meatEaters: 40,
        nonMeatEaters: 8,
        pricePerEater: 13.5,
        serviceTime: '11:30',
      },
      {
        day: 'wednesday',
        shouldServeOnDay: true,
        meatEaters: 30,
        nonMeatEaters: 6,
        pricePerEater: 12.75,
        serviceTime: '12:15',
      },
    ]);

    // The month of the first event, on the calendar: one event per service, titled line · headcount.
    const first = events[0] as SavedEvent;
    await page.getByRole('tab', { name: 'Services', exact: true }).click();
    const toolbarLabel = page.locator('.rbc-toolbar-label');
    await expectVisible(toolbarLabel);
    if ((await toolbarLabel.innerText()) !== monthLabel(first.date)) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await expect.poll(() => toolbarLabel.innerText()).toBe(monthLabel(first.date));
    // The grid runs from the Sunday before the 1st to the Saturday after the last day, and
    // shows the services of those neighbouring days too.
    const [gridStart, gridEnd] = monthGrid(first.date);
    const inMonth = events.filter((event) => event.date >= gridStart && event.date <= gridEnd);
    const calendarEvents = page.locator('.rbc-month-view .rbc-event');
    await expect
      .poll(() => calendarEvents.allInnerTexts())
      .toEqual(inMonth.map((event) => `Lunch · ${event.eaterCount}`));
    await calendarEvents.first().scrollIntoViewIfNeeded();
    await browser.screenshot(page, 'accounts-services-month');

    // Hovering shows the details; a click opens that day.
    await calendarEvents.first().hover();
    const popover = page.getByRole('tooltip');
    await expectVisible(detail(popover, 'Headcount').filter({ hasText: String(first.eaterCount) }));
    await calendarEvents.first().click();
    await expectVisible(page.getByRole('heading', { name: longDate(first.date), exact: true }));
    const firstDay = dayOf(first.date);
    const card = page.getByRole('article', { name: `Lunch at ${firstDay.time}`, exact: true });
    await expectVisible(card);
    expect(await detail(card, 'Headcount').innerText()).toBe(String(first.eaterCount));
    expect(await detail(card, 'Price Per Person').innerText()).toBe(`$${firstDay.shown}`);
    expect(await detail(card, 'Scheduled Meal').innerText()).toBe(
      first.scheduledMenu?.name ?? 'n/a',
    );
    await browser.screenshot(page, 'accounts-services-day');

    // Edit that one event: more eaters, a later time.
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Service Event' });
    await expectValue(modal.getByLabel('Eater Count', { exact: true }), String(first.eaterCount));
    await modal.getByLabel('Eater Count', { exact: true }).fill('55');
    await modal.getByLabel('Service Time', { exact: true }).fill('12:45');
    await browser.screenshot(page, 'accounts-event-modal');
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expectHidden(modal);
    await expectText(page, APP_TEXT.serviceEventSaved);
    const edited = page.getByRole('article', { name: 'Lunch at 12:45', exact: true });
    await expectVisible(edited);
    expect(await detail(edited, 'Headcount').innerText()).toBe('55');

    // Only that event changed; the schedule did not.
    const after = await eventsBetween(token, account.id, start, end);
    const editedEvent = after.find((event) => event.id === first.id);
    expect(editedEvent).toMatchObject({ eaterCount: 55, dietaryCount: first.dietaryCount });
    expect(editedEvent?.serviceTime.slice(0, 5)).toBe('12:45');
    expect(after.filter((event) => event.id !== first.id)).toEqual(
      events.filter((event) => event.id !== first.id),
    );
    expect(await readSchedule(token, account.id, lunchId)).toEqual(schedule);

    // The week of that event, with the same colours, hover and click as the month.
    await page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const weekStart = addDays(first.date, -((weekdayOf(first.date) + 6) % 7));
    const inWeek = after.filter(
      (event) => event.date >= weekStart && event.date <= addDays(weekStart, 6),
    );
    const weekEvents = page.locator('.rbc-time-view .rbc-event');
    await expect
      .poll(() => weekEvents.allInnerTexts())
      .toEqual(inWeek.map((event) => `Lunch · ${event.eaterCount}`));
    const editedInWeek = weekEvents.filter({ hasText: 'Lunch · 55' });
    // Lunch's blue (#1565C0), as in the month.
    expect(await editedInWeek.getAttribute('style')).toContain(
      'background-color: rgb(21, 101, 192)',
    );
    await editedInWeek.scrollIntoViewIfNeeded();
    await editedInWeek.hover();
    await expectVisible(detail(page.getByRole('tooltip'), 'Headcount').filter({ hasText: '55' }));
    await browser.screenshot(page, 'accounts-services-week');
    await editedInWeek.click();
    await expectVisible(page.getByRole('heading', { name: longDate(first.date), exact: true }));

    // The Audit Trail tells both changes in words, with names and no ids; a note added
    // meanwhile (from another screen) is named with its text.
    await apiCall(token, 'POST', `/v1/accounts/${account.id}/notes`, { note: 'Dock door B' });
    await page.getByRole('tab', { name: 'Audit Trail', exact: true }).click();
    const trail = page.getByRole('table', { name: 'Audit trail' });
    const editEntry = trail.getByRole('row').filter({
      hasText: `Changed time and eaters of the Lunch service of ${usDate(first.date)}`,
    });
    await expectVisible(editEntry);
    await expectVisible(
      editEntry.filter({ hasText: `Time: ${first.serviceTime.slice(0, 5)} → 12:45` }),
    );
    await expectVisible(editEntry.filter({ hasText: `Eaters: ${first.eaterCount} → 55` }));
    await expectVisible(
      trail.getByRole('row').filter({
        hasText: `Added ${expectedDates.length} services of the Lunch line from ${usDate(start)}`,
      }),
    );
    await expectVisible(
      trail.getByRole('row').filter({ hasText: 'Added a note' }).filter({ hasText: 'Dock door B' }),
    );
    expect(await trail.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await browser.screenshot(page, 'accounts-audit-trail');
  });
});
