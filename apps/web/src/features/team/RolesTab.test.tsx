import { PERMISSIONS, TEAM_MESSAGES, type TeamRole } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { nextId } from '../../test/fixtures';
import type { MockHandler, RecordedCall } from '../../test/mock-api';
import { buildCaller, buildTeamRole, openTeamPage } from '../../test/team-fixtures';
import { PERMISSION_GROUPS } from './permission-groups';

const superAdmin = buildCaller('superAdmin');
const superAdminRole = buildTeamRole('superAdmin', { userCount: 2 });
const adminRole = buildTeamRole('admin', { userCount: 1 });
const chefRole = buildTeamRole('chef', { userCount: 4 });
const teamRoles = [superAdminRole, adminRole, chefRole];

const card = (name: string) => screen.getByRole('region', { name });
const puts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PUT');

function openRoles(handlers: Record<string, MockHandler> = {}) {
  return openTeamPage('/users?tab=roles', {
    caller: superAdmin,
    handlers: { 'GET /v1/team/roles': { data: teamRoles }, ...handlers },
  });
}

const savedAs =
  (role: TeamRole): MockHandler =>
  ({ body }) => ({
    data: { ...role, ...(body as object), updatedAt: '2025-04-01T00:00:00.000Z' },
  });

describe('the Roles & Permissions tab', () => {
  it('groups every permission once', () => {
    const listed = PERMISSION_GROUPS.flatMap((group) => group.permissions);
    expect([...listed].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('shows each role with its user count; a fixed role is read-only and says why', async () => {
    openRoles();
    await screen.findByRole('heading', { name: 'Chef' });
    expect(card('Chef')).toHaveTextContent('4 users');
    expect(card('Admin')).toHaveTextContent('1 user');
    const fixed = card('Super Admin');
    expect(fixed).toHaveTextContent(TEAM_MESSAGES.roleFixed('Super Admin'));
    const boxes = within(fixed).getAllByRole('checkbox');
    expect(boxes).toHaveLength(PERMISSIONS.length);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(within(fixed).queryByRole('button', { name: /Save/ })).toBeNull();
  });

  it('enables Save on a change, names the change and sends the whole list', async () => {
    const { user, calls } = openRoles({
      [`PUT /v1/team/roles/${chefRole.id}/permissions`]: savedAs(chefRole),
    });
    await screen.findByRole('heading', { name: 'Chef' });
    const chef = card('Chef');
    const save = within(chef).getByRole('button', { name: 'Save permissions of Chef' });
    expect(save).toBeDisabled();
    expect(within(chef).getByRole('checkbox', { name: 'View Master Menus' })).toBeChecked();

    await user.click(within(chef).getByRole('checkbox', { name: 'Edit Host Surveys' }));
    await user.click(within(chef).getByRole('checkbox', { name: 'View Master Menus' }));
    expect(save).toBeEnabled();
    expect(within(chef).getByRole('status')).toHaveTextContent(
      'Adds: Edit Host Surveys. Removes: View Master Menus.',
    );
    await user.click(save);

    expect(await screen.findByText('Permissions of Chef saved.')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      expect.objectContaining({
        path: `/v1/team/roles/${chefRole.id}/permissions`,
        body: { permissions: ['editHostSurvey'], updatedAt: chefRole.updatedAt },
      }),
    ]);
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(chef).getByRole('checkbox', { name: 'Edit Host Surveys' })).toBeChecked();
  });

  it("keeps one card's unsaved changes while another saves", async () => {
    const { user } = openRoles({
      [`PUT /v1/team/roles/${adminRole.id}/permissions`]: savedAs(adminRole),
    });
    await screen.findByRole('heading', { name: 'Chef' });
    await user.click(within(card('Chef')).getByRole('checkbox', { name: 'Invite a User' }));
    await user.click(within(card('Admin')).getByRole('checkbox', { name: 'Remove a User' }));
    await user.click(
      within(card('Admin')).getByRole('button', { name: 'Save permissions of Admin' }),
    );
    expect(await screen.findByText('Permissions of Admin saved.')).toBeInTheDocument();
    expect(within(card('Chef')).getByRole('checkbox', { name: 'Invite a User' })).toBeChecked();
    expect(
      within(card('Chef')).getByRole('button', { name: 'Save permissions of Chef' }),
    ).toBeEnabled();
  });

  it('reloads the roles when the role changed meanwhile, keeping the edit', async () => {
    const { user, calls } = openRoles({
      [`PUT /v1/team/roles/${chefRole.id}/permissions`]: () => ({
        status: 409,
        error: { code: 'stale', messages: ['Out of date.'] },
      }),
    });
    await screen.findByRole('heading', { name: 'Chef' });
    await user.click(within(card('Chef')).getByRole('checkbox', { name: 'Edit a User' }));
    await user.click(
      within(card('Chef')).getByRole('button', { name: 'Save permissions of Chef' }),
    );
    expect(await within(card('Chef')).findByRole('alert')).toHaveTextContent(
      'Someone else changed this role meanwhile.',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/v1/team/roles')).toHaveLength(2),
    );
    expect(within(card('Chef')).getByRole('checkbox', { name: 'Edit a User' })).toBeChecked();
  });
});

describe('the Change History tab', () => {
  it('lists who changed what, 25 a page, the invited person for their own joining', async () => {
    const { calls } = openTeamPage('/users?tab=history', {
      caller: superAdmin,
      handlers: {
        'GET /v1/team/audit': {
          data: [
            {
              id: nextId(),
              at: '2025-03-02T15:30:00.000Z',
              action: 'user.joined',
              actor: null,
              subject: 'Nia Ng',
              summary: 'Accepted the invitation',
            },
            {
              id: nextId(),
              at: '2025-03-01T09:00:00.000Z',
              action: 'user.role_changed',
              actor: { id: superAdmin.id, name: 'Sam Cook' },
              subject: 'Ana Diaz',
              summary: 'Role Culinary → Scheduler',
            },
          ],
          meta: { count: 2 },
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Change history' });
    await within(table).findByText('Nia Ng');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent(
      'The invited person',
    );
    expect(rows[1]).toHaveTextContent('Sam CookAna DiazRole Culinary → Scheduler');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[0]?.textContent).toMatch(
      /Mar 1, 2025, \d+:\d\d [AP]M/,
    );
    const read = calls.find((call) => call.path === '/v1/team/audit');
    expect(read?.search).toBe('?page=1&perPage=25');
    expect(screen.queryByLabelText('Search')).toBeNull();
  });

  it('says when nothing has been recorded', async () => {
    openTeamPage('/users?tab=history', {
      caller: superAdmin,
      handlers: { 'GET /v1/team/audit': { data: [], meta: { count: 0 } } },
    });
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('is not there for staff who are not Super Admins', async () => {
    const { calls } = openTeamPage('/users?tab=history', {
      caller: buildCaller('admin'),
      users: [],
    });
    expect(await screen.findByText(TEAM_MESSAGES.noUsers)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Change History' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/v1/team'))).toBe(false);
  });
});
