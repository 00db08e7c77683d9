import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { dragWithMouse } from '../support/drag';
import { chooseOption } from '../support/select';
import { APP_TEXT, SPEC_TEXT } from '../support/texts';
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

/** Menus this file makes carry the run in their name: reruns and other files never collide. */
const RUN = Date.now().toString(36);
const menuName = (label: string) => `E2E ${label} ${RUN}`;

const CHICKEN = 'Chicken Tikka Masala';
const CHICKPEA = 'Chickpea Tikka Masala';
const RICE = 'Jeera Basmati Rice';
const NAAN = 'Warm Naan';

/** The 'standard' demo elements' defaults (apps/api/src/db/seed/demo-catalogue). */
const DEFAULTS = {
  [CHICKEN]: { type: 'Protein', container: 'Full Pan', perPerson: 6, perContainer: 120 },
  [CHICKPEA]: { type: 'Veg Entree', container: 'Full Pan', perPerson: 8, perContainer: 128 },
  [RICE]: { type: 'Starch', container: 'Full Pan', perPerson: 5, perContainer: 160 },
} as const;
/** The Protein, Veg Entree and Starch the first journey picks, in that order. */
const PICKED = [CHICKEN, CHICKPEA, RICE] as const;

interface SavedRow {
  elementId: string;
  order: number;
  element: { name: string };
  elementTypeId: string | null;
  containerTypeId: string | null;
  portionPerPerson: number | null;
  portionPerContainer: number | null;
  portionUnitId: string | null;
  servingTemp: string | null;
}

interface SavedMenu {
  id: string;
  name: string;
  menuElementClassName: string;
  brandId: string | null;
  cuisineTypeId: string | null;
  serviceLines: string[];
  description: string;
  isDescriptionAutomated: boolean;
  elements: SavedRow[];
}

interface HostFlowRow {
  id: string;
  name: string;
  directionals: string;
  hostFlowOrder: number;
  servingUtensilId: string | null;
  servingVesselId: string | null;
}

interface FullElement {
  id: string;
  name: string;
  elementTypeId: string | null;
  defaultContainerTypeId: string | null;
  defaultPortionPerPerson: number | null;
  defaultPortionPerContainer: number | null;
  defaultPortionUnitId: string | null;
  servingTemp: string | null;
}

let token = '';
/** Reference ids by name, read once through the API. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  token = await apiSignIn(DEMO_USERS.culinary, e2eEnvironment().demoPassword);
  const lists: [string, string[]][] = [
    ['/v1/menu-element-classes', ['standard', 'lite']],
    ['/v1/element-types', ['Protein', 'Veg Entree', 'Starch', 'Side', 'Bread']],
    ['/v1/container-types', ['Full Pan']],
    ['/v1/portion-units', ['oz']],
    ['/v1/brands', ['Sifted']],
    ['/v1/cuisine-types', ['Indian']],
    ['/v1/service-lines', ['Lunch', 'Dinner']],
    ['/v1/serving-utensils', ['Tongs']],
    ['/v1/serving-vessels', ['Chafing Dish']],
  ];
  for (const [path, names] of lists) {
    for (const name of names) ids[name] = await referenceId(token, path, name);
  }
});

/** The 'standard' element of that name. */
async function standardElementId(name: string): Promise<string> {
  const found = await apiCall<{ id: string; name: string }[]>(
    token,
    'GET',
    `/v1/elements?q=${encodeURIComponent(name)}&class=${ids.standard}&perPage=100`,
  );
  const element = found.find((row) => row.name === name);
  if (!element) throw new Error(`no standard element named ${name}`);
  return element.id;
}

/**
 * A standard Sifted Indian menu for Lunch with these elements in this order, each row with
 * its element's defaults, the description left to the server's generator.
 */
async function createMenu(name: string, elementNames: string[]): Promise<SavedMenu> {
  const elementIds = await Promise.all(elementNames.map(standardElementId));
  const elements = await apiCall<FullElement[]>(token, 'POST', '/v1/elements/full', {
    elementIds,
  });
  return apiCall<SavedMenu>(token, 'POST', '/v1/menus', {
    name,
    menuElementClassId: ids.standard,
    brandId: ids.Sifted,
    cuisineTypeId: ids.Indian,
    serviceLines: [ids.Lunch],
    isDescriptionAutomated: true,
    elements: elements.map((element, order) => ({
      elementId: element.id,
      order,
      elementTypeId: element.elementTypeId,
      containerTypeId: element.defaultContainerTypeId,
      portionPerPerson: element.defaultPortionPerPerson,
      portionPerContainer: element.defaultPortionPerContainer,
      portionUnitId: element.defaultPortionUnitId,
      servingTemp: element.servingTemp,
    })),
  });
}

