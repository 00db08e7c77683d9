import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { APP_TEXT } from './texts';

/** Waits until the locator shows (one element), then asserts it for the report. */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  expect(await locator.isVisible()).toBe(true);
}

/** Waits until nothing the locator matches is visible. */
export async function expectHidden(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden' });
  expect(await locator.first().isVisible()).toBe(false);
}

/** An element whose whole text is exactly `text`. */
export async function expectText(scope: Page | Locator, text: string): Promise<void> {
  await expectVisible(scope.getByText(text, { exact: true }));
}

export const heading = (scope: Page | Locator, name: string) =>
  scope.getByRole('heading', { name, exact: true });

/** The side navigation, in the permanent drawer (desktop) or the temporary one (mobile). */
export const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'main navigation' });

/** The login screen (spec 2.1): e-mail, password, Login and Forgot Password. */
export async function expectLoginScreen(page: Page): Promise<void> {
  await expectVisible(heading(page, APP_TEXT.signInHeading));
  await expectVisible(page.getByLabel('Email', { exact: true }));
  await expectVisible(page.getByLabel('Password', { exact: true }));
  await expectVisible(page.getByRole('button', { name: 'Login', exact: true }));
  await expectVisible(page.getByRole('button', { name: 'Forgot Password', exact: true }));
}

/**
 * Signs in through the login form, opening the console first if the page is blank.
 * Answers once Login is clicked: what follows (shell, no-access, error) is the caller's.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await expectVisible(heading(page, APP_TEXT.signInHeading));
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in and waits for the desktop shell (the permanent drawer's navigation). */
export async function signInToShell(page: Page, email: string, password: string): Promise<void> {
  await signIn(page, email, password);
  await expectVisible(mainNavigation(page));
}

/** The visible names of the navigation's links, in order. */
export async function navigationLinkNames(page: Page): Promise<string[]> {
  const links = mainNavigation(page).getByRole('link');
  return (await links.allInnerTexts()).map((text) => text.trim());
}

/** Waits until the input's value is exactly `value` (text that the app fills in later). */
export async function expectValue(locator: Locator, value: string): Promise<void> {
  await expect.poll(() => locator.inputValue(), { timeout: 10_000 }).toBe(value);
}
