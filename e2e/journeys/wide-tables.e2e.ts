import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import {
  apiToken,
  createMenu,
  elementsTable,
  ids,
  menuName,
  openMenu,
  prepareMenuJourneys,
  RICE,
  RUN,
} from '../support/menus';
import { expectVisible, heading, signInToShell } from '../support/ui';

/**
 * Issue #24 point 6: the menu's and the scheduled menu's element tables fit a 1280 px
 * laptop screen beside the navigation drawer — every column the spec lists (catalogue spec
 * 2.4, 2.9), Serving Temperature and the row actions in view without scrolling sideways —
 * and a long element name is cut with its whole text kept for screen readers and the tooltip.
 */

const browser = useBrowser();

/** Longer than any demo name: the cell must cut it, not grow the table. */
const LONG_NAME = `E2E Slow-Braised Short Rib with Roasted Garlic Mashed Potatoes and Red Wine Jus ${RUN}`;
const OTHERS = [
  'Lemon Herb Roasted Chicken Thighs',
  'Thai Yellow Curry Vegetables',
  RICE,
  'Crunchy Cabbage and Kale Blend',
];
const NAMES = [LONG_NAME, ...OTHERS];

/** The first Sunday of next month: the demo serves weekdays only, no other journey uses it. */
const DATE = weekdayOfNextMonth(WEEKDAY.sunday, 1);

const MENU_COLUMNS = [
  'Name',
  'Tag',
  'Type',
  'Is Alt',
  'Container',
  'Ingredients',
  'Method',
  'Portion Per Person',
  'Portion Per Container',
  'Allergens',
  'Serving Temperature',
  'Actions',
];
const SCHEDULED_COLUMNS = [
  'Name',
  'Type',
  'Is Alt',
  'Container',
  'Serving Temperature',
  'Allergens',
  'Portion Per Person',
  'Portion Per Container',
  'Ingredients',
  'Method',
  'Actions',
];

let menuId = '';
let scheduledMenuId = '';

beforeAll(async () => {
  await prepareMenuJourneys();
  await apiCall(apiToken(), 'POST', '/v1/elements', {
    name: LONG_NAME,
    menuElementClassId: ids.standard,
    elementTypeId: ids.Protein,
    ingredients: 'Beef short rib, garlic, potatoes, butter, cream, red wine, shallots, thyme',
    // A long list too: the allergens column wraps it rather than widening.
    allergenIds: await Promise.all(
      ['Milk', 'Crustacean Shellfish', 'Soybeans', 'Wheat'].map((allergen) =>
        referenceId(apiToken(), '/v1/allergens', allergen),
      ),
    ),
    method: 'Braise the short rib in red wine for four hours; mash the potatoes with garlic.',
    defaultContainerTypeId: ids['Full Pan'],
    defaultPortionPerPerson: 7,
    defaultPortionPerContainer: 140,
    defaultPortionUnitId: ids.oz,
    servingTemp: 'HOT',
  });
  const menu = await createMenu(menuName('Wide Table'), NAMES);
  menuId = menu.id;

  const schedulerToken = await apiSignIn(DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
  const scheduled = await apiCall<{ id: string }>(schedulerToken, 'POST', '/v1/scheduled-menus', {
    originalMenuId: menu.id,
    marketId: await referenceId(schedulerToken, '/v1/markets', 'Phoenix'),
    serviceLineId: await referenceId(schedulerToken, '/v1/service-lines', 'Dinner'),
    date: DATE,
  });
  scheduledMenuId = scheduled.id;
});

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** What scrolls sideways around the table: its scrolling ancestors, and the page itself. */
const sidewaysScrollers = (table: Locator) =>
  table.evaluate((node) => {
    type El = {
      scrollWidth: number;
      clientWidth: number;
      tagName: string;
      parentElement: El | null;
      ownerDocument: {
        documentElement: El;
        defaultView: { getComputedStyle(el: El): { overflowX: string } };
      };
    };
    const table = node as unknown as El;
    const { documentElement, defaultView } = table.ownerDocument;
    const scrolls = (el: El) => el.scrollWidth > el.clientWidth + 1;
    const found: string[] = [];
    for (let el = table.parentElement; el && el !== documentElement; el = el.parentElement) {
      const { overflowX } = defaultView.getComputedStyle(el);
      if ((overflowX === 'auto' || overflowX === 'scroll') && scrolls(el))
        found.push(`${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`);
    }
    if (scrolls(documentElement)) found.push(`the page ${documentElement.scrollWidth}`);
    return found;
  });

/** Whether the control is what the page shows at its centre (not hidden under a sticky cell). */
const isOnTop = (control: Locator) =>
  control.evaluate((node) => {
    type El = {
      getBoundingClientRect(): Box;
      contains(other: unknown): boolean;
      ownerDocument: { elementFromPoint(x: number, y: number): unknown };
    };
    const el = node as unknown as El;
    const box = el.getBoundingClientRect();
    const hit = el.ownerDocument.elementFromPoint(
      (box.left + box.right) / 2,
      (box.top + box.bottom) / 2,
    );
    return el.contains(hit);
  });

/** The control lies wholly within the page's width and nothing covers it. */
async function expectInView(page: Page, control: Locator): Promise<void> {
  // Mid-screen, clear of the floating Update button, as a person would scroll to it.
  await control.evaluate((node) =>
    (node as unknown as { scrollIntoView(options: object): void }).scrollIntoView({
      block: 'center',
    }),
  );
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error('no box for a control that should show');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await isOnTop(control)).toBe(true);
}

