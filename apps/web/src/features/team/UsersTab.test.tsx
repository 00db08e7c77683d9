import { TEAM_MESSAGES } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heldAnswer, type RecordedCall } from '../../test/mock-api';
import {
  asTeamUser,
  buildCaller,
  buildTeamUser,
  openTeamPage,
  phoenix,
  tucson,
} from '../../test/team-fixtures';

const admin = buildCaller('admin');
const ana = buildTeamUser('chef', { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' });
const boss = buildTeamUser('superAdmin', {
  firstName: 'Bea',
  lastName: 'Boss',
  email: 'bea@example.com',
  defaultMarketId: null,
  defaultMarket: null,
});
const newcomer = buildTeamUser('host', {
  firstName: 'Noa',
  lastName: 'New',
  email: 'noa@example.com',
  status: 'invited',
  invitationExpiresAt: '2999-06-15T12:00:00.000Z',
});
const lapsed = buildTeamUser('host', {
  firstName: 'Lu',
  lastName: 'Late',
  email: 'lu@example.com',
  status: 'invited',
  invitationExpiresAt: '2020-06-15T12:00:00.000Z',
});
const rows = [ana, boss, newcomer, lapsed, asTeamUser(admin, 'admin')];

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET');
const roleSelect = (name: string) => screen.getByRole('combobox', { name: `Role of ${name}` });

describe('the Users tab', () => {
  it('lists name, email, role, market, markets limited to and status, 25 a page', async () => {
    const { calls } = openTeamPage('/users', { caller: admin, users: rows });
    expect(await screen.findByRole('heading', { name: 'Manage Team' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    const cells = within(rowOf('Ana Diaz')).getAllByRole('cell');
    expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Ana Diaz',
      'ana@example.com',
      'Chef',
      'Phoenix',
      'All markets',
      'Active',
    ]);
    expect(
      within(rowOf('Bea Boss')).getByRole('combobox', { name: /Default market/ }),
    ).toHaveTextContent('No default market');
    expect(rowOf('Noa New')).toHaveTextContent('Invitedexpires Jun 15, 2999');
    expect(rowOf('Lu Late')).toHaveTextContent('Invitedexpired');
    const list = calls.find((call) => call.path === '/v1/users');
    expect(new URLSearchParams(list?.search).get('perPage')).toBe('25');
  });

  it('says there are no users, and names a search without a match', async () => {
    const { user, calls } = openTeamPage('/users', { caller: admin, users: [] });
    expect(await screen.findByText(TEAM_MESSAGES.noUsers)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search users'), 'zed');
    expect(await screen.findByText('No results for "zed".')).toBeInTheDocument();
    expect(calls.filter((call) => call.search.includes('q=')).map((call) => call.search)).toEqual([
      '?page=1&perPage=25&q=zed',
    ]);
  });

  it("locks the role of a Super Admin (for an Admin) and the caller's own, saying why", async () => {
    const { user } = openTeamPage('/users', { caller: admin, users: rows });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    expect(roleSelect('Bea Boss')).toHaveAttribute('aria-disabled', 'true');
    expect(roleSelect('Sam Cook')).toHaveAttribute('aria-disabled', 'true');
    expect(roleSelect('Ana Diaz')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByLabelText(TEAM_MESSAGES.onlySuperAdminChangesSuperAdmin)).toContainElement(
      roleSelect('Bea Boss'),
    );
    expect(screen.getByLabelText(TEAM_MESSAGES.ownRoleFixed)).toContainElement(
      roleSelect('Sam Cook'),
    );

    // Staff roles only, and no Super Admin for a caller who is not one.
    await user.click(roleSelect('Ana Diaz'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Admin', 'Chef', 'Host']);
  });

  it('saves a new role, once confirmed, with the row as read, and says so', async () => {
    const { user, calls } = openTeamPage('/users', {
      caller: admin,
      users: rows,
      handlers: {
        [`PUT /v1/users/${ana.id}`]: ({ body }) => ({ data: { ...ana, ...(body as object) } }),
      },
    });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    await user.click(roleSelect('Ana Diaz'));
    await user.click(await screen.findByRole('option', { name: 'Host' }));
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Role updated.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `/v1/users/${ana.id}`,
        body: { roleId: newcomer.roleId, updatedAt: ana.updatedAt },
      }),
    ]);
  });

  it("says 'User not found.' and shows the saved role again when the user is gone", async () => {
    const { user } = openTeamPage('/users', {
      caller: admin,
      users: rows,
      handlers: {
        [`PUT /v1/users/${ana.id}`]: {
          status: 404,
          error: { code: 'not_found', messages: ['User not found.'] },
        },
      },
    });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    await user.click(roleSelect('Ana Diaz'));
    await user.click(await screen.findByRole('option', { name: 'Host' }));
    await user.click(await screen.findByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(TEAM_MESSAGES.userNotFound)).toBeInTheDocument();
    await waitFor(() => expect(roleSelect('Ana Diaz')).toHaveTextContent('Chef'));
  });

  it("passes a refused change's reason on and clears a market with 'No default market'", async () => {
    const { user, calls } = openTeamPage('/users', {
      caller: admin,
      users: rows,
      handlers: {
        [`PUT /v1/users/${ana.id}`]: ({ body }) =>
          (body as { defaultMarketId?: unknown }).defaultMarketId === null
            ? { data: ana }
            : { status: 409, error: { code: 'stale', messages: ['Out of date.'] } },
      },
    });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    const market = () => screen.getByRole('combobox', { name: 'Default market of Ana Diaz' });
    await user.click(market());
    await user.click(await screen.findByRole('option', { name: tucson.name }));
    expect(await screen.findByText('Out of date.')).toBeInTheDocument();
    await waitFor(() => expect(market()).toHaveTextContent('Phoenix'));

    await user.click(market());
    await user.click(await screen.findByRole('option', { name: 'No default market' }));
    expect(await screen.findByText('Default market updated.')).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([
      { defaultMarketId: tucson.id, updatedAt: ana.updatedAt },
      { defaultMarketId: null, updatedAt: ana.updatedAt },
    ]);
  });

  it('limits a user to the markets ticked, saved once when the list closes', async () => {
    const { user, calls } = openTeamPage('/users', {
      caller: admin,
      users: rows,
      handlers: {
        // The API answers the markets limited to by id and name, not the ids sent.
        [`PUT /v1/users/${ana.id}`]: {
          data: {
            ...ana,
            limitedToMarkets: [tucson, phoenix].map(({ id, name }) => ({ id, name })),
          },
        },
      },
    });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    const limits = () => screen.getByRole('combobox', { name: 'Markets of Ana Diaz' });
    expect(limits()).toHaveTextContent('All markets');
    // One's own markets cannot be changed.
    expect(screen.getByRole('combobox', { name: 'Markets of Sam Cook' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(limits());
    await user.click(await screen.findByRole('option', { name: 'Tucson' }));
    await user.click(screen.getByRole('option', { name: 'Phoenix' }));
    expect(writes(calls)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Markets updated.')).toBeInTheDocument();
    expect(writes(calls).map((call) => call.body)).toEqual([
      { limitedToMarketIds: [tucson.id, phoenix.id], updatedAt: ana.updatedAt },
    ]);
  });

  it('sends an invitation again', async () => {
    const { user, calls } = openTeamPage('/users', {
      caller: admin,
      users: rows,
      handlers: { [`POST /v1/users/${newcomer.id}/invitation`]: { data: newcomer } },
    });
    await screen.findByRole('cell', { name: 'Noa New' });
    expect(within(rowOf('Ana Diaz')).queryByRole('button', { name: /Resend/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend invitation to Noa New' }));
    expect(
      await screen.findByText('Invitation sent again to noa@example.com.'),
    ).toBeInTheDocument();
    expect(writes(calls).map((call) => call.path)).toEqual([`/v1/users/${newcomer.id}/invitation`]);
  });

  it('sends no other resend while one is in flight', async () => {
    const resend = heldAnswer({ data: newcomer });
    const { calls } = openTeamPage('/users', {
      caller: admin,
      users: rows,
      handlers: {
        [`POST /v1/users/${newcomer.id}/invitation`]: resend.handler,
        [`POST /v1/users/${lapsed.id}/invitation`]: { data: lapsed },
      },
    });
    // Presses a disabled button too, as a hurried second click would try to.
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    const resendTo = (name: string) =>
      screen.getByRole('button', { name: `Resend invitation to ${name}` });
    await screen.findByRole('cell', { name: 'Noa New' });

    await user.click(resendTo('Noa New'));
    expect(resendTo('Noa New')).toBeDisabled();
    expect(resendTo('Lu Late')).toBeDisabled();
    await user.click(resendTo('Noa New'));
    await user.click(resendTo('Lu Late'));
    expect(writes(calls).map((call) => call.path)).toEqual([`/v1/users/${newcomer.id}/invitation`]);

    resend.release();
    expect(
      await screen.findByText('Invitation sent again to noa@example.com.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(resendTo('Noa New')).toBeEnabled());
    expect(writes(calls)).toHaveLength(1);
  });

  it('removes a user after confirmation, and shows a refusal as the server words it', async () => {
    const { user, calls } = openTeamPage('/users', {
      caller: admin,
      users: rows,
      handlers: {
        [`DELETE /v1/users/${ana.id}`]: { data: { id: ana.id } },
        [`DELETE /v1/users/${newcomer.id}`]: {
          status: 409,
          error: { code: 'conflict', messages: ['Not now.'] },
        },
      },
    });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    // Not oneself, and not a Super Admin for a caller who is not one.
    expect(screen.queryByRole('button', { name: 'Remove Sam Cook' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Bea Boss' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Ana Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ana Diaz?' });
    expect(dialog).toHaveTextContent('loses access to the console at once');
    expect(writes(calls)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('User has been removed.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `/v1/users/${ana.id}` }),
    ]);

    // Once the dialog has gone, the list is reachable again.
    await user.click(await screen.findByRole('button', { name: 'Remove Noa New' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Noa New?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Not now.')).toBeInTheDocument();
  });
});

describe('who sees what on Manage Team', () => {
  it('shows plain text and no actions without editUser, removeUser or inviteUser', async () => {
    openTeamPage('/users', {
      caller: buildCaller('chef', { permissions: ['removeUser'] }),
      users: rows,
    });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    expect(screen.queryByRole('combobox', { name: /Role of/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Default market of/ })).toBeNull();
    expect(within(rowOf('Ana Diaz')).getAllByRole('cell')[2]).toHaveTextContent('Chef');
    expect(screen.queryByRole('button', { name: 'Invite User' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Ana Diaz' })).toBeInTheDocument();
    // Not a Super Admin: no tabs beyond the users.
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('has no Remove without removeUser', async () => {
    openTeamPage('/users', {
      caller: buildCaller('chef', { permissions: ['inviteUser', 'editUser'] }),
      users: rows,
    });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeInTheDocument();
    expect(roleSelect('Ana Diaz')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('gives a Super Admin the roles, history and change log tabs, and the Super Admin role to give', async () => {
    const { user } = openTeamPage('/users', { caller: buildCaller('superAdmin'), users: rows });
    await screen.findByRole('cell', { name: 'Ana Diaz' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Users',
      'Roles & Permissions',
      'Change History',
      'Change Log',
    ]);
    expect(screen.getByRole('button', { name: 'Remove Bea Boss' })).toBeInTheDocument();
    await user.click(roleSelect('Ana Diaz'));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Super Admin', 'Admin', 'Chef', 'Host']);
  });

  it('tells staff without any user permission so, without asking for the list', async () => {
    const { calls } = openTeamPage('/users?tab=roles', {
      caller: buildCaller('chef', { permissions: ['viewMenu'] }),
      users: rows,
    });
    expect(
      await screen.findByText('You do not have permission to manage users.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/v1/users')).toBe(false);
    expect(calls.some((call) => call.path.startsWith('/v1/team'))).toBe(false);
  });
});
