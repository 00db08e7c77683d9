import type { Locator, Page } from 'playwright-core';

/** MUI selects are not native: open the labelled combobox, then click the option. */
export async function chooseOption(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
