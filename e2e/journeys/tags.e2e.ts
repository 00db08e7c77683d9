import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ADMIN_EMAIL, e2eEnvironment } from '../support/context';
import { APP_TEXT, SPEC_TEXT } from '../support/texts';
import {
  expectHidden,
  expectText,
  expectVisible,
  heading,
  mainNavigation,
  signInToShell,
} from '../support/ui';

const browser = useBrowser();

describe('Tags page with beta features (spec 5; hosts-accounts-users "Tags")', () => {
  it('adds a search keyword after the name rules, shows it lowercased, and removes it', async () => {
    const { adminPassword } = e2eEnvironment();
    const page = await browser.newPage();
    await signInToShell(page, ADMIN_EMAIL, adminPassword);
    const nav = mainNavigation(page);

    // Without beta features the tags page lists menu versions only.
    await nav.getByRole('link', { name: 'Tags', exact: true }).click();
    await page.waitForURL('**/tags');
    await expectVisible(heading(page, 'Tags'));
    await expectVisible(heading(page, 'Menu Versions'));
    expect(await heading(page, 'Search Keywords').count()).toBe(0);

    // Settings: turn beta features on.
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/settings');
    await expectVisible(heading(page, 'Settings'));
    const beta = page.getByRole('switch', { name: 'Beta features' });
    expect(await beta.isChecked()).toBe(false);
    await beta.check();
    expect(await beta.isChecked()).toBe(true);
    await expectVisible(page.getByText(/^Catering Console version \S+/));
    await browser.screenshot(page, 'settings');

    // Back on the tags page, the search keywords show.
    await nav.getByRole('link', { name: 'Tags', exact: true }).click();
    await page.waitForURL('**/tags');
    const section = page.locator('section').filter({ has: heading(page, 'Search Keywords') });
    await expectVisible(heading(section, 'Search Keywords'));
    const table = section.getByRole('table', { name: 'Search Keywords' });
    await expectVisible(table.getByRole('cell', { name: 'spicy', exact: true }));

    // The add dialog checks the name rules before saving.
    await section.getByRole('button', { name: 'Add Tag', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add search keyword' });
    await expectVisible(dialog);
    const name = dialog.getByLabel('Tag name', { exact: true });
    const save = dialog.getByRole('button', { name: 'Save', exact: true });

    await save.click();
    await expectText(dialog, SPEC_TEXT.tagRequired);

    await name.fill('two words');
    await save.click();
    await expectText(dialog, SPEC_TEXT.tagSpaces);

    await name.fill('a'.repeat(32));
    await save.click();
    await expectText(dialog, SPEC_TEXT.tagTooLong);
    await browser.screenshot(page, 'tags-name-too-long');

    // A valid name is saved in lower case.
    const typed = `E2E-Keyword-${Date.now().toString(36)}`;
    const stored = typed.toLowerCase();
    await name.fill(typed);
    await save.click();
    await expectHidden(dialog);
    await expectText(page, APP_TEXT.tagAdded);
    await expectVisible(table.getByRole('cell', { name: stored, exact: true }));
    expect(await table.getByRole('cell', { name: typed, exact: true }).count()).toBe(0);
    await browser.screenshot(page, 'tags-added');

    // Removing asks first.
    await table.getByRole('button', { name: `Remove ${stored}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove tag' });
    await expectVisible(confirm);
    await expectText(confirm, `Are you sure you want to remove the tag "${stored}"?`);
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectHidden(confirm);
    await expectText(page, SPEC_TEXT.tagRemoved);
    await expectHidden(table.getByRole('cell', { name: stored, exact: true }));
    expect(await table.getByRole('cell', { name: stored, exact: true }).count()).toBe(0);
  });
});
