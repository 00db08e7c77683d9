import type { ChangeLogEntry } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextId } from '../../test/fixtures';
import { chooseOption } from '../../test/open-page';
import { asTeamUser, buildCaller, openTeamPage } from '../../test/team-fixtures';

const superAdmin = buildCaller('superAdmin');
const chef = buildCaller('chef');

const entry: ChangeLogEntry = {
  id: nextId(),
  at: '2026-11-20T17:05:00.000Z',
  actor: { id: chef.id, name: 'Jordan Baptiste' },
  method: 'PUT',
  route: '/v1/menus/:id',
  entityType: 'menus',
  entityId: nextId(),
  accountId: null,
  summary: 'Updated a menu',
  fields: [{ label: 'Name', before: null, after: 'Taste of India' }],
  change: { name: 'Taste of India' },
  status: 200,
  requestId: 'req-1',
};

describe("Manage Team's Change Log", () => {
  it('lists every change and asks the server again for each filter', async () => {
    const { calls, user } = openTeamPage('/users?tab=changes', {
      caller: superAdmin,
      users: [asTeamUser(chef, 'chef')],
      handlers: { 'GET /v1/change-log': { data: [entry], meta: { count: 1 } } },
    });
    const log = await screen.findByRole('table', { name: 'Change log' });
    expect(await within(log).findByText('Updated a menu')).toBeInTheDocument();
    expect(within(log).getByText('Jordan Baptiste')).toBeInTheDocument();

    await chooseOption(user, 'Record', 'Menus');
    await chooseOption(user, 'Person', `${chef.firstName} ${chef.lastName}`);
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/v1/change-log').at(-1);
      const sent = Object.fromEntries(new URLSearchParams(last?.search));
      expect(sent).toMatchObject({ entityType: 'menus', actorUserId: chef.id, page: '1' });
    });
  });
});
