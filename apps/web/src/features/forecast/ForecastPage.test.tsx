import {
  FORECAST_MESSAGES,
  type Forecast,
  type ForecastRow,
  type ModifierSuggestion,
} from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextId } from '../../test/fixtures';
import type { MockAnswer, MockHandler } from '../../test/mock-api';
import { openPage } from '../../test/open-page';
import { phoenix } from '../../test/scheduling-detail-fixtures';

const ids = { agave: nextId(), copper: nextId(), protein: nextId(), starch: nextId() };

function suggestionRow(
  account: 'agave' | 'copper',
  type: 'protein' | 'starch',
  suggestion: Partial<ModifierSuggestion> & Partial<ModifierSuggestion['evidence']>,
): ForecastRow {
  const {
    current = 1,
    suggested = null,
    expectedSavingPerService = null,
    reason = '',
  } = suggestion;
  return {
    accountId: ids[account],
    accountName: account === 'agave' ? 'Agave Payments' : 'Copper State',
    elementTypeId: ids[type],
    elementTypeName: type === 'protein' ? 'Protein' : 'Starch',
    modifierSetOn: null,
    suggestion: {
      current,
      suggested,
      differs: true,
      evidence: {
        surveys: suggestion.surveys ?? 10,
        uptake: suggestion.uptake ?? null,
        wastePct: suggestion.wastePct ?? null,
        runouts: suggestion.runouts ?? 0,
        peopleNotServed: suggestion.peopleNotServed ?? 0,
        plannedEaterPortions: suggestion.plannedEaterPortions ?? null,
        skipped: [],
      },
      expectedSavingPerService,
      runoutsAvoidable: suggestion.runoutsAvoidable ?? 0,
      reason,
    },
  };
}

/*
 * Agave Payments eats 72% of its Protein (28% comes back): 1.0 × 0.72 → 0.7, saving
 * 25 × (1 − 0.7 / 1.0) = 7.5 people-portions a service; its Starch at 1.2 × 0.83 → 1.0,
 * 30 × (1 − 1.0 / 1.2) = 5.0. Copper State ran out of Starch 3 times (12 not served):
 * 1.0 × 1.18 → 1.2, 25 × (1 − 1.2) = −5.0, more food.
 */
const agaveProtein = suggestionRow('agave', 'protein', {
  current: 1,
  suggested: 0.7,
  uptake: 0.72,
  wastePct: 0.28,
  plannedEaterPortions: 25,
  expectedSavingPerService: 7.5,
  reason: 'Ate 72% of what was planned over the last 10 services; 28% came back.',
});
const agaveStarch = suggestionRow('agave', 'starch', {
  current: 1.2,
  suggested: 1,
  surveys: 6,
  uptake: 0.83,
  wastePct: 0.17,
  plannedEaterPortions: 30,
  expectedSavingPerService: 5,
  reason: 'Ate 83% of what was planned over the last 6 services; 17% came back.',
});
const copperStarch = suggestionRow('copper', 'starch', {
  current: 1,
  suggested: 1.2,
  uptake: 1.18,
  wastePct: 0.02,
  runouts: 3,
  peopleNotServed: 12,
  plannedEaterPortions: 25,
  expectedSavingPerService: -5,
  runoutsAvoidable: 3,
  reason: 'Ran out 3 times in the last 10 services: 12 people not served.',
});
const forecast: Forecast = {
  marketId: phoenix.id,
  sort: 'saving',
  window: 10,
  suggestions: [agaveProtein, agaveStarch, copperStarch],
  total: 3,
  page: 1,
  perPage: 50,
  held: 12,
  tooFew: 2,
};

const GET = 'GET /v1/forecast';
const applyKey = (account: 'agave' | 'copper') =>
  `POST /v1/accounts/${ids[account]}/portion-modifiers/forecast`;
const applied = (account: 'agave' | 'copper'): MockAnswer => ({
  data: { accountId: ids[account], updatedAt: '2026-11-28T16:00:00.000Z', portionModifiers: [] },
});

function openForecast(
  options: {
    answer?: MockAnswer;
    permissions?: ('viewForecast' | 'editMenu')[];
    handlers?: Record<string, MockHandler | MockAnswer>;
  } = {},
) {
  return openPage('/forecast', {
    permissions: options.permissions ?? ['viewForecast', 'editMenu'],
    roleName: 'Admin',
    reference: { '/v1/markets': [phoenix] },
    handlers: { [GET]: options.answer ?? { data: forecast }, ...options.handlers },
  });
}

const forecastCalls = (calls: { method: string; path: string; search: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/forecast');
const lastQuery = (calls: { method: string; path: string; search: string }[]) =>
  Object.fromEntries(new URLSearchParams(forecastCalls(calls).at(-1)?.search));
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).filter(Boolean),
    );
// The page behind an open (or fading) dialog is hidden from the accessibility tree.
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });

