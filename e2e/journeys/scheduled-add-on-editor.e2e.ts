import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn, referenceId } from '../support/api';
import { DESKTOP_VIEWPORT, useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { expectHidden, expectText, expectVisible, heading, signInToShell } from '../support/ui';

/**
 * Issue #24, points 3 and 6: Add One schedules nothing until the first slot is saved, a
 * slot keeps the element editor's allergen rule, and the slot rows fit 1280 x 800 with
 * Save and Cancel in view. The second Sunday of next month: the demo schedules weekdays.
 */
const browser = useBrowser();
const DATE = weekdayOfNextMonth(WEEKDAY.sunday, 2);
const MM_DD = DATE.slice(5).replace('-', '/');
const SOUP = 'Tomato Basil Soup';
const ALLERGENS_MESSAGE =
  "Please fill in this element's allergens or mark that there are no allergens.";

let phoenix: string;
beforeAll(async () => {
  const token = await apiSignIn(DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
  phoenix = await referenceId(token, '/v1/markets', 'Phoenix');
});

const slotRow = (page: Page, slot: string) =>
  page.getByRole('table', { name: 'Add-on slots' }).getByRole('row').filter({ hasText: slot });

interface Box {
  scrollWidth: number;
  clientWidth: number;
}

/** Whether the slot table and the page scroll sideways (they must not at 1280 px). */
async function sidewaysOverflow(page: Page) {
  const table = page.getByTestId('add-on-slots-scroller');
  return {
    table: await table.evaluate((node) => {
      const box = node as unknown as Box;
      return box.scrollWidth - box.clientWidth;
    }),
    page: await page.evaluate(() => {
      // The e2e project has no DOM typings: the page's root box, as the browser gives it.
      const root = (globalThis as unknown as { document: { documentElement: Box } }).document
        .documentElement;
      return root.scrollWidth - root.clientWidth;
    }),
  };
}

/** The button lies wholly inside the viewport and inside the table's visible box. */
async function expectInView(page: Page, button: Locator) {
  const box = await button.boundingBox();
  const scroller = await page.getByTestId('add-on-slots-scroller').boundingBox();
  if (!box || !scroller) throw new Error('no box for the button or the table');
  const viewport = page.viewportSize() ?? DESKTOP_VIEWPORT;
  expect(box.x).toBeGreaterThanOrEqual(scroller.x);
  expect(box.x + box.width).toBeLessThanOrEqual(scroller.x + scroller.width);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

describe('scheduled add-on editor at 1280 x 800', () => {
  it('schedules a Soup with its first slot, keeps the allergen rule and fits its rows', async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signInToShell(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
    await page.goto(`${e2eEnvironment().baseUrl}/markets/${phoenix}/scheduling-detail/${DATE}`);
    const dinner = page.getByRole('region', { name: 'Dinner', exact: true });
    await dinner.getByRole('button', { name: 'Add One' }).click();
    const typeDialog = page.getByRole('dialog', { name: 'Add a Dinner Add-on' });
    // Soup is the type Add One starts on (spec 9).
    await expectVisible(typeDialog.getByRole('combobox', { name: 'Add-on type' }));
    await typeDialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectVisible(heading(page, `Editing Soup add on for Dinner on ${MM_DD} in Phoenix`));
    await page.waitForURL(/\/scheduled-add-ons\/new\?/);
    await expectText(
      page,
      'This add-on is not scheduled yet: fill a slot and save it to schedule the add-on.',
    );

    // The first slot: the element's copy opens for review; nothing is written yet.
    await slotRow(page, 'Soup Topping').waitFor();
    const soupRow = slotRow(page, 'Soup').first();
    await soupRow.getByRole('button', { name: 'Add One' }).click();
    const picker = page.getByRole('dialog', { name: 'Add One to Soup' });
    await picker.getByRole('searchbox', { name: 'Search elements' }).fill(SOUP);
    await picker.getByRole('checkbox', { name: SOUP, exact: true }).first().click();
    await picker.getByRole('button', { name: 'Add', exact: true }).click();
    await expectHidden(picker);
    const name = soupRow.getByRole('textbox', { name: 'Element name' });
    expect(await name.inputValue()).toBe(SOUP);
    // The Element name field takes the focus, so the keyboard starts in the form.
    expect(
      await name.evaluate(
        (input) =>
          (input as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument
            .activeElement === input,
      ),
    ).toBe(true);

    // Neither allergens nor "No allergens": the element editor's message, and no save.
    const allergens = soupRow.getByRole('combobox', { name: 'Allergens' });
    await allergens.click();
    await allergens.press('Backspace');
    await soupRow.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(soupRow.getByText(ALLERGENS_MESSAGE));
    expect(page.url()).toContain('/scheduled-add-ons/new?');
    await browser.screenshot(page, 'scheduled-add-on-first-slot-allergens');

    // The soup holds cream and butter: Milk goes back before the save.
    await allergens.fill('Milk');
    await page.getByRole('option', { name: 'Milk', exact: true }).click();
    await soupRow.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/scheduled-add-ons\/[0-9a-f-]{36}$/);
    await expectText(page, 'Add on has been scheduled.');
    await expectVisible(slotRow(page, 'Soup').first().getByText(SOUP));
    expect(await sidewaysOverflow(page)).toEqual({ table: 0, page: 0 });

    // Edit a saved slot: its Save and Cancel are in view, with no sideways scrolling.
    await slotRow(page, 'Soup').first().getByRole('button', { name: 'Edit', exact: true }).click();
    const editing = slotRow(page, 'Soup').first();
    const save = editing.getByRole('button', { name: 'Save', exact: true });
    const cancel = editing.getByRole('button', { name: 'Cancel', exact: true });
    await expectVisible(save);
    await expectVisible(editing.getByText('Milk', { exact: true }));
    expect(await editing.getByRole('checkbox', { name: 'No allergens' }).isChecked()).toBe(false);
    await expectInView(page, save);
    await expectInView(page, cancel);
    expect(await sidewaysOverflow(page)).toEqual({ table: 0, page: 0 });
    await browser.screenshot(page, 'scheduled-add-on-edit-row-1280');
    await cancel.click();
    await expectVisible(slotRow(page, 'Soup').first().getByRole('button', { name: 'Edit' }));
    await browser.screenshot(page, 'scheduled-add-on-editor-1280');

    // Back on the day, the Dinner section lists the Soup add-on with its element.
    await page.getByRole('link', { name: 'Back to Scheduling Details' }).click();
    const soup = dinner.getByRole('article', { name: 'Soup add-on' });
    await expectVisible(soup.getByText(SOUP));
  });

  it('leaves nothing scheduled when the new add-on is left before its first save', async () => {
    const page = await browser.newPage({ viewport: DESKTOP_VIEWPORT });
    await signInToShell(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
    await page.goto(`${e2eEnvironment().baseUrl}/markets/${phoenix}/scheduling-detail/${DATE}`);
    const lunch = page.getByRole('region', { name: 'Lunch', exact: true });
    await lunch.getByRole('button', { name: 'Add One' }).click();
    await page
      .getByRole('dialog', { name: 'Add a Lunch Add-on' })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
    await expectVisible(heading(page, `Editing Soup add on for Lunch on ${MM_DD} in Phoenix`));
    await page.getByRole('link', { name: 'Back to Scheduling Details' }).click();
    await expectVisible(lunch.getByRole('button', { name: 'Add One' }));
    await expectHidden(lunch.getByRole('article', { name: 'Soup add-on' }));
  });
});
