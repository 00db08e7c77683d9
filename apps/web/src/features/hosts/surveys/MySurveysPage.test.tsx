import type { MySurveyRow } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepDeviceDraft, keepQueuedSubmit } from '../../../test/device-store-fixtures';
import { nextId } from '../../../test/fixtures';
import { openAsHost } from '../../../test/host-fixtures';
import { buildHostSurvey } from '../../../test/host-survey-fixtures';
import type { MockAnswer, MockHandler } from '../../../test/mock-api';
import { HOSTS_TEXTS } from '../messages';

/** My surveys (issue #26, 3; docs/hosts.md): the server's rows with what this phone holds. */

const MINE = 'GET /v1/host-surveys/mine';
const EDITED = '2025-03-14T18:00:00.000Z';

function mySurvey(accountName: string, overrides: Partial<MySurveyRow> = {}): MySurveyRow {
  return {
    id: nextId(),
    date: '2025-03-14',
    account: { id: nextId(), name: accountName },
    serviceLine: { id: nextId(), name: 'Lunch' },
    menuName: 'Taste of India',
    status: 'incomplete',
    submittedAt: null,
    hasDraft: false,
    draftEditedAt: null,
    updatedAt: '2025-03-14T17:00:00.000Z',
    ...overrides,
  };
}

function openMySurveys(mine: MockHandler | MockAnswer, handlers: Record<string, MockAnswer> = {}) {
  return openAsHost('/hosts/surveys', { handlers: { [MINE]: mine, ...handlers } });
}

/** The card of an account: its chip and lines, as the host reads them. */
const cardOf = async (accountName: string) =>
  (await screen.findByRole('heading', { name: accountName })).closest('li') as HTMLElement;

describe('My surveys', { timeout: 20_000 }, () => {
  it('says for each survey what state it is in, this phone first', async () => {
    const waiting = mySurvey('Acme Corp', { hasDraft: true });
    const refused = mySurvey('Globex');
    const onPhone = mySurvey('Initech Cafe', { hasDraft: true, draftEditedAt: EDITED });
    const sentFromPhone = mySurvey('Umbrella Cafe');
    const serverDraft = mySurvey('Hooli', { hasDraft: true, draftEditedAt: EDITED });
    const completed = mySurvey('Stark Kitchen', {
      date: '2025-03-13',
      status: 'complete',
      submittedAt: '2025-03-13T20:05:00.000Z',
    });
    const untouched = mySurvey('Wayne Diner', { date: '2025-03-12' });
    await keepQueuedSubmit(waiting.id);
    await keepQueuedSubmit(refused.id, {
      state: 'refused',
      messages: ['Actual headcount is required.', 'Second message'],
    });
    await keepDeviceDraft(onPhone.id, { editedAt: EDITED, sentEditedAt: null });
    await keepDeviceDraft(sentFromPhone.id, { editedAt: EDITED, sentEditedAt: EDITED });
    const rows = [waiting, refused, onPhone, sentFromPhone, serverDraft, completed, untouched];
    openMySurveys({ data: rows, meta: { count: rows.length } });

    // Each card carries one chip: its state.
    const chipOf = async (name: string) =>
      (await cardOf(name)).querySelector('.MuiChip-label')?.textContent;
    expect(await chipOf('Acme Corp')).toBe('Waiting to send');
    expect(await chipOf('Globex')).toBe('Refused — open to fix');
    expect(await chipOf('Initech Cafe')).toBe('Draft on this phone');
    expect(await chipOf('Umbrella Cafe')).toBe('Draft');
    expect(await chipOf('Hooli')).toBe('Draft');
    expect(await chipOf('Stark Kitchen')).toBe('Completed');
    expect(await chipOf('Wayne Diner')).toBe('Not started');

    const globex = within(await cardOf('Globex'));
    expect(globex.getByText('Actual headcount is required.')).toBeInTheDocument();
    expect(globex.queryByText('Second message')).toBeNull();
    expect(within(await cardOf('Acme Corp')).getByText(HOSTS_TEXTS.waitingDetail)).toBeVisible();
    const stark = within(await cardOf('Stark Kitchen'));
    expect(stark.getByText(/^Submitted Mar 13, 2025/)).toBeInTheDocument();
    expect(stark.getByText('Thu, Mar 13, 2025')).toBeInTheDocument();
    expect(stark.getByText('Lunch · Taste of India')).toBeInTheDocument();
  });

  it('opens a survey when its card is tapped', async () => {
    const survey = buildHostSurvey();
    const row = mySurvey('Acme Corp', { id: survey.id });
    const { router, user } = openMySurveys(
      { data: [row], meta: { count: 1 } },
      { [`GET /v1/host-surveys/${survey.id}`]: { data: survey } },
    );
    const card = await cardOf('Acme Corp');
    await user.click(within(card).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/hosts/survey/${survey.id}`));
  });

  it('asks for the last 30 days, and the status each filter chip names', async () => {
    const done = mySurvey('Stark Kitchen', { status: 'complete', submittedAt: EDITED });
    const open = mySurvey('Acme Corp');
    const { calls, user } = openMySurveys(({ url }) => {
      const status = url.searchParams.get('status');
      const rows = [open, done].filter((row) => !status || row.status === status);
      return { data: rows, meta: { count: rows.length } };
    });
    await cardOf('Acme Corp');
    const asked = () =>
      calls
        .filter((call) => call.path === '/v1/host-surveys/mine')
        .map((call) => Object.fromEntries(new URLSearchParams(call.search)));
    const [first] = asked();
    expect(first?.status).toBeUndefined();
    const days = (Date.parse(first!.to!) - Date.parse(first!.from!)) / 86_400_000;
    expect(days).toBe(29);

    const filters = within(screen.getByRole('group', { name: HOSTS_TEXTS.mySurveysFilter }));
    await user.click(filters.getByRole('button', { name: 'Completed' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Acme Corp' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Stark Kitchen' })).toBeInTheDocument();
    expect(asked().at(-1)?.status).toBe('complete');
    expect(filters.getByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(filters.getByRole('button', { name: 'To finish' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Stark Kitchen' })).toBeNull(),
    );
    expect(asked().at(-1)?.status).toBe('incomplete');
  });

  it('says when there is nothing to list', async () => {
    openMySurveys({ data: [], meta: { count: 0 } });
    expect(await screen.findByText(HOSTS_TEXTS.noMySurveys)).toBeInTheDocument();
  });

  it('shows a failed load with a Retry that asks again', async () => {
    let failing = true;
    const { user } = openMySurveys(() =>
      failing
        ? { status: 503, error: { code: 'unavailable', messages: ['The server is unavailable.'] } }
        : { data: [mySurvey('Acme Corp')], meta: { count: 1 } },
    );
    expect(await screen.findByText('The server is unavailable.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cardOf('Acme Corp')).toBeInTheDocument();
  });

  it('is reached from the Hosts page and the host navigation', async () => {
    const { router, user } = openAsHost('/hosts', {
      handlers: {
        'GET /v1/hosts/services': { data: [] },
        [MINE]: { data: [], meta: { count: 0 } },
      },
    });
    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('link', { name: HOSTS_TEXTS.mySurveysTitle }));
    expect(await screen.findByRole('heading', { name: 'My surveys' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hosts/surveys');
    expect(
      within(screen.getByRole('navigation')).getByRole('link', { name: 'My surveys' }),
    ).toHaveAttribute('href', '/hosts/surveys');
  });
});
