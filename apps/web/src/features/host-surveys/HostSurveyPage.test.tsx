import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildHostSurvey } from '../../test/host-survey-fixtures';
import { openPage } from '../../test/open-page';
import {
  answer,
  countElement,
  elementCard,
  fillIn,
  openSurvey,
  PREVIOUS_PAGE,
  puts,
  submitButton,
} from './host-survey-test-support';

const EQUIPMENT = 'Did you have all of the proper equipment?';

describe('the Host survey page', { timeout: 20_000 }, () => {
  it('shows the service the survey is about and the elements in host-flow order', async () => {
    const survey = buildHostSurvey();
    await openSurvey(survey);
    const summary = await screen.findByRole('region', { name: 'Service' });
    for (const text of [
      'Friday, March 14, 2025',
      'Acme Corp',
      'Phoenix',
      'Taste of India',
      'Lunch',
      'Sifted 2.0',
      '40',
    ])
      expect(within(summary).getByText(text)).toBeInTheDocument();
    const cards = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(['Basmati Rice', 'Chicken Tikka']);
    expect(within(elementCard('Basmati Rice')).getByText('Planned: 1.5 containers')).toBeVisible();
  });

  it('lists every problem of an empty survey in one alert and sends nothing', async () => {
    const survey = buildHostSurvey();
    const { calls, user } = await openSurvey(survey);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Actual headcount cannot be negative or 0.',
      'First eater time is required.',
      'Kitchen leave time is required.',
      'Last eater time is required.',
      'Start time is required.',
      'Setup information is required.',
      'Menu Flow response is required.',
      'Hotbox spill response is required.',
      "Eaters enjoyed today's menu response is required.",
      'Eaters understood the menu response is required.',
      'For Basmati Rice element - Brought is required.',
      'For Basmati Rice element - Leftover is required.',
      'For Chicken Tikka element - Brought is required.',
      'For Chicken Tikka element - Leftover is required.',
    ]);
    expect(within(elementCard('Chicken Tikka')).getAllByText('Required field.')).toHaveLength(2);
    expect(puts(calls)).toHaveLength(0);
  });

  it('asks about each equipment item only when not everything was there', async () => {
    const { user } = await openSurvey(buildHostSurvey());
    await screen.findByRole('group', { name: EQUIPMENT });
    expect(screen.queryByRole('region', { name: 'Serving utensils' })).not.toBeInTheDocument();

    await answer(user, EQUIPMENT, 'No');
    for (const item of ['Serving utensils', 'Eating utensils', 'Sifted 2.0 equipment'])
      expect(screen.getByRole('region', { name: item })).toBeVisible();
    await answer(
      user,
      'Had enough?',
      'Yes',
      screen.getByRole('region', { name: 'Eating utensils' }),
    );
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('Setup information is required.');
    expect(alert).not.toHaveTextContent('Eating utensils response is required.');
    for (const label of [
      'Serving utensils',
      'Serving equipment',
      'Presentation equipment',
      'Sifted 2.0 equipment',
    ])
      expect(within(alert).getByText(`${label} response is required.`)).toBeInTheDocument();

    await answer(user, EQUIPMENT, 'Yes');
    expect(screen.queryByRole('region', { name: 'Serving utensils' })).not.toBeInTheDocument();
  });

  it('reveals the runout details on Yes, and the spilled items on a hotbox spill', async () => {
    const { user } = await openSurvey(buildHostSurvey());
    const rice = await screen.findByRole('region', { name: 'Basmati Rice' });
    expect(within(rice).queryByLabelText('Time of Runout')).not.toBeInTheDocument();
    await answer(user, 'Runout', 'Yes', rice);
    expect(within(rice).getByLabelText('Time of Runout')).toHaveAttribute('step', '300');
    expect(within(rice).getByLabelText('People Not Served')).toBeVisible();
    expect(within(rice).getByLabelText('Suggested (containers)')).toHaveAttribute('step', '0.5');
    expect(
      within(elementCard('Chicken Tikka')).queryByLabelText('Time of Runout'),
    ).not.toBeInTheDocument();

    await answer(user, 'Hotbox spill', 'Yes');
    await user.click(screen.getByLabelText('Spilled items'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Basmati Rice', 'Chicken Tikka']);
    await user.click(screen.getByRole('option', { name: 'Chicken Tikka' }));
    await user.keyboard('{Escape}');
    const spilled = () => screen.queryByRole('button', { name: 'Chicken Tikka' });
    expect(spilled()).toBeInTheDocument();
    // No clears the spilled items: a later Yes starts from none.
    await answer(user, 'Hotbox spill', 'No');
    expect(screen.queryByLabelText('Spilled items')).not.toBeInTheDocument();
    await answer(user, 'Hotbox spill', 'Yes');
    expect(spilled()).not.toBeInTheDocument();
  });

  it('hints under a field after the first submit, and follows the fixes live', async () => {
    const { user } = await openSurvey(buildHostSurvey());
    const chicken = await screen.findByRole('region', { name: 'Chicken Tikka' });
    countElement('Chicken Tikka', '1.3', '10');
    expect(within(chicken).queryByText('Can only be in 0.5 increments.')).not.toBeInTheDocument();

    await user.click(submitButton());
    expect(await within(chicken).findByText('Can only be in 0.5 increments.')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For Chicken Tikka element - Brought can only be in 0.5 increments.',
    );
    fillIn(within(chicken).getByLabelText('Brought (containers)'), '1.5');
    expect(within(chicken).queryByText('Can only be in 0.5 increments.')).not.toBeInTheDocument();
  });

  it('says so and goes back when the survey cannot be read', async () => {
    const survey = buildHostSurvey();
    const { router } = await openSurvey(survey, {
      get: { status: 500, error: { code: 'internal', messages: ['Boom'] } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(PREVIOUS_PAGE));
    await screen.findByText('Page not found.');
    // The survey page is gone: the text left is the toast's.
    expect(
      screen.getByText('Something went wrong! Please contact the tech team.'),
    ).toBeInTheDocument();
  });

  it('keeps the load failure on the page when there is nowhere to go back to', async () => {
    const survey = buildHostSurvey();
    openPage(`/hosts/survey/${survey.id}`, {
      permissions: ['viewScheduleMenu'],
      handlers: {
        [`GET /v1/host-surveys/${survey.id}`]: {
          status: 404,
          error: { code: 'not_found', messages: ['Not found'] },
        },
      },
    });
    // The toast and the page both say it.
    await waitFor(() =>
      expect(
        screen.getAllByText('Something went wrong! Please contact the tech team.'),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
