import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall, apiSignIn, referenceId } from './api';
import type { JourneyBrowser, NewPageOptions } from './browser';
import { DEMO_USERS, e2eEnvironment } from './context';
import { APP_TEXT } from './texts';
import { expectVisible, heading, signInToShell } from './ui';

/** Shared by the menu journeys: demo names, API reads, and the editor's locators. */

/** Menus this file makes carry the run in their name: reruns and other files never collide. */
export const RUN = Date.now().toString(36);
export const menuName = (label: string) => `E2E ${label} ${RUN}`;

export const CHICKEN = 'Chicken Tikka Masala';
export const CHICKPEA = 'Chickpea Tikka Masala';
export const RICE = 'Jeera Basmati Rice';
export const NAAN = 'Warm Naan';

/** The 'standard' demo elements' defaults (apps/api/src/db/seed/seed-data/demo-elements.json). */
export const DEFAULTS = {
  [CHICKEN]: { type: 'Protein', container: 'Full Pan', perPerson: 6, perContainer: 120 },
  [CHICKPEA]: { type: 'Veg Entree', container: 'Full Pan', perPerson: 8, perContainer: 128 },
  [RICE]: { type: 'Starch', container: 'Full Pan', perPerson: 5, perContainer: 160 },
} as const;
/** The Protein, Veg Entree and Starch the first journey picks, in that order. */
export const PICKED = [CHICKEN, CHICKPEA, RICE] as const;

export interface SavedRow {
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

export interface SavedMenu {
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

export interface HostFlowRow {
  id: string;
  name: string;
  directionals: string;
  hostFlowOrder: number;
  servingUtensilId: string | null;
  servingVesselId: string | null;
}

export interface FullElement {
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
/** The culinary user's API token, once `prepareMenuJourneys` ran. */
export const apiToken = () => token;
/** Reference ids by name, read once through the API. */
export const ids: Record<string, string> = {};

/** Signs the culinary user in through the API and reads the reference ids. */
export async function prepareMenuJourneys(): Promise<void> {
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
}

/** The 'standard' element of that name. */
export async function standardElementId(name: string): Promise<string> {
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
export async function createMenu(name: string, elementNames: string[]): Promise<SavedMenu> {
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

export const readMenu = (id: string) => apiCall<SavedMenu>(token, 'GET', `/v1/menus/${id}`);

/** The saved rows' element names, by their order. */
export async function savedRowNames(id: string): Promise<string[]> {
  const menu = await readMenu(id);
  return [...menu.elements].sort((a, b) => a.order - b.order).map((row) => row.element.name);
}

export const elementsTable = (page: Page) => page.getByRole('table', { name: 'Menu elements' });

/** The editor's rows, by the element names in their Name cells, top to bottom. */
export const rowNames = (page: Page) =>
  elementsTable(page).locator('tbody tr td:first-child').allInnerTexts();

export async function expectRowNames(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => rowNames(page), { timeout: 10_000 }).toEqual(names);
}

export const elementRow = (page: Page, name: string) =>
  elementsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

export const descriptionField = (page: Page) => page.getByLabel('Description', { exact: true });
export const automateSwitch = (page: Page) =>
  page.getByRole('switch', { name: 'Automate Description', exact: true });

export const comboboxText = async (scope: Locator, name: string) =>
  (await scope.getByRole('combobox', { name, exact: true }).innerText()).trim();

/** Searches the element picker and waits until every element listed matches the text. */
export async function searchPicker(picker: Locator, text: string): Promise<void> {
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
export async function saveMenu(page: Page, button: 'Save' | 'Update', id?: string): Promise<void> {
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
export async function openMenu(
  browser: JourneyBrowser,
  id: string,
  name: string,
  options?: NewPageOptions,
): Promise<Page> {
  const page = await browser.newPage(options);
  await signInToShell(page, DEMO_USERS.culinary, e2eEnvironment().demoPassword);
  await page.goto(`/menus/${id}`);
  await expectVisible(heading(page, name));
  await expectVisible(elementsTable(page));
  return page;
}
