import { describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, referenceId } from '../support/api';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { completeSurvey } from '../support/host-survey';
import { expectText, expectVisible, heading, signIn } from '../support/ui';

const browser = useBrowser();

/** The second Wednesday of next month: a served weekday. */
const DATE = weekdayOfNextMonth(WEEKDAY.wednesday, 2);
/** The daily view's route form of the date (hosts spec 2): MM-DD-YY. */
const ROUTE_DATE = `${DATE.slice(5, 7)}-${DATE.slice(8, 10)}-${DATE.slice(2, 4)}`;
/** What this journey reads of GET /v1/hosts/daily and GET /v1/host-surveys/{id}. */
interface HostDaily {
  services: { account: { name: string } }[];
}
interface SurveyElement {
  scheduledElement: { name: string };
  broughtContainers: number | null;
  runout: boolean;
  timeOfRunout: string | null;
  peopleNotServed: number | null;
  suggestedContainers: number | null;
}
interface HostSurvey {
  status: string;
  actualHeadcount: number | null;
  times: Record<string, string | null>;
  elements: SurveyElement[];
}

/** What the journey reads of a painted button (the e2e project has no DOM typings). */
interface PaintedElement {
  ownerDocument: { defaultView: { getComputedStyle(e: unknown): { backgroundColor: string } } };
}

const TEXT = {
  saved: 'Host Survey was saved successfully!',
  completed: 'Survey Completed',
  headcountRule: 'Actual headcount cannot be negative or 0.',
  firstEaterRule: 'First eater time is required.',
  setupRule: 'Setup information is required.',
};

describe('Hosts on a phone (hosts spec 2, 4, 5, 8)', () => {
  it('picks the day, opens the host flow and completes a survey with a runout', async () => {
    const { demoPassword } = e2eEnvironment();
    const page = await browser.newPage({
      viewport: MOBILE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, DEMO_USERS.host, demoPassword);
    await expectVisible(heading(page, 'Hosts'));

    // The picker: the host's market (Phoenix) and the chosen day's lines.
    await page.getByLabel('Date', { exact: true }).fill(DATE);
    // The address carries the day; until it does, the cards on screen are today's.
    await page.waitForURL((url) => url.searchParams.get('date') === DATE);
    const lunch = page.getByRole('link', { name: /^Lunch/ });
    await lunch.waitFor();
    await browser.screenshot(page, 'hosts-picker-phone');
    await lunch.click();
    await page.waitForURL(`**/date/${ROUTE_DATE}`);

    // The daily view: the menu's host flow, its PDF, and the services with their surveys.
    await expectVisible(heading(page, 'Lunch'));
    await expectVisible(heading(page, 'Host Flow'));
    await page.getByRole('button', { name: 'Menu actions' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Download host flow' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-HostFlow\.pdf$/);
    await browser.screenshot(page, 'host-daily-phone');

    const hostToken = await apiSignIn(DEMO_USERS.host, demoPassword);
    const phoenix = await referenceId(hostToken, '/v1/markets', 'Phoenix');
    const lunchId = await referenceId(hostToken, '/v1/service-lines', 'Lunch');
    const day = await apiCall<HostDaily>(
      hostToken,
      'GET',
      `/v1/hosts/daily?marketId=${phoenix}&serviceLineId=${lunchId}&date=${DATE}`,
    );
    const service = day.services[0];
    if (!service) throw new Error(`No Phoenix lunch services on ${DATE}`);
    const card = page.getByRole('article', { name: service.account.name, exact: true });
    await card.getByRole('button', { name: 'Start Survey' }).click();
    await page.waitForURL('**/hosts/survey/**');
    const surveyId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    // Submitting nothing lists every rule in one alert, and sends nothing.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: TEXT.headcountRule });
    await expectVisible(alert);
    for (const text of [TEXT.firstEaterRule, TEXT.setupRule]) await expectText(alert, text);
    // The alert tops the form, and the focus waits in the first refused answer.
    const headcount = page.getByLabel('Actual headcount', { exact: true });
    const top = async (target: typeof alert) => (await target.boundingBox())?.y ?? Number.NaN;
    expect(await top(alert)).toBeLessThan(await top(headcount));
    await expect
      .poll(() => headcount.evaluate((input) => input === input.ownerDocument.activeElement))
      .toBe(true);
    await browser.screenshot(page, 'host-survey-problems-phone');

    const ranOut = await completeSurvey(page);
    await browser.screenshot(page, 'host-survey-filled-phone');
    // The chosen answers stand out in bright light: filled, checked (axe checks contrast).
    const chosenYes = page
      .getByRole('group', { name: 'Did you have all of the proper equipment?' })
      .getByRole('button', { name: 'Yes' });
    // The chosen scores above it and the Yes in the middle of the screen.
    await chosenYes.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    expect(await chosenYes.getAttribute('aria-pressed')).toBe('true');
    const background = await chosenYes.evaluate(
      (button) =>
        (button as unknown as PaintedElement).ownerDocument.defaultView.getComputedStyle(button)
          .backgroundColor,
    );
    expect(background).toBe('rgb(46, 107, 79)'); // the theme's primary
    await browser.screenshot(page, 'host-survey-chosen-phone');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectText(page, TEXT.saved);
    await page.waitForURL(`**/date/${ROUTE_DATE}`);
    await expectText(card, TEXT.completed);
    await browser.screenshot(page, 'host-daily-completed-phone');

    // What the server kept: complete, times in 24-hour form, the runout of the first dish.
    const saved = await apiCall<HostSurvey>(hostToken, 'GET', `/v1/host-surveys/${surveyId}`);
    expect(saved.status).toBe('complete');
    expect(saved.actualHeadcount).toBe(24);
    expect(saved.times).toEqual({
      firstEater: '11:35',
      kitchenLeaveTime: '10:15',
      lastEater: '13:05',
      startTime: '11:30',
    });
    const first = saved.elements.find((element) => element.scheduledElement.name === ranOut);
    expect(first).toMatchObject({
      broughtContainers: 2,
      runout: true,
      timeOfRunout: '12:40',
      peopleNotServed: 3,
      suggestedContainers: 2.5,
    });
  });
});
