import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import {
  apiToken,
  CHICKEN,
  CHICKPEA,
  createMenu,
  expectRowNames,
  type HostFlowRow,
  ids,
  menuName,
  openMenu,
  prepareMenuJourneys,
  RICE,
  readMenu,
  savedRowNames,
  saveMenu,
} from '../support/menus';
import { chooseOption } from '../support/select';
import { APP_TEXT, SPEC_TEXT } from '../support/texts';
import { expectText, expectVisible, heading, signInToShell } from '../support/ui';

const browser = useBrowser();

beforeAll(prepareMenuJourneys);

describe('Menus list and host flow (catalogue spec 2.4, 4)', () => {
  it('searches and filters the list, and copies a menu as a new one', async () => {
    const source = await createMenu(menuName('Copy Source'), [CHICKEN, CHICKPEA, RICE]);
    const liteMenus = await apiCall<unknown[]>(
      apiToken(),
      'GET',
      `/v1/menus?class=${ids.lite}&perPage=100`,
    );
    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.culinary, e2eEnvironment().demoPassword);

    // Route / of a staff user is the menu list.
    expect(new URL(page.url()).pathname).toBe('/');
    await expectVisible(heading(page, 'Menus'));
    const table = page.getByRole('table', { name: 'Menus' });
    const column = (index: number) =>
      table.locator(`tbody tr td:nth-child(${index})`).allInnerTexts();
    await expectVisible(table.getByRole('link').first());
    await browser.screenshot(page, 'menu-list');

    const search = page.getByLabel('Search menus', { exact: true });
    await search.fill('india');
    await expect
      .poll(async () => {
        const names = await column(1);
        return names.length > 0 && names.every((text) => text.toLowerCase().includes('india'));
      })
      .toBe(true);
    expect(await column(1)).toContain('Taste of India');
    await expectVisible(table.getByRole('link', { name: 'Taste of India', exact: true }).first());

    await search.fill('');
    await chooseOption(page, page, 'Filter by tag', 'lite');
    await expect
      .poll(async () => {
        const tags = await column(2);
        return tags.length > 0 && tags.every((tag) => tag === 'lite');
      })
      .toBe(true);
    await expectVisible(page.getByText(new RegExp(` of ${liteMenus.length}$`)));
    await browser.screenshot(page, 'menu-list-lite');

    // Copy & create new menu: the copy opens, named with the spec's suffix.
    await chooseOption(page, page, 'Filter by tag', 'All');
    await search.fill(source.name);
    await expectVisible(table.getByRole('link', { name: source.name, exact: true }));
    await table.getByRole('button', { name: `Actions for ${source.name}`, exact: true }).click();
    await page.getByRole('menuitem', { name: 'Copy & create new menu', exact: true }).click();
    await page.waitForURL(
      (url) => /^\/menus\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(source.id),
    );
    const copyName = `${source.name}${SPEC_TEXT.copySuffix}`;
    await expectVisible(heading(page, copyName));
    await expectText(page, APP_TEXT.menuCopied);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(copyName);
    await expectRowNames(page, [CHICKEN, CHICKPEA, RICE]);
    const copyId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect((await readMenu(copyId)).name).toBe(copyName);
    expect(await savedRowNames(copyId)).toEqual([CHICKEN, CHICKPEA, RICE]);
  });

  it("edits a menu's host flow from the header actions", async () => {
    const name = menuName('Host Flow');
    const menu = await createMenu(name, [CHICKEN, CHICKPEA, RICE]);
    const page = await openMenu(browser, menu.id, name);

    await page.getByRole('button', { name: 'Menu actions', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Edit Host Flow', exact: true }).click();
    await page.waitForURL(`**/menus/${menu.id}/host-flow`);
    await expectVisible(heading(page, `${name} Host Flow`));
    const table = page.getByRole('table', { name: 'Host flow elements' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: CHICKEN, exact: true }) });
    await expectVisible(row);

    await chooseOption(page, row, 'Serving Utensil', 'Tongs');
    await chooseOption(page, row, 'Serving Vessel', 'Chafing Dish');
    const directionals = 'Stir before service; keep the lid on between guests.';
    await row.getByLabel('Directionals', { exact: true }).fill(directionals);
    await browser.screenshot(page, 'menu-host-flow');

    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expectText(page, SPEC_TEXT.hostFlowSaved);

    // Download host flow: the master menu's sheet, named after the menu.
    await page.getByRole('button', { name: 'Menu actions', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download host flow', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${name}-HostFlow.pdf`);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const hostFlow = await apiCall<{ elements: HostFlowRow[] }>(
      apiToken(),
      'GET',
      `/v1/menus/${menu.id}/host-flow`,
    );
    const byName = new Map(hostFlow.elements.map((element) => [element.name, element]));
    expect(byName.get(CHICKEN)).toMatchObject({
      servingUtensilId: ids.Tongs,
      servingVesselId: ids['Chafing Dish'],
      directionals,
    });
    for (const other of [CHICKPEA, RICE]) {
      expect(byName.get(other)).toMatchObject({ servingUtensilId: null, directionals: '' });
    }

    // Saved, so going back to the menu asks nothing.
    await page.getByRole('link', { name: 'Back to menu', exact: true }).click();
    await page.waitForURL(`**/menus/${menu.id}`);
    await expectVisible(heading(page, name));
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The editor took in the newer version the host-flow save made: Update just works.
    await saveMenu(page, 'Update', menu.id);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
