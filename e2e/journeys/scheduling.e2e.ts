import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { chooseOption } from '../support/select';
import { expectHidden, expectText, expectVisible, heading, signInToShell } from '../support/ui';

const browser = useBrowser();

/**
 * A Saturday of next month: the demo schedules weekdays only, so its slots are free, and
 * the second Saturday is never on the edge of the month grid.
 */
/**
 * The second Saturday of next month: the demo schedules weekdays only, so its slots are
 * free, and it is never on the edge of the month grid.
 */
const DATE = weekdayOfNextMonth(WEEKDAY.saturday, 2);
const [YEAR, MONTH, DAY] = DATE.split('-').map(Number) as [number, number, number];
const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
  new Date(YEAR, MONTH - 1, DAY),
);
const MM_DD = DATE.slice(5).replace('-', '/');
const MENU = 'Taste of India';
const GREENS = ['Power Greens Blend', 'Pico de Gallo', 'Balsamic Vinaigrette'];

let phoenix: string;
beforeAll(async () => {
  const token = await apiSignIn(DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
  phoenix = await referenceId(token, '/v1/markets', 'Phoenix');
});

async function signInAsScheduler(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInToShell(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
  return page;
}

const section = (page: Page, line: string) => page.getByRole('region', { name: line, exact: true });

async function openCalendarMonth(page: Page) {
  await page.goto(`${e2eEnvironment().baseUrl}/markets/${phoenix}/scheduling/${MONTH}/${YEAR}`);
  await expectVisible(heading(page, 'Scheduling'));
  // The demo's weekday lunches fill the month.
  await expectVisible(page.getByRole('button', { name: /^Lunch: / }).first());
}

/**
 * Fills an empty add-on slot from the element picker. A new add-on's first slot opens for
 * review and is saved with Save, which schedules the add-on.
 */
async function addToSlot(page: Page, slot: string, element: string, options = { first: false }) {
  const row = page.getByRole('row').filter({ hasText: slot }).first();
  await row.getByRole('button', { name: 'Add One' }).click();
  const picker = page.getByRole('dialog', { name: `Add One to ${slot}` });
  await picker.getByRole('searchbox', { name: 'Search elements' }).fill(element);
  // The demo has an element in several tags (standard, lite, catering): any one will do.
  await picker.getByRole('checkbox', { name: element, exact: true }).first().click();
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expectHidden(picker);
  if (options.first) {
    await row.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/scheduled-add-ons\/[0-9a-f-]{36}$/);
  }
  await expectVisible(page.getByRole('row').filter({ hasText: slot }).getByText(element));
}

describe('scheduling', () => {
  it('schedules a menu from an empty day, edits it, adds a Greens Bar and unschedules', async () => {
    const page = await signInAsScheduler();
    await openCalendarMonth(page);
    await browser.screenshot(page, 'scheduling-calendar-month');

    // Clicking the empty part of the day's cell opens that day.
    const dayNumber = page.getByRole('button', { name: `Show the schedule of ${LONG_DATE}` });
    const box = await dayNumber.boundingBox();
    if (!box) throw new Error(`no day cell for ${DATE}`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height + 40);
    await page.waitForURL(`**/markets/${phoenix}/scheduling-detail/${DATE}`);
    await expectVisible(heading(page, LONG_DATE));

    // Schedule One on Dinner: the menu search picker copies the master menu.
    const dinner = section(page, 'Dinner');
    await dinner.getByRole('button', { name: 'Schedule One' }).click();
    const picker = page.getByRole('dialog');
    await picker.getByRole('searchbox', { name: 'Search menus' }).fill(MENU);
    await picker
      .getByRole('button', { name: new RegExp(`^${MENU}`) })
      .first()
      .click();
    await expectText(page, 'Menu has been scheduled.');
    const card = dinner.getByRole('article', { name: MENU });
    await expectVisible(card);
    await expectVisible(card.getByText('Total headcount'));
    await browser.screenshot(page, 'scheduling-detail');

    // Edit the day's copy: an alternative and a label name on its first element.
    await card.getByRole('link', { name: 'Edit Menu' }).click();
    // The day's card also titles itself with the menu name, and the router keeps the day
    // on screen while the editor loads: wait for the editor's own rows first.
    await page.waitForURL(/\/scheduled-menus\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('button', { name: /^Alternatives for / }).first());
    await expectVisible(heading(page, MENU));
    const firstRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Alternatives for / }) })
      .first();
    const elementName = (
      (await firstRow
        .getByRole('button', { name: /^Alternatives for / })
        .getAttribute('aria-label')) ?? ''
    ).replace('Alternatives for ', '');
    await firstRow.getByRole('button', { name: `Alternatives for ${elementName}` }).click();
    const alternative = page.getByRole('dialog', { name: `Alternative for ${elementName}` });
    await alternative.getByRole('textbox', { name: 'Name', exact: true }).fill('Tofu Tikka Masala');
    await alternative.getByRole('button', { name: 'Save' }).click();
    await expectHidden(alternative);
    await firstRow.getByRole('button', { name: `Actions for ${elementName}` }).click();
    await page.getByRole('menuitem', { name: 'Add Label Name' }).click();
    const label = page.getByRole('dialog', { name: `Label Name for ${elementName}` });
    const setName = label.getByRole('button', { name: 'Set Name' });
    expect(await setName.isDisabled()).toBe(true);
    await label.getByRole('textbox', { name: 'Label Name' }).fill('Chef Special Tikka');
    await label.getByRole('textbox', { name: 'Label Name' }).press('Enter');
    await expectHidden(label);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectText(page, 'Menu has been updated successfully.');
    await page.reload();
    await expectVisible(page.getByText('Chef Special Tikka'));
    await expectVisible(page.getByText('Tofu Tikka Masala').first());
    await browser.screenshot(page, 'scheduled-menu-editor');

    // A Greens Bar on the day's lunch, three slots filled.
    await page.goto(`${e2eEnvironment().baseUrl}/markets/${phoenix}/scheduling-detail/${DATE}`);
    const lunch = section(page, 'Lunch');
    await lunch.getByRole('button', { name: 'Add One' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Add a Lunch Add-on' });
    await chooseOption(page, typeDialog, 'Add-on type', 'Greens Bar');
    await typeDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectVisible(
      heading(page, `Editing Greens Bar add on for Lunch on ${MM_DD} in Phoenix`),
    );
    await expectVisible(page.getByText('Entry Level', { exact: true }));
    // The first slot opens for review; its Save schedules the add-on (issue #24, point 3).
    await addToSlot(page, 'Base Greens', GREENS[0]!, { first: true });
    await addToSlot(page, 'Vegetable 1', GREENS[1]!);
    await addToSlot(page, 'House Dressing', GREENS[2]!);
    await browser.screenshot(page, 'scheduled-add-on-editor');
    await page.getByRole('link', { name: 'Back to Scheduling Details' }).click();
    const greens = section(page, 'Lunch').getByRole('article', { name: 'Greens Bar add-on' });
    for (const element of GREENS) await expectVisible(greens.getByText(element));

    // Unschedule the menu: asked first, then the slot offers Schedule One again.
    await section(page, 'Dinner').getByRole('button', { name: 'Unschedule' }).click();
    await page
      .getByRole('dialog', { name: 'Unschedule Menu' })
      .getByRole('button', { name: 'Unschedule' })
      .click();
    await expectText(page, 'Menu has been unscheduled.');
    await expectVisible(section(page, 'Dinner').getByRole('button', { name: 'Schedule One' }));
  });

  it("ranks the line's menus first in Schedule One's picker and marks the others", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInToShell(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
    await page.goto(`${e2eEnvironment().baseUrl}/markets/${phoenix}/scheduling-detail/${DATE}`);
    await section(page, 'Dinner').getByRole('button', { name: 'Schedule One' }).click();
    const picker = page.getByRole('dialog', { name: 'Schedule a Dinner Menu' });
    const results = picker.getByRole('list', { name: 'Menus found' });
    const menus = results.getByRole('button');
    await expectVisible(menus.first());
    // The demo tags 61 menus for Dinner: the whole first page is theirs, none marked.
    // A row reads "{name}Tag: … · Cuisine: … · Service lines: {lines}[Not tagged for Dinner]".
    const linesOf = (text: string) =>
      (text.split('Service lines: ')[1] ?? '').replace('Not tagged for Dinner', '').split(', ');
    const firstPage = await menus.allTextContents();
    expect(firstPage).toHaveLength(30);
    await browser.screenshot(page, 'scheduling-schedule-one-picker');
    for (const text of firstPage) {
      expect(linesOf(text)).toContain('Dinner');
      expect(text).not.toContain('Not tagged for Dinner');
    }
    // A search reaches every menu: the Dinner ones first, then the others, each marked.
    await picker.getByRole('searchbox', { name: 'Search menus' }).fill('plate');
    await expectVisible(results.getByText('Other menus', { exact: true }));
    const found = await menus.allTextContents();
    const firstOther = found.findIndex((text) => text.includes('Not tagged for Dinner'));
    expect(firstOther).toBeGreaterThan(0);
    for (const text of found.slice(0, firstOther)) expect(linesOf(text)).toContain('Dinner');
    for (const text of found.slice(firstOther)) {
      expect(text).toContain('Not tagged for Dinner');
      expect(linesOf(text)).not.toContain('Dinner');
    }
    await results
      .getByText('Other menus', { exact: true })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await browser.screenshot(page, 'scheduling-schedule-one-picker-others');
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(picker);
  });

  it('shows the week with the Show Protein toggle on one service line', async () => {
    const page = await signInAsScheduler();
    await openCalendarMonth(page);
    // Show toggles need exactly one line: leave Lunch on.
    for (const line of ['Breakfast', 'Dinner', 'Snack', 'Happy Hour', 'Dessert', 'Special'])
      await page.getByRole('checkbox', { name: line, exact: true }).uncheck();
    await page.getByRole('switch', { name: 'Show Protein' }).check();
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expectVisible(page.locator('.rbc-time-view'));
    // Each event shows its line and its whole menu name: nothing is cut at the hour's height.
    const events = page.locator('.rbc-time-view .rbc-event');
    await expectVisible(events.first());
    for (const event of await events.all()) {
      expect(await event.innerText()).toMatch(/^Lunch\n/);
      const { clientHeight, scrollHeight } = await event.evaluate((box) => ({
        clientHeight: box.clientHeight,
        scrollHeight: box.scrollHeight,
      }));
      // A cut line of text would be a dozen pixels; rounding is a pixel or two.
      expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 4);
    }
    await browser.screenshot(page, 'scheduling-calendar-week');
  });
});
