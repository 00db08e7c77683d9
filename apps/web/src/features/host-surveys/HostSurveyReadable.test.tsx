import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHostSurvey } from '../../test/host-survey-fixtures';
import {
  answer,
  answerTheQuestions,
  chooseScore,
  countElement,
  elementCard,
  fillIn,
  openSurvey,
  submitButton,
} from './host-survey-test-support';

/** Hosts read the survey on a phone in bright light (#26, point 4). */
describe('the Host survey on site', { timeout: 20_000 }, () => {
  it('shows the problems above every field and focuses the first refused answer', async () => {
    const { user } = await openSurvey(buildHostSurvey());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    const headcount = screen.getByLabelText('Actual headcount');
    for (const field of [headcount, screen.getByRole('region', { name: 'Attendance' })])
      expect(alert.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The form moves the focus once it has drawn the problems.
    await waitFor(() => expect(document.activeElement).toBe(headcount));
  });

  it('focuses the refused answer that comes first on the screen: a score before the setup', async () => {
    const { user } = await openSurvey(buildHostSurvey());
    fillIn(await screen.findByLabelText('Actual headcount'), '38');
    for (const [label, time] of [
      ['First eater', '11:30'],
      ['Kitchen leave time', '10:45'],
      ['Last eater', '13:15'],
      ['Start time', '11:25'],
    ] as const)
      fillIn(screen.getByLabelText(label), time);
    await user.click(submitButton());

    const enjoyed = screen.getByRole('radiogroup', { name: "Eaters enjoyed today's menu" });
    expect(await screen.findByRole('alert')).toHaveTextContent('Setup information is required.');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(enjoyed).getByRole('radio', { name: '1 — Strongly disagree' }),
      ),
    );
  });

  it("focuses an element's count further down when everything above is answered", async () => {
    const { user } = await openSurvey(buildHostSurvey());
    await answerTheQuestions(user);
    await answer(user, 'Menu Flow', 'No');
    countElement('Basmati Rice', '1.5', '10');
    fillIn(within(elementCard('Chicken Tikka')).getByLabelText('Brought (containers)'), '2');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For Chicken Tikka element - Leftover is required.',
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(elementCard('Chicken Tikka')).getByLabelText('Leftover (oz)'),
      ),
    );
  });

  it('focuses the Yes of a Yes/No question left unanswered', async () => {
    const { user } = await openSurvey(buildHostSurvey());
    fillIn(await screen.findByLabelText('Actual headcount'), '38');
    for (const label of ['First eater', 'Kitchen leave time', 'Last eater', 'Start time'])
      fillIn(screen.getByLabelText(label), '11:30');
    await chooseScore(user, "Eaters enjoyed today's menu", '4 — Agree');
    await chooseScore(user, 'Eaters understood the menu', '5 — Strongly agree');
    await user.click(submitButton());

    await screen.findByRole('alert');
    const equipment = screen.getByRole('group', {
      name: 'Did you have all of the proper equipment?',
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(equipment).getByRole('button', { name: 'Yes' })),
    );
  });

  it('marks the chosen Yes/No answer and the chosen score with a check mark', async () => {
    const { user } = await openSurvey(buildHostSurvey());
    const menuFlow = await screen.findByRole('group', { name: 'Menu Flow' });
    expect(within(menuFlow).queryByTestId('CheckIcon')).toBeNull();

    await answer(user, 'Menu Flow', 'No');
    const yes = within(menuFlow).getByRole('button', { name: 'Yes' });
    const no = within(menuFlow).getByRole('button', { name: 'No' });
    expect(no).toHaveAttribute('aria-pressed', 'true');
    expect(within(no).getByTestId('CheckIcon')).toBeInTheDocument();
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    expect(within(yes).queryByTestId('CheckIcon')).toBeNull();

    await chooseScore(user, 'Eaters understood the menu', '4 — Agree');
    const understood = screen.getByRole('radiogroup', { name: 'Eaters understood the menu' });
    const chosen = within(understood).getByRole('radio', { name: '4 — Agree' });
    expect(chosen).toBeChecked();
    expect(within(understood).getAllByTestId('CheckCircleIcon')).toHaveLength(1);
    expect(chosen.closest('label')).toContainElement(
      within(understood).getByTestId('CheckCircleIcon'),
    );
  });
});
