import type { AccuracyFigures, ForecastAccuracy } from '@catering/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localToday } from '../../lib/local-date';
import { nextId } from '../../test/fixtures';
import type { MockAnswer } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import { phoenix } from '../../test/scheduling-detail-fixtures';

const figures = (overrides: Partial<AccuracyFigures>): AccuracyFigures => ({
  services: 1,
  plannedPortions: 200,
  eatenPortions: 200,
  wastePct: 0,
  runouts: 0,
  peopleNotServed: 0,
  plannedVsEaten: 1,
  ...overrides,
});

/*
 * The API test's month (forecast-accuracy.test.ts): Alpha Co ate 100 then 180 of 200 around
 * an apply on 10 Mar; Beta Co ran out at breakfast (8 not served), was never applied to.
 */
const march: ForecastAccuracy = {
  total: figures({
    services: 4,
    plannedPortions: 800,
    eatenPortions: 630,
    wastePct: 0.2125,
    runouts: 1,
    peopleNotServed: 8,
    plannedVsEaten: 0.7875,
  }),
  serviceLines: [
    { id: nextId(), name: 'Breakfast', ...figures({ runouts: 1, peopleNotServed: 8 }) },
    {
      id: nextId(),
      name: 'Lunch',
      ...figures({
        services: 3,
        plannedPortions: 600,
        eatenPortions: 430,
        wastePct: 0.2833,
        plannedVsEaten: 0.7167,
      }),
    },
  ],
  accounts: [
    {
      id: nextId(),
      name: 'Alpha Co',
      appliedOn: '2025-03-10',
      before: figures({ eatenPortions: 100, wastePct: 0.5, plannedVsEaten: 0.5 }),
      after: figures({ eatenPortions: 180, wastePct: 0.1, plannedVsEaten: 0.9 }),
      ...figures({ services: 2, plannedPortions: 400, eatenPortions: 280, wastePct: 0.3 }),
      plannedVsEaten: 0.7,
    },
    {
      id: nextId(),
      name: 'Beta Co',
      appliedOn: null,
      before: null,
      after: null,
      ...figures({
        services: 2,
        plannedPortions: 400,
        eatenPortions: 350,
        wastePct: 0.125,
        runouts: 1,
        peopleNotServed: 8,
        plannedVsEaten: 0.875,
      }),
    },
  ],
  weeks: [
    {
      weekStart: '2025-03-03',
      ...figures({ services: 2, plannedPortions: 400, eatenPortions: 300, wastePct: 0.25 }),
      plannedVsEaten: 0.75,
      runouts: 1,
      peopleNotServed: 8,
    },
    {
      weekStart: '2025-03-17',
      ...figures({ eatenPortions: 180, wastePct: 0.1 }),
      plannedVsEaten: 0.9,
    },
  ],
};
const empty: ForecastAccuracy = {
  total: figures({
    services: 0,
    plannedPortions: 0,
    eatenPortions: 0,
    wastePct: null,
    plannedVsEaten: null,
  }),
  serviceLines: [],
  accounts: [],
  weeks: [],
};

const GET = 'GET /v1/forecast/accuracy';
const openAccuracy = (path: string, answer: MockAnswer = { data: march }) =>
  openPage(path, {
    permissions: ['viewForecast'],
    roleName: 'Admin',
    reference: { '/v1/markets': [phoenix] },
    handlers: { [GET]: answer },
  });
const lastQuery = (calls: { method: string; path: string; search: string }[]) =>
  Object.fromEntries(
    new URLSearchParams(
      calls.filter((call) => call.path === '/v1/forecast/accuracy').at(-1)?.search,
    ),
  );
const rowTexts = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the forecast Accuracy screen', () => {
  it('shows the month in total, by week, per line and per account before and after', async () => {
    const { calls, router } = openAccuracy(
      `/forecast/accuracy?marketId=${phoenix.id}&month=2025-03`,
    );
    const totals = await screen.findByRole('region', { name: 'The month' });
    expect(lastQuery(calls)).toEqual({ marketId: phoenix.id, month: '2025-03' });
    for (const text of [
      'Services: 4',
      'Planned: 800',
      'Eaten: 630',
      'Eaten of planned: 79%',
      'Waste: 21%',
      'Runouts: 1',
      'People not served: 8',
    ])
      expect(within(totals).getByText(text)).toBeInTheDocument();
    expect(rowTexts('By week')).toEqual([
      ['Mar 3', '2', '400', '300', '75%', '25%', '1', '8'],
      ['Mar 17', '1', '200', '180', '90%', '10%', '0', '0'],
    ]);
    expect(rowTexts('Service lines')).toEqual([
      ['Breakfast', '1', '200', '200', '100%', '0%', '1', '8'],
      ['Lunch', '3', '600', '430', '72%', '28%', '0', '0'],
    ]);
    expect(rowTexts('Accounts')).toEqual([
      ['Alpha Co', '2', '70%', '30%', '0', '0', '03/10/2025', '50% → 90%', '50% → 10%'],
      ['Beta Co', '2', '88%', '13%', '1', '8', 'Never', '—', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to the forecast' })).toHaveAttribute(
      'href',
      '/forecast',
    );
    expect(router.state.location.pathname).toBe('/forecast/accuracy');
  });

  it("opens on the person's market and this month, kept in the URL, and follows a new month", async () => {
    const { calls, router } = openAccuracy('/forecast/accuracy');
    await screen.findByRole('region', { name: 'The month' });
    const thisMonth = localToday().slice(0, 7);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        marketId: phoenix.id,
        month: thisMonth,
      }),
    );
    expect(lastQuery(calls)).toEqual({ marketId: phoenix.id, month: thisMonth });

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-02' } });
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ month: '2025-02' }));
    expect(router.state.location.search).toContain('month=2025-02');
  });

  it('says so when the month has no completed survey', async () => {
    openAccuracy(`/forecast/accuracy?marketId=${phoenix.id}&month=2025-02`, { data: empty });
    expect(
      await screen.findByText('No completed host surveys in February 2025.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a Retry when the read fails', async () => {
    openAccuracy(`/forecast/accuracy?marketId=${phoenix.id}&month=2025-03`, {
      status: 500,
      error: { code: '1000', messages: ['Something went wrong.'] },
    });
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('is reached from the Forecast screen', async () => {
    const { user, router } = openPage('/forecast', {
      permissions: ['viewForecast'],
      roleName: 'Admin',
      reference: { '/v1/markets': [phoenix] },
      handlers: {
        'GET /v1/forecast': {
          data: {
            marketId: phoenix.id,
            sort: 'saving',
            window: 10,
            suggestions: [],
            total: 0,
            page: 1,
            perPage: 50,
            held: 0,
            tooFew: 0,
          },
        },
        [GET]: { data: march },
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Accuracy' }));
    await screen.findByRole('heading', { name: 'Forecast accuracy' });
    expect(router.state.location.pathname).toBe('/forecast/accuracy');
  });
});