const readMenu = (id: string) => apiCall<SavedMenu>(token, 'GET', `/v1/menus/${id}`);

/** The saved rows' element names, by their order. */
async function savedRowNames(id: string): Promise<string[]> {
  const menu = await readMenu(id);
  return [...menu.elements].sort((a, b) => a.order - b.order).map((row) => row.element.name);
}

const elementsTable = (page: Page) => page.getByRole('table', { name: 'Menu elements' });

/** The editor's rows, by the element names in their Name cells, top to bottom. */
const rowNames = (page: Page) =>
  elementsTable(page).locator('tbody tr td:first-child').allInnerTexts();

async function expectRowNames(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => rowNames(page), { timeout: 10_000 }).toEqual(names);
}

const elementRow = (page: Page, name: string) =>
  elementsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

const descriptionField = (page: Page) => page.getByLabel('Description', { exact: true });
const automateSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Automate Description', exact: true });

const comboboxText = async (scope: Locator, name: string) =>
  (await scope.getByRole('combobox', { name, exact: true }).innerText()).trim();

/** Searches the element picker and waits until every element listed matches the text. */
async function searchPicker(picker: Locator, text: string): Promise<void> {
  await picker.getByLabel('Search elements', { exact: true }).fill(text);
  const found = picker.getByRole('list', { name: 'Elements found' }).getByRole('checkbox');
  await expect
    .poll(async () => {
      const names = await found.evaluateAll((boxes) =>
        boxes.map((box) => box.getAttribute('aria-label') ?? ''),
      );
      return names.length > 0 && names.every((name) => name.toLowerCase().includes(text));
    })
    .toBe(true);
}

/** Clicks Update (or Save) and waits for the API to answer the write it sends. */
async function saveMenu(page: Page, button: 'Save' | 'Update', id?: string): Promise<void> {
  const written = page.waitForResponse(
    (response) =>
      ['POST', 'PUT'].includes(response.request().method()) &&
      new URL(response.url()).pathname === (id ? `/v1/menus/${id}` : '/v1/menus'),
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await written).ok()).toBe(true);
  await expectVisible(page.getByText(APP_TEXT.menuSaved, { exact: true }).last());
}

/** Signs in as the culinary user and opens the editor of a saved menu. */
async function openMenu(id: string, name: string): Promise<Page> {
  const page = await browser.newPage();
  await signInToShell(page, DEMO_USERS.culinary, e2eEnvironment().demoPassword);
  await page.goto(`/menus/${id}`);
  await expectVisible(heading(page, name));
  await expectVisible(elementsTable(page));
  return page;
}

