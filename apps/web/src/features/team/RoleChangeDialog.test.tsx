import { PERMISSIONS, TEAM_MESSAGES } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/mock-api';
import {
  asTeamUser,
  buildCaller,
  buildTeamUser,
  openTeamPage,
  roles,
} from '../../test/team-fixtures';

/** Issue #25, point 1: a role change is confirmed, naming who, from what, to what, gaining what. */

const superAdmin = buildCaller('superAdmin');
const admin = buildCaller('admin');
const ana = buildTeamUser('chef', { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' });
const bea = buildTeamUser('superAdmin', {
  firstName: 'Bea',
  lastName: 'Boss',
  email: 'bea@example.com',
});

const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');
const roleSelect = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });

function openAs(caller = superAdmin) {
  return openTeamPage('/users', {
    caller,
    users: [ana, bea, asTeamUser(caller, caller === superAdmin ? 'superAdmin' : 'admin')],
    handlers: {
      [`PUT /v1/users/${ana.id}`]: ({ body }) => ({ data: { ...ana, ...(body as object) } }),
      [`PUT /v1/users/${bea.id}`]: ({ body }) => ({ data: { ...bea, ...(body as object) } }),
    },
  });
}

async function pickRole(user: ReturnType<typeof openAs>['user'], person: string, role: string) {
  await screen.findByRole('cell', { name: person });
  await user.click(roleSelect(person));
  await user.click(await screen.findByRole('option', { name: role }));
  return screen.findByRole('dialog', { name: `Change the role of ${person}?` });
}

describe('changing a role', () => {
  it('names the person, both roles and the permissions gained; nothing is sent before Confirm', async () => {
    const { user, calls } = openAs(admin);
    const dialog = await pickRole(user, 'Ana Diaz', 'Admin');
    expect(dialog).toHaveTextContent('Ana Diaz: Chef → Admin.');
    expect(dialog).toHaveTextContent('As Admin they may also do what Chef could not:');
    const gained = within(dialog).getByRole('list', { name: 'Permissions gained' });
    expect(
      within(gained)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Invite a User', 'Edit a User', 'Remove a User']);
    expect(within(dialog).queryByRole('list', { name: 'Permissions lost' })).toBeNull();
    // The select shows the choice while it is asked about (hidden behind the dialog).
    expect(
      screen.getByRole('combobox', { name: 'Role of Ana Diaz', hidden: true }),
    ).toHaveTextContent('Admin');
    expect(writes(calls)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role updated.')).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([
      { roleId: roles.admin.id, updatedAt: ana.updatedAt },
    ]);
  });

  it('says when the new role gains nothing, and Cancel puts the old role back', async () => {
    const { user, calls } = openAs(admin);
    const dialog = await pickRole(user, 'Ana Diaz', 'Host');
    expect(dialog).toHaveTextContent('Host may do nothing that Chef could not.');
    expect(dialog).toHaveTextContent('As Host they may no longer do what Chef could:');
    const lost = within(dialog).getByRole('list', { name: 'Permissions lost' });
    expect(
      within(lost)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['View Master Menus']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(roleSelect('Ana Diaz')).toHaveTextContent('Chef');
    expect(roleSelect('Ana Diaz')).not.toHaveAttribute('aria-disabled');
    expect(writes(calls)).toEqual([]);
  });

  it("gives Super Admin only once the person's e-mail is typed", async () => {
    const { user, calls } = openAs();
    const dialog = await pickRole(user, 'Ana Diaz', 'Super Admin');
    expect(dialog).toHaveTextContent('Ana Diaz: Chef → Super Admin.');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(PERMISSIONS.length - 1); // all but View Master Menus
    const confirm = within(dialog).getByRole('button', { name: 'Change role' });
    expect(confirm).toBeDisabled();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'ana@example.co');
    expect(confirm).toBeDisabled();
    await user.type(email, 'm');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Role updated.')).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([
      { roleId: roles.superAdmin.id, updatedAt: ana.updatedAt },
    ]);
  });

  it("lets a Super Admin demote another, not themselves; the server's refusal is shown", async () => {
    const { user } = openTeamPage('/users', {
      caller: superAdmin,
      users: [bea, asTeamUser(superAdmin, 'superAdmin')],
      handlers: {
        [`PUT /v1/users/${bea.id}`]: {
          status: 409,
          error: { code: 'conflict', messages: [TEAM_MESSAGES.lastSuperAdminDemoted] },
        },
      },
    });
    await screen.findByRole('cell', { name: 'Bea Boss' });
    expect(roleSelect('Sam Cook')).toHaveAttribute('aria-disabled', 'true');
    const dialog = await pickRole(user, 'Bea Boss', 'Chef');
    expect(dialog).toHaveTextContent('Bea Boss: Super Admin → Chef.');
    expect(dialog).toHaveTextContent('Chef may do nothing that Super Admin could not.');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(TEAM_MESSAGES.lastSuperAdminDemoted)).toBeInTheDocument();
    await waitFor(() => expect(roleSelect('Bea Boss')).toHaveTextContent('Super Admin'));
  });
});