/**
 * The table fits: the spec's columns are there, nothing scrolls sideways, and each row's
 * Serving Temperature and actions are in view.
 */
async function expectTableFits(
  page: Page,
  table: Locator,
  columns: string[],
  actionsOf: (name: string) => string[],
): Promise<void> {
  for (const column of columns)
    await expectVisible(table.getByRole('columnheader', { name: column, exact: true }));
  expect(await sidewaysScrollers(table)).toEqual([]);
  for (const name of NAMES) {
    const row = table.getByRole('row').filter({
      has: page.getByRole('button', { name: `Reorder ${name}`, exact: true }),
    });
    await expectInView(page, row.getByRole('combobox', { name: 'Serving Temperature' }));
    for (const action of actionsOf(name))
      await expectInView(page, row.getByRole('button', { name: action, exact: true }));
  }
}

/**
 * The long name is cut in its cell, read whole by screen readers, and shown whole in a
 * tooltip when the keyboard comes to it (Shift+Tab from the row's Type).
 */
async function expectLongNameCut(page: Page, row: Locator, nameText: Locator): Promise<void> {
  const cut = await nameText.evaluate((node) => {
    type El = {
      scrollWidth: number;
      clientWidth: number;
      scrollHeight: number;
      clientHeight: number;
    };
    const el = node as unknown as El;
    return el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight;
  });
  expect(cut).toBe(true);
  await row.getByRole('combobox', { name: 'Type' }).focus();
  await page.keyboard.press('Shift+Tab');
  const focused = await nameText.evaluate((node) => {
    const el = node as unknown as { ownerDocument: { activeElement: unknown } };
    return el.ownerDocument.activeElement === el;
  });
  expect(focused).toBe(true);
  await expectVisible(page.getByRole('tooltip').filter({ hasText: LONG_NAME }));
}

/** The long-named element's row, found by its drag handle's name. */
const longRow = (page: Page, table: Locator) =>
  table.getByRole('row').filter({
    has: page.getByRole('button', { name: `Reorder ${LONG_NAME}`, exact: true }),
  });

describe('Wide element tables (issue #24 point 6)', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    it(`fits the menu's elements table at ${viewport.width} px`, async () => {
      const name = menuName('Wide Table');
      const page = await openMenu(browser, menuId, name, { viewport });
      const table = elementsTable(page);
      await expectTableFits(page, table, MENU_COLUMNS, (element) => [
        `Remove ${element}`,
        `Reorder ${element}`,
      ]);
      await table.scrollIntoViewIfNeeded();
      await browser.screenshot(page, `wide-menu-elements-${viewport.width}`);
      const row = longRow(page, table);
      await expectLongNameCut(page, row, row.getByRole('link', { name: LONG_NAME, exact: true }));
      await browser.screenshot(page, `wide-menu-elements-${viewport.width}-tooltip`);
    });

    it(`fits the scheduled menu's elements table at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      await signInToShell(page, DEMO_USERS.scheduler, e2eEnvironment().demoPassword);
      await page.goto(`/scheduled-menus/${scheduledMenuId}`);
      await expectVisible(heading(page, menuName('Wide Table')));
      const table = page.getByRole('table', { name: 'Scheduled menu elements' });
      await expectTableFits(page, table, SCHEDULED_COLUMNS, (element) => [
        `Alternatives for ${element}`,
        `Actions for ${element}`,
        `Reorder ${element}`,
      ]);
      await table.scrollIntoViewIfNeeded();
      await browser.screenshot(page, `wide-scheduled-elements-${viewport.width}`);
      const row = longRow(page, table);
      await expectLongNameCut(page, row, row.getByText(LONG_NAME, { exact: true }));
      await browser.screenshot(page, `wide-scheduled-elements-${viewport.width}-tooltip`);
    });
  }

  it('keeps the name and the actions in view when a narrower window scrolls the table', async () => {
    const page = await openMenu(browser, menuId, menuName('Wide Table'), {
      viewport: { width: 1024, height: 768 },
    });
    const table = elementsTable(page);
    const row = longRow(page, table);
    const name = row.getByRole('link', { name: LONG_NAME, exact: true });
    const actions = [`Remove ${LONG_NAME}`, `Reorder ${LONG_NAME}`].map((action) =>
      row.getByRole('button', { name: action, exact: true }),
    );
    await name.evaluate((node) =>
      (node as unknown as { scrollIntoView(options: object): void }).scrollIntoView({
        block: 'center',
      }),
    );
    // Sideways to the middle: the inputs pass under the sticky name and actions.
    const scrolled = await table.evaluate((node) => {
      type El = { scrollLeft: number; scrollWidth: number; clientWidth: number };
      const container = (node as unknown as { parentElement: El }).parentElement;
      container.scrollLeft = (container.scrollWidth - container.clientWidth) / 2;
      return container.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    const containerBox = await table.locator('xpath=..').boundingBox();
    if (!containerBox) throw new Error('no box for the table container');
    for (const control of [name, ...actions]) {
      const box = await control.boundingBox();
      if (!box) throw new Error('no box for a control that should show');
      expect(box.x).toBeGreaterThanOrEqual(containerBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(containerBox.x + containerBox.width);
      expect(await isOnTop(control)).toBe(true);
    }
    await browser.screenshot(page, 'wide-menu-elements-1024-scrolled');
  });
});