describe('Menus (catalogue spec 2.4, 4)', () => {
  it('builds a menu from the element picker, with the defaults and the generated description', async () => {
    const name = menuName('Tikka Trio');
    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.culinary, e2eEnvironment().demoPassword);
    await page.goto('/menus');
    await expectVisible(heading(page, 'Menus'));
    await page.getByRole('link', { name: 'Add Menu', exact: true }).click();
    await page.waitForURL('**/menus/new');
    await expectVisible(heading(page, 'New Menu'));

    await page.getByLabel('Name', { exact: true }).fill(name);
    await chooseOption(page, page, 'Tag', 'standard');
    await chooseOption(page, page, 'Cuisine', 'Indian');
    await chooseOption(page, page, 'Brand', 'Sifted');
    const serviceLines = page.getByRole('combobox', {
      name: 'Applicable Service Lines',
      exact: true,
    });
    for (const line of ['Lunch', 'Dinner']) {
      await serviceLines.click();
      await page.getByRole('option', { name: line, exact: true }).click();
      await expectVisible(page.getByRole('button', { name: line, exact: true }));
    }

    // The picker searches within the menu's tag; ticks survive a new search.
    await page.getByRole('button', { name: 'Add Elements', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add Elements' });
    await expectVisible(picker);
    await expectVisible(
      picker.getByRole('combobox', { name: 'Filter by tag', exact: true }).filter({
        hasText: 'standard',
      }),
    );
    await searchPicker(picker, 'tikka masala');
    for (const element of [CHICKEN, CHICKPEA]) {
      await picker.getByRole('checkbox', { name: element, exact: true }).click();
      expect(await picker.getByRole('checkbox', { name: element, exact: true }).isChecked()).toBe(
        true,
      );
    }
    await browser.screenshot(page, 'menu-element-picker');
    await searchPicker(picker, 'jeera');
    await picker.getByRole('checkbox', { name: RICE, exact: true }).click();
    await picker.getByRole('button', { name: 'Add 3 elements', exact: true }).click();
    await expectHidden(picker);

    // Rows in the order ticked, each with its element's defaults.
    await expectRowNames(page, [CHICKEN, CHICKPEA, RICE]);
    for (const element of PICKED) {
      const row = elementRow(page, element);
      const expected = DEFAULTS[element];
      expect(await comboboxText(row, 'Type')).toBe(expected.type);
      expect(await comboboxText(row, 'Container')).toBe(expected.container);
      expect(await comboboxText(row, 'Unit')).toBe('oz');
      expect(await comboboxText(row, 'Serving Temperature')).toBe('HOT');
      expect(await row.getByLabel('Portion Per Person', { exact: true }).inputValue()).toBe(
        String(expected.perPerson),
      );
      expect(await row.getByLabel('Portion Per Container', { exact: true }).inputValue()).toBe(
        String(expected.perContainer),
      );
      expect(await row.getByLabel('Is Alt', { exact: true }).isChecked()).toBe(false);
    }

    // The description follows the rows: a Protein line and a Veg Entree line.
    const description = `${CHICKEN} with ${RICE}\n${CHICKPEA} with ${RICE}`;
    await expectValue(descriptionField(page), description);
    expect(await automateSwitch(page).isChecked()).toBe(true);
    await browser.screenshot(page, 'menu-editor-new');

    await saveMenu(page, 'Save');
    await page.waitForURL(/\/menus\/[0-9a-f-]{36}$/);
    await expectVisible(heading(page, name));
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await expectRowNames(page, [CHICKEN, CHICKPEA, RICE]);
    await browser.screenshot(page, 'menu-editor-saved');

    const saved = await readMenu(id);
    expect(saved).toMatchObject({
      name,
      menuElementClassName: 'standard',
      brandId: ids.Sifted,
      cuisineTypeId: ids.Indian,
      serviceLines: [ids.Lunch, ids.Dinner],
      description,
      isDescriptionAutomated: true,
    });
    const rows = [...saved.elements].sort((a, b) => a.order - b.order);
    expect(
      rows.map((row) => ({
        name: row.element.name,
        order: row.order,
        elementTypeId: row.elementTypeId,
        containerTypeId: row.containerTypeId,
        portionPerPerson: row.portionPerPerson,
        portionPerContainer: row.portionPerContainer,
        portionUnitId: row.portionUnitId,
        servingTemp: row.servingTemp,
      })),
    ).toEqual(
      PICKED.map((element, order) => ({
        name: element,
        order,
        elementTypeId: ids[DEFAULTS[element].type],
        containerTypeId: ids['Full Pan'],
        portionPerPerson: DEFAULTS[element].perPerson,
        portionPerContainer: DEFAULTS[element].perContainer,
        portionUnitId: ids.oz,
        servingTemp: 'HOT',
      })),
    );
  });

  it('reorders rows by dragging a handle with the mouse, then sorts them by type', async () => {
    const name = menuName('Drag Order');
    const menu = await createMenu(name, [RICE, NAAN, CHICKPEA, CHICKEN]);
    const page = await openMenu(menu.id, name);
    await expectRowNames(page, [RICE, NAAN, CHICKPEA, CHICKEN]);

    // The last row dragged to the top.
    const table = elementsTable(page);
    await dragWithMouse(
      page,
      table.getByRole('button', { name: `Reorder ${CHICKEN}`, exact: true }),
      table.getByRole('button', { name: `Reorder ${RICE}`, exact: true }),
    );
    await expectRowNames(page, [CHICKEN, RICE, NAAN, CHICKPEA]);
    await saveMenu(page, 'Update', menu.id);
    expect(await savedRowNames(menu.id)).toEqual([CHICKEN, RICE, NAAN, CHICKPEA]);

    // Element-type order: Protein, Veg Entree, Starch, then Bread.
    await page.getByRole('button', { name: 'Sort By Type', exact: true }).click();
    await expectRowNames(page, [CHICKEN, CHICKPEA, RICE, NAAN]);
    await saveMenu(page, 'Update', menu.id);
    expect(await savedRowNames(menu.id)).toEqual([CHICKEN, CHICKPEA, RICE, NAAN]);
    const saved = await readMenu(menu.id);
    expect(
      [...saved.elements].sort((a, b) => a.order - b.order).map((row) => row.elementTypeId),
    ).toEqual([ids.Protein, ids['Veg Entree'], ids.Starch, ids.Bread]);
    await elementsTable(page).scrollIntoViewIfNeeded();
    await browser.screenshot(page, 'menu-editor-sorted');

    // Saved, so leaving asks nothing.
    await mainNavigation(page).getByRole('link', { name: 'Menus', exact: true }).click();
    await page.waitForURL('**/menus');
    await expectVisible(heading(page, 'Menus'));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('regenerates the description as rows change, and the switch governs it', async () => {
    const name = menuName('Description');
    const menu = await createMenu(name, [CHICKEN, CHICKPEA, RICE, NAAN]);
    const withNaan = `${CHICKEN} with ${RICE} and ${NAAN}\n${CHICKPEA} with ${RICE} and ${NAAN}`;
    expect(menu.description).toBe(withNaan);
    const page = await openMenu(menu.id, name);
    const description = descriptionField(page);
    const automate = automateSwitch(page);
    await expectValue(description, withNaan);
    expect(await automate.isChecked()).toBe(true);

    // Removing a row.
    await elementsTable(page)
      .getByRole('button', { name: `Remove ${NAAN}`, exact: true })
      .click();
    await expectRowNames(page, [CHICKEN, CHICKPEA, RICE]);
    await expectValue(description, `${CHICKEN} with ${RICE}\n${CHICKPEA} with ${RICE}`);

    // Retyping a row: the chickpeas as a Side follow the starch on the one Protein line.
    await chooseOption(page, elementRow(page, CHICKPEA), 'Type', 'Side');
    const generated = `${CHICKEN} with ${RICE} and ${CHICKPEA}`;
    await expectValue(description, generated);

    // Typing turns automation off and keeps the text.
    const typed = 'E2E hand-written: tikka two ways';
    await description.fill(typed);
    expect(await automate.isChecked()).toBe(false);
    await expectValue(description, typed);

    // On: generated again. Off: cleared. On: generated again.
    await automate.check();
    await expectValue(description, generated);
    await automate.uncheck();
    await expectValue(description, '');
    await automate.check();
    await expectValue(description, generated);
    expect(await automate.isChecked()).toBe(true);

    await saveMenu(page, 'Update', menu.id);
    const saved = await readMenu(menu.id);
    expect(saved.description).toBe(generated);
    expect(saved.isDescriptionAutomated).toBe(true);
    expect(saved.elements.map((row) => row.element.name).sort()).toEqual(
      [CHICKEN, CHICKPEA, RICE].sort(),
    );
    expect(saved.elements.find((row) => row.element.name === CHICKPEA)?.elementTypeId).toBe(
      ids.Side,
    );
  });

  it('asks before leaving with unsaved changes, in the app and in the browser', async () => {
    const name = menuName('Unsaved');
    const menu = await createMenu(name, [CHICKEN, RICE]);
    const page = await openMenu(menu.id, name);
    const nameField = page.getByLabel('Name', { exact: true });
    const edited = `${name} edited`;
    await nameField.fill(edited);

    // In the app: a dialog; Stay keeps the page and the edit.
    const elementsLink = mainNavigation(page).getByRole('link', { name: 'Elements', exact: true });
    await elementsLink.click();
    const dialog = page.getByRole('dialog', { name: APP_TEXT.leavePageTitle });
    await expectVisible(dialog);
    await expectText(dialog, SPEC_TEXT.unsavedChanges);
    await browser.screenshot(page, 'menu-unsaved-changes-dialog');
    await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
    await expectHidden(dialog);
    expect(new URL(page.url()).pathname).toBe(`/menus/${menu.id}`);
    expect(await nameField.inputValue()).toBe(edited);

    // In the browser: a reload asks first (beforeunload); dismissed, the edit stays.
    // (page.reload() would wait for a load that never comes, so the page reloads itself.)
    let prompt = '';
    page.once('dialog', (leave) => {
      prompt = leave.type();
      void leave.dismiss();
    });
    await page.evaluate('location.reload()');
    expect(prompt).toBe('beforeunload');
    expect(await nameField.inputValue()).toBe(edited);

    // Leave: the other page opens and nothing was saved.
    await elementsLink.click();
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.waitForURL('**/elements');
    await expectVisible(heading(page, 'Elements'));
    expect((await readMenu(menu.id)).name).toBe(name);

    // A reload after an edit: the browser asks, accepted the page reloads without the edit.
    await page.goto(`/menus/${menu.id}`);
    await expectValue(nameField, name);
    await nameField.fill(edited);
    prompt = '';
    page.once('dialog', (leave) => {
      prompt = leave.type();
      void leave.accept();
    });
    await page.reload();
    expect(prompt).toBe('beforeunload');
    await expectVisible(heading(page, name));
    await expectValue(nameField, name);
  });

  it('searches and filters the list, and copies a menu as a new one', async () => {
    const source = await createMenu(menuName('Copy Source'), [CHICKEN, CHICKPEA, RICE]);
    const liteMenus = await apiCall<unknown[]>(
      token,
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
    const page = await openMenu(menu.id, name);

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

    const hostFlow = await apiCall<{ elements: HostFlowRow[] }>(
      token,
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
