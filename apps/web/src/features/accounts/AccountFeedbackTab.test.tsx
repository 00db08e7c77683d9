import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PERMISSIONS, buildAccount, openAccountEditor } from '../../test/account-fixtures';
import { feedbackRow, feedbackSummary } from '../../test/eater-feedback-fixtures';

const account = buildAccount({ name: 'Acme Towers' });

const handlers = {
  'GET /v1/eater-feedback/summary': {
    data: feedbackSummary({ count: 1, average: 5, elementsMentioned: [] }),
  },
  'GET /v1/eater-feedback': { data: [feedbackRow(account)], meta: { count: 1 } },
};

describe("the account editor's Feedback tab", () => {
  it("reads the account's own feedback: summary and comments, no account filter", async () => {
    const { calls, user } = openAccountEditor(account, {
      permissions: [...ACCOUNT_PERMISSIONS, 'viewMenu'],
      handlers,
    });
    await user.click(await screen.findByRole('tab', { name: 'Feedback' }));
    const summary = await screen.findByRole('region', { name: 'Feedback summary' });
    expect(within(summary).getByText('5.0 of 5 (1 response)')).toBeInTheDocument();
    expect(within(summary).getByText('No comment names a dish of the menu.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Feedback' });
    expect(await within(table).findByText('The chicken tikka was excellent!')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
    await waitFor(() => {
      const asked = calls.filter((call) => call.path === '/v1/eater-feedback').at(-1);
      expect(Object.fromEntries(new URLSearchParams(asked?.search))).toMatchObject({
        marketId: account.marketId,
        accountId: account.id,
      });
    });
  });

  it('is not there for a person who may not read eater feedback', async () => {
    openAccountEditor(account, { handlers });
    expect(await screen.findByRole('tab', { name: 'Audit Trail' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Feedback' })).toBeNull();
  });
});
