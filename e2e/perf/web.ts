// `npm run perf:web` (issues #12 and #30, web budgets), in headless Chromium on localhost,
// against the real server with the demo data: from clicking Login to an interactive menu
// list, then from clicking Scheduling to an interactive calendar month. A measurement, not
// a test: it is not part of CI. Exits 1 when either median misses its target.
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { CALENDAR_MILESTONES, CALENDAR_TARGET_MS, openCalendarMonth } from './calendar-month';
import { buildAppIfMissing, type RunningConsole, startConsole } from './console-server';
import { type MeasuredRun, report } from './report';
import { recordRequests, type Transfer } from './requests';
import {
  type JourneyPhase,
  SIGN_IN_MILESTONES,
  SIGN_IN_TARGET_MS,
  signInToMenus,
} from './sign-in-to-menus';

const MEASURED_RUNS = 5;
const STEP_TIMEOUT_MS = 15_000;

interface Journey {
  signIn: MeasuredRun;
  calendar: MeasuredRun;
  transfers: Record<JourneyPhase, Transfer>;
}

/**
 * One journey in a brand-new context (no cache, no cookies, no service worker yet): sign
 * in, land on the menu list, open the calendar from the navigation.
 */
async function measureJourney(browser: Browser, baseUrl: string): Promise<Journey> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const requests = recordRequests<JourneyPhase>(page, 'signInPage');

    const signIn = await signInToMenus(page, requests);
    const calendar = await openCalendarMonth(page, requests);

    const transfers = {
      signInPage: await requests.transferOf('signInPage'),
      toMenuList: await requests.transferOf('toMenuList'),
      toCalendar: await requests.transferOf('toCalendar'),
    };
    if (pageErrors.length > 0) throw new Error(`Error(s) in the page: ${pageErrors.join('; ')}`);
    return { signIn, calendar, transfers };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  buildAppIfMissing();
  let server: RunningConsole | undefined;
  let browser: Browser | undefined;
  try {
    server = await startConsole();
    browser = await chromium.launch({
      headless: true,
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    // The first journey also warms the server (compiled queries, the JIT): not a user's figure.
    const warmUp = await measureJourney(browser, server.baseUrl);
    const journeys: Journey[] = [];
    for (let run = 0; run < MEASURED_RUNS; run += 1) {
      journeys.push(await measureJourney(browser, server.baseUrl));
    }
    // Every run loads the same files; the first measured one stands for all.
    const transfers = journeys[0]?.transfers;
    const signInMet = report(
      {
        title: 'Sign-in to an interactive menu list',
        targetMs: SIGN_IN_TARGET_MS,
        warmUpMs: warmUp.signIn.ms,
        runs: journeys.map((journey) => journey.signIn),
        milestones: SIGN_IN_MILESTONES,
        transfers: transfers
          ? [
              ['opening the sign-in page', transfers.signInPage],
              ['Login to the menu list', transfers.toMenuList],
            ]
          : [],
      },
      browser.version(),
    );
    const calendarMet = report(
      {
        title: 'Scheduling link to an interactive calendar month',
        targetMs: CALENDAR_TARGET_MS,
        warmUpMs: warmUp.calendar.ms,
        runs: journeys.map((journey) => journey.calendar),
        milestones: CALENDAR_MILESTONES,
        transfers: transfers ? [['Scheduling to the month', transfers.toCalendar]] : [],
      },
      browser.version(),
    );
    if (!signInMet || !calendarMet) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

await main();
