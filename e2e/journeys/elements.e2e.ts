import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, referenceId } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { chooseOption } from '../support/select';
import { expectVisible, signInToShell } from '../support/ui';

const browser = useBrowser();

/** An ingredient costing $0.25 an ounce, made through the API so this file stands alone. */
beforeAll(async () => {
  const token = await apiSignIn(DEMO_USERS.culinary, e2eEnvironment().demoPassword);
  await apiCall(token, 'POST', '/v1/ingredients', {
    name: 'E2E Braised Short Rib',
    type: 'Protein',
    proteinType: 'Red Meat',
    portionUnitId: await referenceId(token, '/v1/portion-units', 'oz'),
    noAllergens: true,
    vendors: [
      {
        vendorId: await referenceId(token, '/v1/vendors', 'Sysco'),
        unitsPerCase: 320,
        costPerCase: 80,
      },
    ],
  });
});

describe('Elements (catalogue spec 2.5, 4)', () => {
  it('creates an element with ingredient objects, shows its cost, and copies it for another tag', async () => {
    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.culinary, e2eEnvironment().demoPassword);
    await page.goto('/elements/new');

    await page.getByLabel('Name', { exact: true }).fill('E2E Short Rib Bowl');
    await chooseOption(page, page, 'Tag', 'standard');
    await chooseOption(page, page, 'Element Type', 'Protein');
    await page.getByLabel('No allergens', { exact: true }).check();
    await page.getByLabel('Ingredients', { exact: true }).fill('Beef short rib, salt, pepper');
    await page.getByLabel('Method', { exact: true }).fill('Braise 3 hours at 300F.');

    await page.getByLabel('Search ingredients', { exact: true }).fill('E2E Braised');
    await page.getByRole('option', { name: /E2E Braised Short Rib/ }).click();
    await page.getByLabel('Amount', { exact: true }).fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL(/\/elements\/[0-9a-f-]{36}$/);
    const firstUrl = page.url();
    // 6 oz at $0.25 an ounce.
    await expectVisible(page.getByText('Cost per portion $1.50', { exact: true }));
    await browser.screenshot(page, 'element-editor');

    await page.getByRole('button', { name: 'More update options', exact: true }).click();
    await page
      .getByRole('menuitem', { name: 'Copy & create for another tag', exact: true })
      .click();
    await page.waitForURL(
      (url) => /\/elements\/[0-9a-f-]{36}$/.test(url.pathname) && url.href !== firstUrl,
    );
    // The first free tag, in name order, for a name that only 'standard' uses.
    await expectVisible(
      page.getByRole('combobox', { name: 'Tag', exact: true }).filter({ hasText: 'catering' }),
    );
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('E2E Short Rib Bowl');
  });

  it('says before a delete that the element is in menus, how many, and disables Delete', async () => {
    const { demoPassword } = e2eEnvironment();
    const token = await apiSignIn(DEMO_USERS.culinary, demoPassword);
    const matches = await apiCall<{ id: string; menuElementClassName: string }[]>(
      token,
      'GET',
      '/v1/elements?q=Chicken Tikka Masala',
    );
    const inMenu = matches.find((element) => element.menuElementClassName === 'standard');
    expect(inMenu, 'the demo has a standard Chicken Tikka Masala').toBeDefined();
    const element = await apiCall<{ menus: { name: string }[] }>(
      token,
      'GET',
      `/v1/elements/${inMenu?.id}`,
    );
    expect(element.menus.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    await signInToShell(page, DEMO_USERS.culinary, demoPassword);
    await page.goto(`/elements/${inMenu?.id}`);
    await expectVisible(
      page.getByText(
        `You must remove this element from all menus before deleting it. It still belongs to ${element.menus.length} menu(s). See Menus below.`,
        { exact: true },
      ),
    );
    expect(
      await page.getByRole('button', { name: 'Delete element', exact: true }).isDisabled(),
    ).toBe(true);
    await expectVisible(
      page.getByRole('list', { name: 'Menus with this element' }).getByRole('link').first(),
    );
    await browser.screenshot(page, 'element-in-menus');
  });
});
