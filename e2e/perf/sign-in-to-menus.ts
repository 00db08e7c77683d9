import type { Page } from 'playwright-core';
import { APP_TEXT } from '../support/texts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './console-server';
import { menuListInteractiveSinceClick, recordNextClick, serviceWorkerReady } from './in-page';
import type { MeasuredRun } from './report';
import { firstAsked, lastAnswered, type recordRequests } from './requests';

export const SIGN_IN_TARGET_MS = 1_300;

/** The reads the session starts after the pause (apps/web/src/lib/reference-data.ts). */
const REFERENCE_LISTS = [
  'portion-units',
  'add-ons',
  'brands',
  'container-types',
  'cuisine-types',
  'markets',
  'roles',
  'service-lines',
  'serving-utensils',
  'serving-vessels',
  'element-types',
  'allergens',
  'menu-element-classes',
  'tags',
  'service-types',
  'vendors',
].map((list) => `GET /v1/${list}`);

/** Where the time after the click on Login goes. */
export const SIGN_IN_MILESTONES = [
  lastAnswered('sign-in answered', 'POST /v1/auth/sign-in'),
  // The catalogue spec's 1 s pause (SIGN_IN_SETTLE_MS in apps/web/src/lib/session.tsx).
  firstAsked('/me asked', 'GET /me'),
  firstAsked('menu page asked', 'GET /v1/menus'),
  lastAnswered('menu page answered', 'GET /v1/menus'),
  lastAnswered('/me answered', 'GET /me'),
  lastAnswered('last reference list answered', ...REFERENCE_LISTS),
];

export type JourneyPhase = 'signInPage' | 'toMenuList' | 'toCalendar';
type Recorder = ReturnType<typeof recordRequests<JourneyPhase>>;

/**
 * Opens the sign-in page and signs in as the Super Admin once the service worker is active.
 * The browser's clock runs from the click on Login until the Menus heading, a first menu
 * row and an enabled search box are all on screen (checked on every frame).
 */
export async function signInToMenus(page: Page, requests: Recorder): Promise<MeasuredRun> {
  await page.goto('/');
  await page.getByRole('heading', { name: APP_TEXT.signInHeading, exact: true }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.waitFor();

  const menusHeading = page.getByRole('heading', { name: 'Menus', exact: true });
  const firstMenuRow = page
    .getByRole('table', { name: 'Menus' })
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .first();
  const enabledSearch = page
    .getByLabel('Search menus', { exact: true })
    .and(page.locator(':enabled'));

  // A person takes seconds to type a password, by when the service worker has precached
  // the build and answers the page's reads; clicked at once, the sign-in queued behind that
  // download (0.4 s more on the shared machine, issue #30).
  await page.evaluate(serviceWorkerReady);
  await page.evaluate(recordNextClick);
  requests.startPhase('toMenuList');
  await login.click();
  const ready = await (
    await page.waitForFunction(menuListInteractiveSinceClick, undefined, { polling: 'raf' })
  ).jsonValue();
  if (!ready) throw new Error('The menu list was reported ready without a time.');
  // The same moment in the accessibility tree's terms, so the in-page check cannot drift.
  await Promise.all([menusHeading.waitFor(), firstMenuRow.waitFor(), enabledSearch.waitFor()]);
  return {
    ms: ready.ms,
    requestsAfterClick: requests.timedRequestsOf('toMenuList', ready.clickedAtEpochMs),
  };
}
