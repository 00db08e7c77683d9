import type { ChangeLogEntry } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAccount, openAccountEditor } from '../../test/account-fixtures';
import { chooseOption } from '../../test/open-page';

const account = buildAccount({ name: 'Acme Corp' });
const accountPath = `/v1/accounts/${account.id}`;
const sam = { id: '00000000-0000-4000-8000-00000000c002', name: 'Sam Patel' };

const entry = (overrides: Partial<ChangeLogEntry>): ChangeLogEntry => ({
  id: '00000000-0000-4000-8000-00000000c001',
  at: '2026-11-20T17:05:00.000Z',
  actor: sam,
  method: 'PUT',
  route: '/v1/service-events/:id',
  entityType: 'service-events',
  entityId: '00000000-0000-4000-8000-00000000c003',
  accountId: account.id,
  summary: 'Changed eaters from 40 to 45 on the Lunch service of 12/03/2026',
  fields: [{ label: 'Eaters', before: '40', after: '45' }],
  change: { eaterCount: 45 },
  status: 200,
  requestId: 'req-1',
  ...overrides,
});

const trailHandlers = {
  [`GET ${accountPath}/change-log`]: {
    data: [
      entry({}),
      entry({
        id: '00000000-0000-4000-8000-00000000c004',
        method: 'DELETE',
        summary: 'Deleted the Lunch service of 12/08/2026',
        fields: [{ label: 'Service type', before: 'Sifted 2.0', after: null }],
        change: null,
      }),
    ],
    meta: { count: 2 },
  },
  [`GET ${accountPath}/change-log/people`]: { data: [sam], meta: { count: 1 } },
};

async function openTrail(handlers: Record<string, unknown> = {}) {
  const opened = openAccountEditor(account, {
    handlers: { ...trailHandlers, ...(handlers as typeof trailHandlers) },
  });
  await opened.user.click(await screen.findByRole('tab', { name: 'Audit Trail' }));
  return { ...opened, trail: await screen.findByRole('table', { name: 'Audit trail' }) };
}

describe("the account editor's Audit Trail", () => {
  it('reads each change as a sentence with its fields before and after, no ids', async () => {
    const { trail } = await openTrail();
    expect(
      await within(trail).findByText(
        'Changed eaters from 40 to 45 on the Lunch service of 12/03/2026',
      ),
    ).toBeInTheDocument();
    expect(within(trail).getByText('40 → 45')).toBeInTheDocument();
    expect(within(trail).getByText('Deleted the Lunch service of 12/08/2026')).toBeInTheDocument();
    expect(within(trail).getByText('Sifted 2.0 (removed)')).toBeInTheDocument();
    expect(within(trail).getAllByText('Sam Patel')).toHaveLength(2);
    expect(trail.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('asks the server again for each filter: person, kind of change and days', async () => {
    const { calls, user } = await openTrail();
    await chooseOption(user, 'Person', 'Sam Patel');
    await chooseOption(user, 'Record', 'Service events');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === `${accountPath}/change-log`).at(-1);
      expect(Object.fromEntries(new URLSearchParams(last?.search))).toMatchObject({
        actorUserId: sam.id,
        entityType: 'service-events',
        from: '2026-11-01',
        page: '1',
      });
    });
  });

  it('downloads the trail as filtered as a CSV file', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    const { calls, user } = await openTrail({
      [`GET ${accountPath}/change-log/export`]: { data: null },
    });
    await chooseOption(user, 'Person', 'Sam Patel');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => {
      const csv = calls.find((call) => call.path === `${accountPath}/change-log/export`);
      expect(Object.fromEntries(new URLSearchParams(csv?.search))).toEqual({
        actorUserId: sam.id,
        format: 'csv',
      });
    });
  });
});
