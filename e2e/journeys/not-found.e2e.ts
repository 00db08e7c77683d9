import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { SPEC_TEXT } from '../support/texts';
import { expectText, expectVisible, heading, mainNavigation, signInToShell } from '../support/ui';

const browser = useBrowser();

describe('Not found (spec 2.1)', () => {
  it('shows the not-found texts at /not-found and for unknown routes in the shell', async () => {
    const { demoPassword } = e2eEnvironment();
    const page = await browser.newPage();

    // /not-found is outside the shell: it needs no sign-in.
    await page.goto('/not-found');
    await expectVisible(heading(page, SPEC_TEXT.pageNotFound));
    await expectText(page, SPEC_TEXT.supposedToBeHere);
    expect(await mainNavigation(page).count()).toBe(0);

    await page.goto('/');
    await signInToShell(page, DEMO_USERS.manager, demoPassword);

    // An unknown route while signed in: the texts, inside the shell.
    await page.goto('/this-does-not-exist');
    await expectVisible(mainNavigation(page));
    await expectVisible(heading(page, SPEC_TEXT.pageNotFound));
    await expectText(page, SPEC_TEXT.supposedToBeHere);
    await browser.screenshot(page, 'not-found-in-shell');

    // Deeper unknown paths and extra segments on exact routes are not found either.
    await page.goto('/tags/extra/segments');
    await expectVisible(heading(page, SPEC_TEXT.pageNotFound));

    // The way out.
    await page.getByRole('link', { name: 'Go to the start page', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(heading(page, 'Menus'));

    // /not-found while signed in: the same texts, without the shell.
    await page.goto('/not-found');
    await expectVisible(heading(page, SPEC_TEXT.pageNotFound));
    await expectText(page, SPEC_TEXT.supposedToBeHere);
    expect(await mainNavigation(page).count()).toBe(0);
    await browser.screenshot(page, 'not-found');
  });
});
