import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildScheduledMenu } from '../../../test/scheduling-detail-fixtures';
import { DATE, openDetail } from '../../../test/scheduling-detail-page';

const lunch = buildScheduledMenu('Lunch', DATE, { name: 'Taste of India' }, [
  { name: 'Chicken Tikka', elementTypeName: 'Protein' },
]);
const surveyPath = `/v1/scheduled-menus/${lunch.id}/chef-survey`;
const SURVEY = `https://forms.example.test/chef?scheduledMenuId=${lunch.id}&userId=u-1`;

/** The tab Complete Chef Survey opens before it knows the address. */
function watchNewTabs() {
  const tab = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { open, tab };
}

const card = () => screen.getByRole('article', { name: 'Taste of India' });

describe('Complete Chef Survey on a daily menu card', { timeout: 30_000 }, () => {
  it('is left out when no survey form is set up; Menu Statistics stays the filled button', async () => {
    const { open } = watchNewTabs();
    const { calls, user } = openDetail({ menus: [lunch] });
    await screen.findByText('Total headcount: 40');
    expect(within(card()).queryByRole('button', { name: 'Complete Chef Survey' })).toBeNull();
    expect(
      within(card()).queryByRole('button', { name: 'More actions for Taste of India' }),
    ).toBeNull();

    const statistics = within(card()).getByRole('button', { name: 'Menu Statistics' });
    await waitFor(() => expect(statistics).toBeEnabled());
    expect(statistics).toHaveClass('MuiButton-contained');
    await user.click(statistics);
    expect(
      await screen.findByRole('dialog', { name: 'Menu Statistics: Taste of India' }),
    ).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(calls.some((call) => call.path === surveyPath)).toBe(false);
  });

  it('opens the form in a new tab with the menu and user ids when one is set up', async () => {
    const { open, tab } = watchNewTabs();
    const { calls, user } = openDetail({
      menus: [lunch],
      features: { chefSurvey: true },
      handlers: { [`GET ${surveyPath}`]: { data: { url: SURVEY } } },
    });
    await screen.findByText('Total headcount: 40');
    await user.click(within(card()).getByRole('button', { name: 'Complete Chef Survey' }));
    await waitFor(() => expect(tab.location.href).toBe(SURVEY));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.close).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path === surveyPath)).toHaveLength(1);

    // Menu Statistics is the split button's other choice.
    await user.click(
      within(card()).getByRole('button', { name: 'More actions for Taste of India' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Menu Statistics' })).toBeInTheDocument();
  });
});
