import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { chooseOption } from '../support/select';
import { expectVisible, heading, signInToShell } from '../support/ui';

const browser = useBrowser();

describe('Ingredients (catalogue spec 2.6)', () => {
  it('creates an ingredient with two vendors and shows its cost per unit', async () => {
    const { demoPassword } = e2eEnvironment();
    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.culinary, demoPassword);
    await page.goto('/ingredients/new');
    await expectVisible(page.getByLabel('Name', { exact: true }));

    // The first save shows what is missing.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Ingredient name is required.', { exact: true }));
    await expectVisible(page.getByText('Ingredient vendor 1 vendor is required.', { exact: true }));

    await page.getByLabel('Name', { exact: true }).fill('E2E Smoked Chicken Thigh');
    await chooseOption(page, page, 'Type', 'Protein');
    // Picking Protein preselects a protein type.
    expect(
      await page.getByRole('combobox', { name: 'Protein Type', exact: true }).innerText(),
    ).toBe('Poultry');
    await page.getByLabel('No allergens', { exact: true }).check();
    await chooseOption(page, page, 'Vendor 1', 'Sysco');
    await page.getByLabel('Item ID 1', { exact: true }).fill('SYS-771204');
    await page.getByLabel('Units per case 1', { exact: true }).fill('640');
    await page.getByLabel('Cost per case 1', { exact: true }).fill('89.60');
    // An Item ID typed in slot 2 before its vendor is chosen is not dropped on save.
    await page.getByLabel('Item ID 2', { exact: true }).fill('USF-4411');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(page.getByText('Ingredient vendor 2 vendor is required.', { exact: true }));
    await browser.screenshot(page, 'ingredient-vendor-2-without-vendor');
    await chooseOption(page, page, 'Vendor 2', 'US Foods');
    await page.getByLabel('Units per case 2', { exact: true }).fill('160');
    await page.getByLabel('Cost per case 2', { exact: true }).fill('24');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL(/\/ingredients\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByText(/Cost per unit: \$0\.14 \/ oz/));
    await browser.screenshot(page, 'ingredient-editor');

    await page.goto('/ingredients');
    await page.getByLabel('Search ingredients', { exact: true }).fill('e2e smoked');
    await expectVisible(page.getByRole('cell', { name: 'E2E Smoked Chicken Thigh' }));
    await expectVisible(heading(page, 'Ingredients'));
  });
});