describe('the Forecast screen', () => {
  it("asks for the person's market by expected saving, and shows each suggestion's evidence", async () => {
    const { calls } = openForecast();
    const table = await screen.findByRole('table', { name: 'Suggested modifiers' });
    expect(lastQuery(calls)).toEqual({
      marketId: phoenix.id,
      sort: 'saving',
      page: '1',
      perPage: '50',
    });
    expect(rowTexts(table)).toEqual([
      [
        'Agave Payments',
        'ProteinAte 72% of what was planned over the last 10 services; 28% came back.',
        '1.0',
        'Less food0.7',
        '10',
        '72%',
        '28%',
        '0',
        '+7.5',
      ],
      [
        'Agave Payments',
        'StarchAte 83% of what was planned over the last 6 services; 17% came back.',
        '1.2',
        'Less food1.0',
        '6',
        '83%',
        '17%',
        '0',
        '+5.0',
      ],
      [
        'Copper State',
        'StarchRan out 3 times in the last 10 services: 12 people not served.',
        '1.0',
        'More food1.2',
        '10',
        '118%',
        '2%',
        '312 not served',
        '−5.0more food',
      ],
    ]);
    expect(
      screen.getByText('3 suggestions; 12 accounts and types hold; 2 have too few surveys'),
    ).toBeInTheDocument();
  });

  it('ranks by the runouts avoided when asked', async () => {
    const { calls, user } = openForecast();
    await screen.findByRole('table', { name: 'Suggested modifiers' });
    await user.click(screen.getByRole('button', { name: 'Runouts avoided' }));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        marketId: phoenix.id,
        sort: 'runouts',
        page: '1',
        perPage: '50',
      }),
    );
  });

  it('pages through a long list, the choice kept to the page in sight', async () => {
    const { calls, user } = openForecast({
      answer: { data: { ...forecast, total: 1200 } },
    });
    await screen.findByRole('table', { name: 'Suggested modifiers' });
    expect(
      screen.getByText('1,200 suggestions; 12 accounts and types hold; 2 have too few surveys'),
    ).toBeInTheDocument();
    expect(screen.getByText('1–50 of 1,200')).toBeInTheDocument();
    await user.click(checkbox('Agave Payments — Protein'));
    expect(screen.getByRole('button', { name: 'Apply (1)' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(lastQuery(calls)).toEqual({
        marketId: phoenix.id,
        sort: 'saving',
        page: '2',
        perPage: '50',
      }),
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('offers no Apply and no checkboxes to a person without editMenu', async () => {
    openForecast({ permissions: ['viewForecast'] });
    await screen.findByRole('table', { name: 'Suggested modifiers' });
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('applies the chosen suggestions after a confirmation, one request per account', async () => {
    const { calls, user } = openForecast({
      handlers: { [applyKey('agave')]: applied('agave'), [applyKey('copper')]: applied('copper') },
    });
    await screen.findByRole('table', { name: 'Suggested modifiers' });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.click(checkbox('Agave Payments — Protein'));
    await user.click(checkbox('Copper State — Starch'));
    await user.click(checkbox('Agave Payments — Starch'));
    await user.click(screen.getByRole('button', { name: 'Apply (3)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Apply 3 suggestions?' });
    expect(dialog).toHaveTextContent('the Chef numbers of every menu they eat from now on');
    const changes = within(within(dialog).getByRole('list', { name: 'Changes to apply' }));
    expect(changes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Agave Payments — Protein 1.0 → 0.7',
      'Agave Payments — Starch 1.2 → 1.0',
      'Copper State — Starch 1.0 → 1.2',
    ]);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    const asked = forecastCalls(calls).length;

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Updated the modifiers of 2 accounts.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      [
        `/v1/accounts/${ids.agave}/portion-modifiers/forecast`,
        {
          changes: [
            { elementTypeId: ids.protein, from: 1, to: 0.7 },
            { elementTypeId: ids.starch, from: 1.2, to: 1 },
          ],
        },
      ],
      [
        `/v1/accounts/${ids.copper}/portion-modifiers/forecast`,
        { changes: [{ elementTypeId: ids.starch, from: 1, to: 1.2 }] },
      ],
    ]);
    expect(forecastCalls(calls).length).toBeGreaterThan(asked);
    await dialogClosed();
    expect(screen.queryByRole('checkbox', { checked: true })).toBeNull();
  });

  it('says why an account was refused and keeps its rows chosen, the others applied', async () => {
    const changed = FORECAST_MESSAGES.changedSince('Starch');
    const { user } = openForecast({
      handlers: {
        [applyKey('agave')]: applied('agave'),
        [applyKey('copper')]: { status: 409, error: { code: 'conflict', messages: [changed] } },
      },
    });
    await screen.findByRole('table', { name: 'Suggested modifiers' });
    await user.click(checkbox('Agave Payments — Protein'));
    await user.click(checkbox('Copper State — Starch'));
    await user.click(screen.getByRole('button', { name: 'Apply (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply 2 suggestions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(`Copper State: ${changed}`)).toBeInTheDocument();
    expect(screen.getByText('Updated the modifiers of 1 account.')).toBeInTheDocument();
    await dialogClosed();
    expect(checkbox('Copper State — Starch')).toBeChecked();
    expect(checkbox('Agave Payments — Protein')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Apply (1)' })).toBeEnabled();
  });

  it('says when no suggestion differs, and what holds', async () => {
    openForecast({
      answer: { data: { ...forecast, suggestions: [], total: 0, held: 1, tooFew: 3 } },
    });
    expect(
      await screen.findByText(
        'No suggestion differs from the modifiers in force. 1 account and type holds; 3 have too few surveys.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is in the navigation of whoever may view forecasts', async () => {
    openForecast({ permissions: ['viewForecast'] });
    expect(await screen.findByRole('link', { name: 'Forecast' })).toHaveAttribute(
      'href',
      '/forecast',
    );
  });

  it('is refused to a person without viewForecast: no link, no request', async () => {
    const { calls } = openForecast({ permissions: ['editMenu'] });
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forecast' })).toBeNull();
    expect(forecastCalls(calls)).toEqual([]);
  });
});
