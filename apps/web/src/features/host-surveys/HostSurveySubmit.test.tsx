import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAnsweredHostSurvey, buildHostSurvey } from '../../test/host-survey-fixtures';
import type { MockHandler } from '../../test/mock-api';
import {
  answer,
  answerTheQuestions,
  countElement,
  elementCard,
  fillIn,
  openSurvey,
  PREVIOUS_PAGE,
  puts,
  submitButton,
} from './host-survey-test-support';

const equipment = (label: string) => ({ label, hadEnough: true, missingItems: '' });

describe('submitting the Host survey', () => {
  it('sends the whole survey completed, 24-hour times and settled answers, then goes back', async () => {
    const survey = buildHostSurvey();
    const [chicken, rice] = survey.elements as [
      (typeof survey.elements)[0],
      (typeof survey.elements)[0],
    ];
    const { calls, user, router } = await openSurvey(survey);
    await answerTheQuestions(user);
    await answer(user, 'Special events', 'Yes');
    fillIn(screen.getByLabelText('Event description'), 'Town hall');
    countElement('Basmati Rice', '1.5', '10');
    countElement('Chicken Tikka', '2', '12.5');
    const chickenCard = elementCard('Chicken Tikka');
    await answer(user, 'Runout', 'Yes', chickenCard);
    fillIn(within(chickenCard).getByLabelText('Time of Runout'), '12:40');
    fillIn(within(chickenCard).getByLabelText('People Not Served'), '3');
    fillIn(within(chickenCard).getByLabelText('Suggested (containers)'), '2.5');
    // Details typed under a runout taken back are not sent.
    const riceCard = elementCard('Basmati Rice');
    await answer(user, 'Runout', 'Yes', riceCard);
    fillIn(within(riceCard).getByLabelText('People Not Served'), '4');
    await answer(user, 'Runout', 'No', riceCard);
    await user.click(submitButton());

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const [put] = puts(calls);
    expect(put?.path).toBe(`/v1/host-surveys/${survey.id}`);
    expect(put?.body).toEqual({
      status: 'complete',
      actualHeadcount: 38,
      anySpecialEvents: true,
      eventDescription: 'Town hall',
      times: {
        firstEater: '11:30',
        kitchenLeaveTime: '10:45',
        lastEater: '13:15',
        startTime: '11:25',
      },
      serviceScore: 3,
      serviceFeedback: '',
      eatersEnjoyedScore: 4,
      eatersUnderstoodScore: 5,
      setupFeedback: {
        hadAllEquipment: true,
        servingUtensils: equipment('Serving utensils'),
        eatingUtensils: equipment('Eating utensils'),
        servingEquipment: equipment('Serving equipment'),
        presentationEquipment: equipment('Presentation equipment'),
        serviceTypeEquipment: equipment('Sifted 2.0 equipment'),
        menuFlow: { label: 'Menu Flow', value: true },
        hotboxSpill: { value: false, spilledItems: [] },
        setupComments: '',
      },
      elements: [
        {
          scheduledElementId: rice.scheduledElementId,
          broughtContainers: 1.5,
          leftoverAmount: 10,
          runout: false,
          timeOfRunout: null,
          peopleNotServed: null,
          suggestedContainers: null,
        },
        {
          scheduledElementId: chicken.scheduledElementId,
          broughtContainers: 2,
          leftoverAmount: 12.5,
          runout: true,
          timeOfRunout: '12:40',
          peopleNotServed: 3,
          suggestedContainers: 2.5,
        },
      ],
      updatedAt: survey.updatedAt,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(PREVIOUS_PAGE));
    expect(await screen.findByText('Host Survey was saved successfully!')).toBeInTheDocument();
  });

  it('refuses a suggested count the phone could not read as a number, instead of sending none', async () => {
    const survey = buildHostSurvey();
    const { calls, user } = await openSurvey(survey);
    await answerTheQuestions(user);
    countElement('Basmati Rice', '1.5', '10');
    countElement('Chicken Tikka', '2', '12.5');
    const chickenCard = elementCard('Chicken Tikka');
    await answer(user, 'Runout', 'Yes', chickenCard);
    fillIn(within(chickenCard).getByLabelText('Time of Runout'), '12:40');
    // "2-3" in a number input: the browser reports '' and flags the text it cannot read.
    const suggested = within(chickenCard).getByLabelText('Suggested (containers)');
    fillIn(suggested, '2');
    Object.defineProperty(suggested, 'validity', { value: { badInput: true }, configurable: true });
    fillIn(suggested, '');
    await user.click(submitButton());

    expect(
      await screen.findAllByText('For Chicken Tikka element - Suggested must be a number.'),
    ).not.toHaveLength(0);
    expect(within(chickenCard).getByText('Must be a number.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows the save failure and the server messages, keeping every answer', async () => {
    const survey = buildAnsweredHostSurvey();
    const refuse: MockHandler = () => ({
      status: 400,
      error: { code: 'validation_failed', messages: ['Actual headcount must be a whole number.'] },
    });
    const { calls, user, router } = await openSurvey(survey, { put: refuse });
    fillIn(await screen.findByLabelText('Actual headcount'), '37');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Something went wrong when attempting to save the host survey.',
    );
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Actual headcount must be a whole number.',
    );
    expect(puts(calls)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(`/hosts/survey/${survey.id}`);
    expect(screen.getByLabelText('Actual headcount')).toHaveValue(37);
    expect(screen.getByLabelText('First eater')).toHaveValue('11:30');
  });

  it('says why when someone saved the survey in the meantime', async () => {
    const survey = buildAnsweredHostSurvey();
    const stale = 'Your data is out of date, please refresh to get the latest version';
    const { user } = await openSurvey(survey, {
      put: { status: 409, error: { code: 'stale', messages: [stale] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  });

  it('shows a completed survey read-only to a host who may not edit surveys', async () => {
    const survey = buildAnsweredHostSurvey({ status: 'complete', actualHeadcount: 36 });
    await openSurvey(survey);
    expect(
      await screen.findByText(
        'This survey is complete; only a user who may edit host surveys can change it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Actual headcount')).toHaveValue(36);
    expect(screen.getByLabelText('Actual headcount')).toBeDisabled();
    expect(screen.getByLabelText('First eater')).toBeDisabled();
    expect(
      within(elementCard('Chicken Tikka')).getByLabelText('Brought (containers)'),
    ).toBeDisabled();
    for (const button of within(screen.getByRole('group', { name: 'Menu Flow' })).getAllByRole(
      'button',
    ))
      expect(button).toBeDisabled();
    expect(screen.getByRole('radio', { name: '3 — No complaints or compliments' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('lets a user with editHostSurvey change a completed survey', async () => {
    const survey = buildHostSurvey({ status: 'complete' });
    await openSurvey(survey, { permissions: ['viewScheduleMenu', 'editHostSurvey'] });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByLabelText('Actual headcount')).toBeEnabled();
    expect(
      screen.queryByText(
        'This survey is complete; only a user who may edit host surveys can change it.',
      ),
    ).not.toBeInTheDocument();
  });
});
