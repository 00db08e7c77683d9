import { ACCOUNT_MESSAGES, STALE_MESSAGE } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNSAVED_CHANGES_MESSAGE } from '../../components/UnsavedChangesPrompt';
import { accountListItem, buildAccount, openAccountEditor } from '../../test/account-fixtures';
import type { RecordedCall } from '../../test/mock-api';
import { ACCOUNT_TEXT } from './messages';

const account = buildAccount({ name: 'Acme Corp' });
const accountPath = `/v1/accounts/${account.id}`;
const listHandler = {
  'GET /v1/accounts': { data: [accountListItem(account)], meta: { count: 1 } },
};

describe('the account editor', () => {
  it("shows 'Loading...' until the account is read, then its name", async () => {
    const { fetchMock } = openAccountEditor(account);
    const answer = fetchMock.getMockImplementation();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === accountPath) await held;
      return (answer as NonNullable<typeof answer>)(input, init);
    });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('says when the account does not exist (or was archived)', async () => {
    openAccountEditor(account, {
      handlers: {
        [`GET ${accountPath}`]: { status: 404, error: { code: '1000', messages: ['x'] } },
      },
    });
    expect(await screen.findByText(ACCOUNT_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('keeps the chosen tab in the address', async () => {
    const { router, user } = openAccountEditor(account, { tab: 'details' });
    expect(await screen.findByRole('tab', { name: 'Service Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Leftovers' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Portion Modifiers' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=modifiers'));
    expect(await screen.findByRole('region', { name: 'Core Elements' })).toBeVisible();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'General Information',
      'Service Schedule',
      'Portion Modifiers',
      'Services',
      'Service Details',
      'Audit Trail',
    ]);
  });

  it('keeps edits across tab switches and asks before leaving with them', async () => {
    const { router, user } = openAccountEditor(account, { handlers: listHandler });
    const city = await screen.findByRole('textbox', { name: 'City' });
    await user.clear(city);
    await user.type(city, 'Mesa');
    await user.click(screen.getByRole('tab', { name: 'Service Details' }));
    await screen.findByRole('textbox', { name: 'Leftovers' });
    await user.click(screen.getByRole('tab', { name: 'General Information' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Mesa');

    await user.click(screen.getByRole('link', { name: 'Accounts' }));
    expect(await screen.findByText(UNSAVED_CHANGES_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe(`/accounts/${account.id}`);
  });

  const nothingToCome = {
    [`GET ${accountPath}/future-services`]: {
      data: { count: 0, firstDates: [], runningScheduleCount: 0 },
    },
  };
  const fiveToCome = {
    [`GET ${accountPath}/future-services`]: {
      data: {
        count: 5,
        firstDates: ['2026-12-01', '2026-12-02', '2026-12-03'],
        runningScheduleCount: 1,
      },
    },
  };
  const deletes = (calls: RecordedCall[]) =>
    calls
      .filter((call) => call.method === 'DELETE')
      .map((call) => ({
        path: call.path,
        query: Object.fromEntries(new URLSearchParams(call.search)),
      }));

  it('archives the account after confirming and goes back to the list', async () => {
    const { calls, router, user } = openAccountEditor(account, {
      handlers: {
        [`DELETE ${accountPath}`]: { data: { id: account.id } },
        ...nothingToCome,
        ...listHandler,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_TEXT.confirmArchiveTitle });
    expect(dialog).toHaveTextContent(ACCOUNT_TEXT.confirmArchive('Acme Corp'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.archived)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(deletes(calls)).toEqual([
      { path: accountPath, query: { updatedAt: account.updatedAt } },
    ]);
  });

  it('lists the upcoming services and their first dates, and removes them on confirming', async () => {
    const { calls, router, user } = openAccountEditor(account, {
      handlers: {
        [`DELETE ${accountPath}`]: { data: { id: account.id } },
        ...fiveToCome,
        ...listHandler,
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_TEXT.confirmArchiveTitle });
    expect(
      await within(dialog).findByText(
        "It still has 5 upcoming services (12/01/2026, 12/02/2026, 12/03/2026, …). Deleting it now also ends its serving schedules today and removes these services. Today's and past services, surveys and numbers stay.",
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove 5 services and delete' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.archived)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(deletes(calls)).toEqual([
      {
        path: accountPath,
        query: {
          removeFutureServices: 'true',
          expectedFutureServices: '5',
          updatedAt: account.updatedAt,
        },
      },
    ]);
  });

  it("shows the server's reason when archiving is refused, and stays", async () => {
    const { router, user } = openAccountEditor(account, {
      handlers: {
        ...fiveToCome,
        [`DELETE ${accountPath}`]: {
          status: 409,
          error: { code: 'stale', messages: [STALE_MESSAGE] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', {
        name: 'Remove 5 services and delete',
      }),
    );
    expect(await screen.findByText(STALE_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/accounts/${account.id}`);
  });

  it('offers delete only with removeMenu', async () => {
    openAccountEditor(account, { permissions: ['viewScheduleMenu', 'editMenu', 'editElement'] });
    await screen.findByRole('heading', { name: 'Acme Corp' });
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
  });
});
