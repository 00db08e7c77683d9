import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, referenceId } from '../support/api';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { ADMIN_EMAIL, DEMO_USERS, e2eEnvironment } from '../support/context';
import { usDate, WEEKDAY, weekdayOfNextMonth } from '../support/dates';
import { completeSurvey } from '../support/host-survey';
import { expectText, expectVisible, heading, signIn } from '../support/ui';

/**
 * Hosts without signal (issue #26, 1 and 2): the day opens offline once it was opened, a
 * survey submitted there waits on the phone and is sent once when the signal returns, and
 * a survey left half-filled is found again on another phone.
 */
const browser = useBrowser();

/** The third Wednesday of next month: a served weekday no other journey surveys. */
const DATE = weekdayOfNextMonth(WEEKDAY.wednesday, 3);
const ROUTE_DATE = `${DATE.slice(5, 7)}-${DATE.slice(8, 10)}-${DATE.slice(2, 4)}`;

const TEXT = {
  queued:
    'No connection: the survey waits on this phone and is sent as soon as the connection returns.',
  waiting: 'Waiting to send',
  completed: 'Survey Completed',
  leave: 'Leave the survey?',
};

interface HostDaily {
  services: { account: { name: string } }[];
}

async function lunchOf(token: string) {
  const phoenix = await referenceId(token, '/v1/markets', 'Phoenix');
  const lunch = await referenceId(token, '/v1/service-lines', 'Lunch');
  const day = await apiCall<HostDaily>(
    token,
    'GET',
    `/v1/hosts/daily?marketId=${phoenix}&serviceLineId=${lunch}&date=${DATE}`,
  );
  if (day.services.length < 2) throw new Error(`Too few Phoenix lunch services on ${DATE}`);
  return { path: `/hosts/daily/market/${phoenix}/serviceLine/${lunch}/date/${ROUTE_DATE}`, day };
}

async function hostPhone(serviceWorkers: 'allow' | 'block' = 'block'): Promise<Page> {
  const page = await browser.newPage({
    viewport: MOBILE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  await signIn(page, DEMO_USERS.host, e2eEnvironment().demoPassword);
  await expectVisible(heading(page, 'Hosts'));
  return page;
}

const surveyIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

async function leaveSurvey(page: Page) {
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.leave });
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
}

describe('Hosts without signal (issue #26)', () => {
  it('opens the day offline, keeps a survey submitted there and sends it once when the signal returns', async () => {
    const token = await apiSignIn(DEMO_USERS.host, e2eEnvironment().demoPassword);
    const { path, day } = await lunchOf(token);
    const account = day.services[0]?.account.name ?? '';
    const page = await hostPhone('allow');

    // Installable: the manifest and a service worker that controls the page.
    const manifest = (await page.evaluate(
      "fetch('/manifest.webmanifest').then((answer) => answer.json())",
    )) as { name: string; display: string; icons: unknown[] };
    expect(manifest).toMatchObject({ name: 'Catering Console', display: 'standalone' });
    expect(manifest.icons.length).toBeGreaterThan(0);
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } })
          .navigator.serviceWorker.controller !== null,
    );

    // The day, opened with signal; the survey started there (the server makes it).
    await page.goto(path);
    const card = page.getByRole('article', { name: account, exact: true });
    await card.getByRole('button', { name: 'Start Survey' }).click();
    await page.waitForURL('**/hosts/survey/**');
    const surveyId = surveyIdOf(page);
    await page.getByLabel('Actual headcount', { exact: true }).fill('24');
    await leaveSurvey(page);
    await expectVisible(card.getByRole('button', { name: 'Continue Survey' }));

    // No signal: the day opens from what the phone kept, in under 2 seconds.
    await page.context().setOffline(true);
    const started = Date.now();
    await page.reload();
    await expectVisible(card);
    expect(Date.now() - started).toBeLessThan(2000);
    await browser.screenshot(page, 'host-offline-day-phone');

    // The survey opens with its draft; submitted offline, it waits on the phone.
    await card.getByRole('button', { name: 'Continue Survey' }).click();
    await page.waitForURL(`**/hosts/survey/${surveyId}`);
    expect(await page.getByLabel('Actual headcount', { exact: true }).inputValue()).toBe('24');
    await completeSurvey(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expectText(page, TEXT.queued);
    await page.waitForURL(`**${path}`);

    // A reload without signal: the submit still waits, the answers with it.
    await page.reload();
    await card.getByRole('button', { name: 'Continue Survey' }).click();
    await expectVisible(page.getByText(TEXT.waiting, { exact: true }));
    expect(await page.getByLabel('Actual headcount', { exact: true }).inputValue()).toBe('24');
    await browser.screenshot(page, 'host-offline-waiting-phone');

    // The signal is back: it is sent by itself, once.
    await page.context().setOffline(false);
    await expectText(page, `The survey of ${account} · Lunch · ${usDate(DATE)} was sent.`);
    const saved = await apiCall<{ status: string; actualHeadcount: number }>(
      token,
      'GET',
      `/v1/host-surveys/${surveyId}`,
    );
    expect(saved).toMatchObject({ status: 'complete', actualHeadcount: 24 });
    const admin = await apiSignIn(ADMIN_EMAIL, e2eEnvironment().adminPassword);
    const log = await apiCall<{ entityId: string; method: string; route: string }[]>(
      admin,
      'GET',
      '/v1/change-log?entityType=host-surveys&perPage=100',
    );
    const submits = log.filter(
      (entry) => entry.entityId === surveyId && entry.route === '/v1/host-surveys/:id',
    );
    expect(submits).toHaveLength(1);
  });

  it('finds a half-filled survey, left on one phone, on another', async () => {
    const token = await apiSignIn(DEMO_USERS.host, e2eEnvironment().demoPassword);
    const { path, day } = await lunchOf(token);
    const account = day.services[1]?.account.name ?? '';
    const first = await hostPhone();
    await first.goto(path);
    const card = first.getByRole('article', { name: account, exact: true });
    await card.getByRole('button', { name: /^(Start|Continue) Survey$/ }).click();
    await first.waitForURL('**/hosts/survey/**');
    const surveyId = surveyIdOf(first);
    await first.getByLabel('Actual headcount', { exact: true }).fill('31');
    await first.getByLabel('First eater', { exact: true }).fill('11:40');
    await expectText(first, 'Draft saved.');
    await leaveSurvey(first);

    const second = await hostPhone();
    await second.goto(`/hosts/survey/${surveyId}`);
    await expectVisible(second.getByText(/are back\. They are a draft until you submit\./));
    expect(await second.getByLabel('Actual headcount', { exact: true }).inputValue()).toBe('31');
    expect(await second.getByLabel('First eater', { exact: true }).inputValue()).toBe('11:40');
    await browser.screenshot(second, 'host-survey-draft-other-phone');
  });
});
