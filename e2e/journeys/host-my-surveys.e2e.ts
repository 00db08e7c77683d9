import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, referenceId } from '../support/api';
import { MOBILE_VIEWPORT, useBrowser } from '../support/browser';
import { DEMO_USERS, e2eEnvironment } from '../support/context';
import { expectHidden, expectVisible, heading, signIn } from '../support/ui';

const browser = useBrowser();

interface HostDaily {
  services: { serviceEventId: string; account: { name: string }; survey: { id: string } | null }[];
}
interface Survey {
  id: string;
  setupFeedback: unknown;
}

const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * What the phone keeps (device-store.ts's IndexedDB store, written as idb-keyval writes it):
 * a draft never sent, and a submit the server refused.
 */
async function keepOnThePhone(page: Page, draftOf: string, refusedOf: string) {
  const now = new Date().toISOString();
  const rows = {
    [`draft:${draftOf}`]: { values: {}, editedAt: now, sentEditedAt: null },
    [`queued:${refusedOf}`]: {
      surveyId: refusedOf,
      body: {},
      values: {},
      idempotencyKey: `e2e-my-surveys-${refusedOf}`,
      queuedAt: now,
      state: 'refused',
      messages: ['Actual headcount is required.'],
      conflict: false,
    },
  };
  // A script, not a function: the journeys are compiled without the DOM's types.
  await page.evaluate(`new Promise((resolve, reject) => {
    const request = indexedDB.open('catering-host-surveys');
    request.onupgradeneeded = () => request.result.createObjectStore('device');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction('device', 'readwrite');
      for (const [key, value] of Object.entries(${JSON.stringify(rows)})) {
        transaction.objectStore('device').put(value, key);
      }
      transaction.oncomplete = () => { db.close(); resolve(); };
      transaction.onerror = () => reject(transaction.error);
    };
  })`);
}

describe('My surveys on a phone (issue #26, 3)', () => {
  it("lists the host's surveys with what the phone holds, and opens one", async () => {
    const { demoPassword } = e2eEnvironment();
    const token = await apiSignIn(DEMO_USERS.host, demoPassword);
    const phoenix = await referenceId(token, '/v1/markets', 'Phoenix');
    const lunch = await referenceId(token, '/v1/service-lines', 'Lunch');
    // The latest served day of the last 30 with four services no one surveyed yet.
    let open: HostDaily['services'] = [];
    const today = new Date().toISOString().slice(0, 10);
    for (let back = 1; back < 30 && open.length < 4; back++) {
      const date = dayBefore(today, back);
      const day = await apiCall<HostDaily>(
        token,
        'GET',
        `/v1/hosts/daily?marketId=${phoenix}&serviceLineId=${lunch}&date=${date}`,
      ).catch(() => null);
      open = day?.services.filter((service) => !service.survey) ?? [];
    }
    const [untouched, drafted, onPhone, refused] = open;
    if (!untouched || !drafted || !onPhone || !refused) throw new Error('No served day to survey');
    const surveyOf = (service: HostDaily['services'][number]) =>
      apiCall<Survey>(token, 'POST', '/v1/host-surveys', {
        serviceEventId: service.serviceEventId,
      });
    const surveys = [];
    for (const service of open.slice(0, 4)) surveys.push(await surveyOf(service));
    const [, draftedSurvey, onPhoneSurvey, refusedSurvey] = surveys;
    await apiCall(token, 'PUT', `/v1/host-surveys/${draftedSurvey!.id}/draft`, {
      values: {
        actualHeadcount: '30',
        anySpecialEvents: false,
        eventDescription: '',
        times: { firstEater: '11:30', kitchenLeaveTime: '', lastEater: '', startTime: '' },
        serviceScore: 3,
        serviceFeedback: '',
        eatersEnjoyedScore: null,
        eatersUnderstoodScore: null,
        setupFeedback: draftedSurvey!.setupFeedback,
        elements: [],
      },
      editedAt: new Date().toISOString(),
    });

    const page = await browser.newPage({
      viewport: MOBILE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    });
    await signIn(page, DEMO_USERS.host, demoPassword);
    await expectVisible(heading(page, 'Hosts'));
    await keepOnThePhone(page, onPhoneSurvey!.id, refusedSurvey!.id);
    await page.getByRole('link', { name: 'My surveys', exact: true }).click();
    await page.waitForURL('**/hosts/surveys');
    await expectVisible(heading(page, 'My surveys'));

    const card = (account: string) =>
      page.getByRole('listitem').filter({ has: heading(page, account) });
    const chipOf = (account: string) => card(account).locator('.MuiChip-label').textContent();
    await expectVisible(card(untouched.account.name));
    expect(await chipOf(untouched.account.name)).toBe('Not started');
    expect(await chipOf(drafted.account.name)).toBe('Draft');
    expect(await chipOf(onPhone.account.name)).toBe('Draft on this phone');
    expect(await chipOf(refused.account.name)).toBe('Refused — open to fix');
    await expectVisible(card(refused.account.name).getByText('Actual headcount is required.'));
    // The demo host's completed lunches of the last days lead the list.
    const completed = page
      .getByRole('listitem')
      .locator('.MuiChip-label', { hasText: /^Completed$/ });
    expect(await completed.count()).toBeGreaterThan(0);
    await page.evaluate('window.scrollTo(0, 0)');
    await browser.screenshot(page, 'host-my-surveys-phone');

    const filters = page.getByRole('group', { name: 'Show surveys' });
    await filters.getByRole('button', { name: 'To finish' }).click();
    await expectVisible(card(drafted.account.name));
    await expectHidden(page.getByText(/^Submitted /).first());

    await card(untouched.account.name).getByRole('link').click();
    await page.waitForURL(`**/hosts/survey/${surveys[0]!.id}`);
  });
});
