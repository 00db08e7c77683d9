import type { MenuStatistics } from '@catering/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildScheduledMenu } from '../../test/scheduling-detail-fixtures';
import { DATE, openDetail } from '../../test/scheduling-detail-page';
import { suggestionText } from './SurveyResults';

const lunch = buildScheduledMenu('Lunch', DATE, { name: 'Taste of India' }, [
  { name: 'Chicken Tikka', elementTypeName: 'Protein' },
  { name: 'Basmati Rice', elementTypeName: 'Starch' },
]);
const [chicken, rice] = lunch.scheduledElements;

const stats: MenuStatistics = {
  scheduledMenu: { id: lunch.id, name: lunch.name, date: lunch.date },
  surveys: { total: 3, completed: 2 },
  headcount: { expected: 80, actual: 74 },
  scores: { service: 4, enjoyed: 4.5, understood: null },
  eaterScores: {
    count: 5,
    average: 3.8,
    distribution: [
      { score: 1, count: 0 },
      { score: 2, count: 1 },
      { score: 3, count: 1 },
      { score: 4, count: 1 },
      { score: 5, count: 2 },
    ],
  },
  elements: [
    {
      scheduledElementId: chicken!.id,
      name: 'Chicken Tikka',
      portionUnit: 'oz',
      reports: 2,
      runouts: 2,
      peopleNotServed: 7,
      broughtContainers: 5,
      leftoverAmount: 0,
      suggestion: {
        change: 0.25,
        basis: 4,
        runoutRate: 1,
        leftoverShare: 0,
        reason: 'Ran out in 100% of the last 4 services.',
      },
    },
    {
      scheduledElementId: rice!.id,
      name: 'Basmati Rice',
      portionUnit: 'oz',
      reports: 2,
      runouts: 0,
      peopleNotServed: 0,
      broughtContainers: 4,
      leftoverAmount: 60,
      suggestion: null,
    },
  ],
  comments: [
    {
      surveyId: '00000000-0000-4000-8000-0000000000c1',
      account: 'Papago Park',
      serviceFeedback: 'Loved the tikka.',
      setupComments: '',
      eventDescription: '',
    },
  ],
};

describe('Menu Statistics', () => {
  it("adds the hosts' reports: totals, scores, each element's runouts and suggestion, comments", async () => {
    const { user } = openDetail({
      menus: [lunch],
      permissions: ['viewScheduleMenu'],
      handlers: { [`GET /v1/scheduled-menus/${lunch.id}/statistics`]: { data: stats } },
    });
    await screen.findByText('Total headcount: 40');
    // No chef survey is set up, so Menu Statistics is the card's own filled button.
    await user.click(screen.getByRole('button', { name: 'Menu Statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu Statistics: Taste of India' });
    const totals = await within(dialog).findByRole('table', { name: 'Survey totals' });
    expect(
      within(totals).getByRole('row', { name: 'Surveys completed 2 of 3' }),
    ).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: 'Actual headcount 74' })).toBeInTheDocument();
    expect(
      within(totals).getByRole('row', { name: 'Service score 4 (Eater complimented)' }),
    ).toBeInTheDocument();
    const chickenItem = within(dialog).getByRole('listitem', { name: 'Chicken Tikka' });
    expect(within(chickenItem).getByText('+25% portion')).toBeInTheDocument();
    expect(within(chickenItem).getByText(/2 runouts · 7 not served/)).toBeInTheDocument();
    expect(
      within(chickenItem).getByText('Ran out in 100% of the last 4 services.'),
    ).toBeInTheDocument();
    const riceItem = within(dialog).getByRole('listitem', { name: 'Basmati Rice' });
    expect(within(riceItem).getByText('Not enough surveys yet')).toBeInTheDocument();
    expect(within(dialog).getByText('Loved the tikka.')).toBeInTheDocument();
    // Beside the hosts, what the eaters scored the menu on the QR form.
    const eaters = within(dialog).getByRole('region', { name: 'Eater feedback' });
    expect(within(eaters).getByText('3.8 of 5 (5 responses)')).toBeInTheDocument();
    expect(within(eaters).getByRole('listitem', { name: 'Score 5: 2' })).toBeInTheDocument();
  });

  it('leaves the eaters out for a person who may not read their feedback', async () => {
    const { user } = openDetail({
      menus: [lunch],
      permissions: ['viewScheduleMenu'],
      handlers: {
        [`GET /v1/scheduled-menus/${lunch.id}/statistics`]: {
          data: { ...stats, eaterScores: null },
        },
      },
    });
    await screen.findByText('Total headcount: 40');
    await user.click(screen.getByRole('button', { name: 'Menu Statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu Statistics: Taste of India' });
    await within(dialog).findByRole('table', { name: 'Survey totals' });
    expect(within(dialog).queryByRole('region', { name: 'Eater feedback' })).toBeNull();
  });

  it('writes suggestions as a signed percentage', () => {
    const base = { basis: 5, runoutRate: 0, leftoverShare: 0.3, reason: '' };
    expect(suggestionText({ ...base, change: -0.15 })).toBe('−15% portion');
    expect(suggestionText({ ...base, change: 0 })).toBe('Hold portion');
    expect(suggestionText(null)).toBe('Not enough surveys yet');
  });
});
