import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountListItem, buildAccount, phoenix, tucson } from '../../test/account-fixtures';
import { feedbackRow, feedbackSummary, tasteOfIndia } from '../../test/eater-feedback-fixtures';
import { chooseOption, openPage } from '../../test/open-page';

const acme = buildAccount({ name: 'Acme Towers', marketId: phoenix.id, marketName: 'Phoenix' });
const bolt = buildAccount({ name: 'Bolt Works', marketId: phoenix.id, marketName: 'Phoenix' });

const handlers = {
  'GET /v1/eater-feedback/summary': { data: feedbackSummary() },
  'GET /v1/eater-feedback': {
    data: [
      feedbackRow(acme),
      feedbackRow(bolt, { score: 2, comment: '', menu: null, serviceDate: '2026-11-19' }),
    ],
    meta: { count: 2 },
  },
  'GET /v1/accounts': {
    data: [accountListItem(acme), accountListItem(bolt)],
    meta: { count: 2 },
  },
};

function openFeedback(extra: Record<string, unknown> = {}, permissions = ['viewMenu' as const]) {
  return openPage('/feedback', {
    permissions: [...permissions],
    reference: { '/v1/markets': [phoenix, tucson] },
    handlers: { ...handlers, ...(extra as typeof handlers) },
  });
}

const lastCall = (calls: { path: string; search: string }[], path: string) =>
  Object.fromEntries(
    new URLSearchParams(calls.filter((call) => call.path === path).at(-1)?.search),
  );

describe('the Feedback screen', () => {
  it("shows the market's average, the scores' spread, the dishes named and the comments", async () => {
    const { calls } = openFeedback();
    const summary = await screen.findByRole('region', { name: 'Feedback summary' });
    expect(within(summary).getByText('3.8')).toBeInTheDocument();
    expect(within(summary).getByText('3.8 of 5 (5 responses)')).toBeInTheDocument();
    expect(within(summary).getByText('Showing 10/30/2026 to 11/28/2026')).toBeInTheDocument();
    const scores = within(summary).getByRole('list', { name: 'Scores' });
    expect(within(scores).getByRole('listitem', { name: 'Score 5: 2' })).toBeInTheDocument();
    expect(within(summary).getByText('chicken tikka · 3')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(await within(table).findByText('The chicken tikka was excellent!')).toBeInTheDocument();
    const bolts = within(table).getByRole('row', { name: /Bolt Works/ });
    expect(within(bolts).getByText('No menu scheduled')).toBeInTheDocument();
    // The person's market: Phoenix, as every console page falls back to.
    expect(lastCall(calls, '/v1/eater-feedback/summary')).toEqual({ marketId: phoenix.id });
  });

  it('asks again for each filter: market, account, menu and dates, from the first page', async () => {
    const { calls, user } = openFeedback();
    await screen.findByRole('region', { name: 'Feedback summary' });
    await chooseOption(user, 'Account', 'Bolt Works');
    await chooseOption(user, 'Menu', 'Taste of India (4)');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(lastCall(calls, '/v1/eater-feedback')).toMatchObject({
        marketId: phoenix.id,
        accountId: bolt.id,
        menuId: tasteOfIndia.id,
        from: '2026-11-01',
        page: '1',
      }),
    );
    expect(lastCall(calls, '/v1/eater-feedback/summary')).toEqual({
      marketId: phoenix.id,
      accountId: bolt.id,
      menuId: tasteOfIndia.id,
      from: '2026-11-01',
    });
    // Another market starts its filters afresh: its accounts are not this one's.
    await chooseOption(user, 'Market', 'Tucson');
    await waitFor(() =>
      expect(lastCall(calls, '/v1/eater-feedback/summary')).toEqual({ marketId: tucson.id }),
    );
  });

  it('says when nothing matches, and when the feedback could not be read', async () => {
    openFeedback({
      'GET /v1/eater-feedback': { data: [], meta: { count: 0 } },
      'GET /v1/eater-feedback/summary': {
        status: 500,
        error: { code: 'internal', messages: ['The server failed.'] },
      },
    });
    expect(await screen.findByText('No feedback for these filters.')).toBeInTheDocument();
    expect(await screen.findByText('The server failed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('downloads the rows as filtered as a CSV file', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const { calls, user } = openFeedback({ 'GET /v1/eater-feedback.csv': { data: null } });
    await screen.findByRole('region', { name: 'Feedback summary' });
    await chooseOption(user, 'Account', 'Acme Towers');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(lastCall(calls, '/v1/eater-feedback.csv')).toEqual({
        marketId: phoenix.id,
        accountId: acme.id,
      }),
    );
  });

  it('is not for a Host: no link, and the address says there is no permission', async () => {
    openPage('/feedback', {
      roleName: 'Host',
      permissions: ['viewScheduleMenu', 'editHostSurvey'],
      handlers,
    });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Feedback' })).toBeNull();
  });

  it('is in the navigation of staff who may read it', async () => {
    openFeedback();
    expect(await screen.findByRole('link', { name: 'Feedback' })).toBeInTheDocument();
  });
});
