import type { HostSurvey } from '@catering/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHostSurvey } from '../../test/host-survey-fixtures';
import { readDeviceDraft, writeDeviceDraft } from './device-store';
import { SURVEY_DRAFT_TEXT } from './draft-messages';
import { draftPuts, fillIn, openSurvey, PREVIOUS_PAGE, puts } from './host-survey-test-support';
import { surveyFormValues } from './survey-form-values';

/** Issue #26, 1: every answer is a draft as it is typed; reopening shows it. */

const headcount = () => screen.findByLabelText('Actual headcount');
const sometimeAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function withServerDraft(survey: HostSurvey, actualHeadcount: string, minutesAgo: number) {
  return {
    ...survey,
    draft: {
      values: { ...surveyFormValues(survey), actualHeadcount },
      editedAt: sometimeAgo(minutesAgo),
      user: { id: survey.id, name: 'Lee Host' },
    },
  };
}

describe('a survey draft', () => {
  it('is kept on the device at once and sent to the server once typing pauses', async () => {
    const survey = buildHostSurvey();
    const { calls } = await openSurvey(survey);
    fillIn(await headcount(), '3');
    fillIn(await headcount(), '37');
    await waitFor(async () =>
      expect((await readDeviceDraft(survey.id))?.values.actualHeadcount).toBe('37'),
    );
    await waitFor(() => expect(draftPuts(calls)).toHaveLength(1), { timeout: 5000 });
    const [sent] = draftPuts(calls);
    expect(sent?.body).toMatchObject({ values: { actualHeadcount: '37' } });
    expect(await screen.findByText(SURVEY_DRAFT_TEXT.onServer)).toBeInTheDocument();
    expect(puts(calls)).toEqual([]);
  });

  it("reopens with this device's draft, and says so", async () => {
    const survey = buildHostSurvey();
    await writeDeviceDraft(survey.id, {
      values: { ...surveyFormValues(survey), actualHeadcount: '41' },
      editedAt: sometimeAgo(5),
      sentEditedAt: null,
    });
    const { calls } = await openSurvey(survey);
    expect(await headcount()).toHaveValue(41);
    expect(screen.getByRole('alert')).toHaveTextContent('They are a draft until you submit.');
    // It never reached the server: it goes now.
    await waitFor(() => expect(draftPuts(calls)).toHaveLength(1));
  });

  it("reopens with another device's draft from the server when it is the newer", async () => {
    const survey = buildHostSurvey();
    await writeDeviceDraft(survey.id, {
      values: { ...surveyFormValues(survey), actualHeadcount: '12' },
      editedAt: sometimeAgo(30),
      sentEditedAt: sometimeAgo(30),
    });
    await openSurvey(withServerDraft(survey, '44', 2));
    expect(await headcount()).toHaveValue(44);
    expect(screen.getByRole('alert')).toHaveTextContent('(Lee Host)');
  });

  it('ignores a draft typed before the survey was last submitted', async () => {
    const survey = { ...buildHostSurvey(), submittedAt: sometimeAgo(1) };
    await openSurvey(withServerDraft(survey, '44', 10));
    expect(await headcount()).toHaveValue(null);
    expect(screen.queryByText(/They are a draft/)).not.toBeInTheDocument();
  });

  it('is thrown away on Discard draft, once confirmed', async () => {
    const survey = buildHostSurvey();
    const { user, calls } = await openSurvey(withServerDraft(survey, '44', 2));
    expect(await headcount()).toHaveValue(44);
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    await waitFor(() => expect(screen.getByLabelText('Actual headcount')).toHaveValue(null));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/v1/host-surveys/${survey.id}/draft`,
    ]);
    expect(await readDeviceDraft(survey.id)).toBeUndefined();
    expect(screen.queryByText(/They are a draft/)).not.toBeInTheDocument();
  });

  it('stays on the phone when the server cannot be reached, saying so', async () => {
    const survey = buildHostSurvey();
    await openSurvey(survey, {
      putDraft: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fillIn(await headcount(), '52');
    expect(
      await screen.findByText(SURVEY_DRAFT_TEXT.onDevice, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect((await readDeviceDraft(survey.id))?.values.actualHeadcount).toBe('52');
  });

  it('asks before leaving with answers typed, and leaves on Leave', async () => {
    const survey = buildHostSurvey();
    const { user, router } = await openSurvey(survey);
    fillIn(await headcount(), '30');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: SURVEY_DRAFT_TEXT.leaveTitle });
    expect(dialog).toHaveTextContent(SURVEY_DRAFT_TEXT.leaveMessage);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/hosts/survey/${survey.id}`);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: SURVEY_DRAFT_TEXT.leaveTitle })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(PREVIOUS_PAGE));
    await act(async () => {});
  });
});
