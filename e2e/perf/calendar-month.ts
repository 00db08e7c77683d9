import type { Page } from 'playwright-core';
import { calendarMonthInteractiveSinceClick, recordNextClick } from './in-page';
import type { MeasuredRun } from './report';
import { firstAsked, lastAnswered, type recordRequests } from './requests';
import type { JourneyPhase } from './sign-in-to-menus';

export const CALENDAR_TARGET_MS = 1_000;

/** A person looks at the menu list before moving on; the app settles meanwhile. */
const READING_THE_LIST_MS = 1_000;

const MONTH_READS = ['GET /v1/scheduled-menus', 'GET /v1/service-events/notes'];

/** Where the time after the click on Scheduling goes. */
export const CALENDAR_MILESTONES = [
  lastAnswered('scripts loaded', 'script'),
  firstAsked('month asked', ...MONTH_READS),
  lastAnswered('month answered', ...MONTH_READS),
];

type Recorder = ReturnType<typeof recordRequests<JourneyPhase>>;

/**
 * From the menu list, a click on the Scheduling link of the navigation (the market it
 * opens on is the user's default). The browser's clock runs from that click until the
 * month grid shows its menus with no read of the month still out (see in-page.ts), checked
 * on every frame; then the same in the accessibility tree's terms.
 */
export async function openCalendarMonth(page: Page, requests: Recorder): Promise<MeasuredRun> {
  await page.waitForTimeout(READING_THE_LIST_MS);
  const schedulingLink = page
    .getByRole('navigation', { name: 'main navigation' })
    .getByRole('link', { name: 'Scheduling', exact: true });
  await schedulingLink.waitFor();

  await page.evaluate(recordNextClick);
  requests.startPhase('toCalendar');
  await schedulingLink.click();
  const ready = await (
    await page.waitForFunction(calendarMonthInteractiveSinceClick, undefined, { polling: 'raf' })
  ).jsonValue();
  if (!ready) throw new Error('The calendar month was reported ready without a time.');
  await Promise.all([
    page.getByRole('heading', { name: 'Scheduling', exact: true }).waitFor(),
    page.locator('.rbc-month-view .scheduling-menu').getByRole('button').first().waitFor(),
    page.getByRole('progressbar', { name: 'Loading the schedule' }).waitFor({ state: 'detached' }),
  ]);
  return {
    ms: ready.ms,
    requestsAfterClick: requests.timedRequestsOf('toCalendar', ready.clickedAtEpochMs),
  };
}
