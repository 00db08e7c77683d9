import type { HostSurvey } from '@catering/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAnsweredHostSurvey } from '../../test/host-survey-fixtures';
import { listQueuedSubmits, type QueuedSubmit, writeQueuedSubmit } from './device-store';
import {
  fillIn,
  HOST_USER_ID,
  openSurvey,
  PREVIOUS_PAGE,
  puts,
  submitButton,
} from './host-survey-test-support';
import { SURVEY_QUEUE_TEXT } from './queue-messages';
import { submitBodyOf, surveyFormValues } from './survey-form-values';

/** Issue #26, 2: a survey submitted without signal waits on the phone and is sent once. */

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

function queuedOf(survey: HostSurvey, overrides: Partial<QueuedSubmit> = {}): QueuedSubmit {
  const values = { ...surveyFormValues(survey), actualHeadcount: '33' };
  return {
    surveyId: survey.id,
    body: submitBodyOf(values, survey),
    values,
    idempotencyKey: 'key-from-the-phone-1',
    queuedAt: new Date(Date.now() - 600_000).toISOString(),
    state: 'waiting',
    messages: [],
    conflict: false,
    label: 'Acme Corp · Lunch · 03/14/2025',
    userId: HOST_USER_ID,
    ...overrides,
  };
}

describe('a survey submitted without a connection', () => {
  it('waits on the phone, says so and goes back, sending nothing', async () => {
    const survey = buildAnsweredHostSurvey();
    const { calls, user, router } = await openSurvey(survey);
    fillIn(await screen.findByLabelText('Actual headcount'), '36');
    goOffline();
    await user.click(submitButton());
    expect(await screen.findByText(SURVEY_QUEUE_TEXT.queued)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(PREVIOUS_PAGE));
    expect(puts(calls)).toEqual([]);
    const [queued] = await listQueuedSubmits();
    expect(queued).toMatchObject({ surveyId: survey.id, state: 'waiting' });
    expect(queued?.body).toMatchObject({ status: 'complete', actualHeadcount: 36 });
    expect(queued?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('also waits when the browser thinks it is online but the server cannot be reached', async () => {
    const survey = buildAnsweredHostSurvey();
    const { user, router } = await openSurvey(survey, {
      put: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByLabelText('Actual headcount');
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(PREVIOUS_PAGE));
    expect(await listQueuedSubmits()).toHaveLength(1);
  });

  it('reopens read-only as Waiting to send; Send now sends it with its Idempotency-Key', async () => {
    const survey = buildAnsweredHostSurvey();
    await writeQueuedSubmit(queuedOf(survey));
    const offline = goOffline();
    const { calls, user } = await openSurvey(survey);
    expect(await screen.findByText(SURVEY_QUEUE_TEXT.waitingTitle)).toBeInTheDocument();
    offline.mockRestore();
    expect(screen.getByLabelText('Actual headcount')).toHaveValue(33);
    expect(screen.getByLabelText('Actual headcount')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SURVEY_QUEUE_TEXT.sendNow }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.headers['idempotency-key']).toBe('key-from-the-phone-1');
    expect(await screen.findByText('Host Survey was saved successfully!')).toBeInTheDocument();
    await waitFor(async () => expect(await listQueuedSubmits()).toEqual([]));
  });

  it("shows a refusal's messages, with the host's answers back in the form", async () => {
    const survey = buildAnsweredHostSurvey();
    const messages = ['Actual headcount cannot be negative or 0.'];
    await writeQueuedSubmit(queuedOf(survey, { state: 'refused', messages }));
    await openSurvey(survey);
    const alert = await screen.findByText(SURVEY_QUEUE_TEXT.refusedTitle);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(messages[0] as string);
    expect(screen.getByLabelText('Actual headcount')).toHaveValue(33);
    expect(screen.getByLabelText('Actual headcount')).toBeEnabled();
  });

  it('keeps both versions after a conflict, and drops the phone’s on Keep theirs', async () => {
    const survey = {
      ...buildAnsweredHostSurvey(),
      status: 'complete' as const,
      actualHeadcount: 47,
    };
    await writeQueuedSubmit(
      queuedOf(survey, { state: 'refused', conflict: true, messages: ['x'] }),
    );
    const { user } = await openSurvey(survey, {
      permissions: ['viewScheduleMenu', 'editHostSurvey'],
    });
    expect(await screen.findByText(SURVEY_QUEUE_TEXT.conflictTitle)).toBeInTheDocument();
    const theirs = screen.getByLabelText(SURVEY_QUEUE_TEXT.theirs);
    expect(within(theirs).getByText('47')).toBeInTheDocument();
    expect(screen.getByLabelText('Actual headcount')).toHaveValue(33);
    await user.click(screen.getByRole('button', { name: SURVEY_QUEUE_TEXT.keepTheirs }));
    const dialog = await screen.findByRole('dialog', { name: SURVEY_QUEUE_TEXT.keepTheirsTitle });
    await user.click(within(dialog).getByRole('button', { name: SURVEY_QUEUE_TEXT.keepTheirs }));
    await waitFor(() => expect(screen.getByLabelText('Actual headcount')).toHaveValue(47));
    expect(await listQueuedSubmits()).toEqual([]);
  });

  it('is sent by itself when the connection returns, wherever the host is', async () => {
    const survey = buildAnsweredHostSurvey();
    let connected = false;
    const offline = goOffline();
    const { calls } = await openSurvey(survey, {
      put: () => {
        if (!connected) throw new TypeError('Failed to fetch');
        return { data: { ...survey, status: 'complete' } };
      },
    });
    await writeQueuedSubmit(queuedOf(survey));
    // Another host's, left on this shared phone, waits for their own session.
    const theirs = buildAnsweredHostSurvey();
    await writeQueuedSubmit(queuedOf(theirs, { userId: 'c3f1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b' }));
    await screen.findByLabelText('Actual headcount');
    connected = true;
    offline.mockRestore();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByText(SURVEY_QUEUE_TEXT.sent('Acme Corp · Lunch · 03/14/2025')),
    ).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.headers['idempotency-key']).toBe('key-from-the-phone-1');
    expect((await listQueuedSubmits()).map((queued) => queued.surveyId)).toEqual([theirs.id]);
  });
});
