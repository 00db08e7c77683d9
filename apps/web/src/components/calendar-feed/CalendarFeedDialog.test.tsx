import { CALENDAR_FEED_MESSAGES, type CalendarFeed } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAccount, openAccountEditor } from '../../test/account-fixtures';
import { CALENDAR_FEED_TEXT as TEXT } from './messages';

const account = buildAccount({ name: 'Acme Corp' });
const secretUrl = `http://localhost:3000/calendar/${'s'.repeat(43)}.ics`;

function feedOf(overrides: Partial<CalendarFeed> = {}): CalendarFeed {
  return {
    id: '5b0f6a4e-2d1c-4c3b-9a8f-7e6d5c4b3a21',
    account: { id: account.id, name: account.name },
    market: null,
    serviceLine: null,
    name: account.name,
    createdAt: '2025-03-01T17:00:00.000Z',
    lastFetchedAt: null,
    ...overrides,
  };
}

async function openDialog(handlers: Record<string, object>) {
  const opened = openAccountEditor(account, { handlers });
  await opened.user.click(await screen.findByRole('button', { name: TEXT.button }));
  const dialog = await screen.findByRole('dialog', { name: `${TEXT.title}: Acme Corp` });
  return { ...opened, dialog };
}

describe('the calendar feed dialog', () => {
  it('creates an address and shows it once, with Copy', async () => {
    const { dialog, user, calls } = await openDialog({
      'GET /v1/calendar-feeds': { data: [], meta: { count: 0 } },
      'POST /v1/calendar-feeds': { status: 201, data: { ...feedOf(), url: secretUrl } },
    });
    expect(await within(dialog).findByText(TEXT.none)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: TEXT.create }));

    const address = await within(dialog).findByRole('textbox', { name: TEXT.address });
    expect(address).toHaveValue(secretUrl);
    expect(within(dialog).getByText(CALENDAR_FEED_MESSAGES.shownOnce)).toBeVisible();
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.body)).toEqual([{ accountId: account.id }]);

    await user.click(within(dialog).getByRole('button', { name: TEXT.copy }));
    expect(await navigator.clipboard.readText()).toBe(secretUrl);
    expect(await screen.findByText(TEXT.copied)).toBeVisible();
  });

  it('asks before replacing an existing address, and before revoking it', async () => {
    const { dialog, user, calls } = await openDialog({
      'GET /v1/calendar-feeds': { data: [feedOf()], meta: { count: 1 } },
      'POST /v1/calendar-feeds': { status: 201, data: { ...feedOf(), url: secretUrl } },
      [`DELETE /v1/calendar-feeds/${feedOf().id}`]: { data: { id: feedOf().id } },
    });
    expect(await within(dialog).findByText(/not read by a calendar yet/)).toBeVisible();
    expect(within(dialog).queryByRole('textbox', { name: TEXT.address })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: TEXT.createNew }));
    const replace = await screen.findByRole('dialog', { name: TEXT.confirmNewTitle });
    expect(within(replace).getByText(TEXT.confirmNew)).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(replace).getByRole('button', { name: TEXT.createNew }));
    expect(await within(dialog).findByRole('textbox', { name: TEXT.address })).toHaveValue(
      secretUrl,
    );

    await user.click(within(dialog).getByRole('button', { name: TEXT.revoke }));
    const revoke = await screen.findByRole('dialog', { name: TEXT.confirmRevokeTitle });
    await user.click(within(revoke).getByRole('button', { name: TEXT.revoke }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        `/v1/calendar-feeds/${feedOf().id}`,
      ]),
    );
    expect(await screen.findByText(TEXT.revoked)).toBeVisible();
  });

  it('says when the feeds cannot be loaded, and offers to retry', async () => {
    const { dialog } = await openDialog({
      'GET /v1/calendar-feeds': { status: 500, error: { code: 'internal', messages: ['x'] } },
    });
    expect(await within(dialog).findByText(TEXT.loadFailed)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: TEXT.retry })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: TEXT.create })).toBeDisabled();
  });
});
