import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { dragWithMouse } from '../support/drag';
import {
  automateSwitch,
  CHICKEN,
  CHICKPEA,
  comboboxText,
  createMenu,
  DEFAULTS,
  descriptionField,
  elementRow,
  elementsTable,
  expectRowNames,
  ids,
  menuName,
  NAAN,
  openMenu,
  PICKED,
  prepareMenuJourneys,
  RICE,
  readMenu,
  savedRowNames,
  saveMenu,
  searchPicker,
} from '../support/menus';
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

beforeAll(prepareMenuJourneys);

describe('Menu editor (catalogue spec 2.4, 4)', () => {
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
    const page = await openMenu(browser, menu.id, name);
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
    const page = await openMenu(browser, menu.id, name);
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
    const page = await openMenu(browser, menu.id, name);
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
});
