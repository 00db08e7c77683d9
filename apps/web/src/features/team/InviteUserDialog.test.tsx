import { AUTH_MESSAGES, TEAM_MESSAGES } from '@catering/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickOption } from '../../test/account-fixtures';
import type { MockAnswer, RecordedCall } from '../../test/mock-api';
import type { TestUser } from '../../test/open-page';
import {
  buildCaller,
  buildTeamUser,
  openTeamPage,
  phoenix,
  roles,
  tucson,
} from '../../test/team-fixtures';

const admin = buildCaller('admin', { defaultMarketId: tucson.id });
const invited = buildTeamUser('chef', {
  email: 'new.chef@example.com',
  firstName: 'Nia',
  lastName: 'Ng',
  status: 'invited',
  invitationExpiresAt: '2999-06-15T12:00:00.000Z',
});
const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');
const listReads = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/v1/users').length;

async function openInviteDialog(answer: MockAnswer = { status: 201, data: invited }) {
  const page = openTeamPage('/users', {
    caller: admin,
    handlers: { 'POST /v1/users': answer },
  });
  await page.user.click(await screen.findByRole('button', { name: 'Invite User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
  return { ...page, dialog };
}

async function fillIn(user: TestUser, email = 'New.Chef@example.com') {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^First Name/), 'Nia');
  await user.type(screen.getByLabelText(/^Last Name/), 'Ng');
  await pickOption(user, 'Role', 'Chef');
}

const send = (user: TestUser, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

describe('the invite dialog', () => {
  it('limits the new person to the markets ticked, and names the default-market rule', async () => {
    const { user, dialog, calls } = await openInviteDialog({
      status: 400,
      error: {
        code: 'validation_failed',
        messages: ['The default market must be one of the markets the user is limited to.'],
      },
    });
    const limit = screen.getByRole('combobox', { name: /^Limited to/ });
    expect(limit).toHaveTextContent('All markets');
    await fillIn(user);
    await user.click(limit);
    await user.click(await screen.findByRole('option', { name: 'Phoenix' }));
    await user.keyboard('{Escape}');
    expect(limit).toHaveTextContent('Phoenix');
    await send(user, dialog);
    expect(
      await within(dialog).findByText(
        'The default market must be one of the markets the user is limited to.',
      ),
    ).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      expect.objectContaining({ defaultMarketId: tucson.id, limitedToMarketIds: [phoenix.id] }),
    ]);
  });

  it("shows the schema's messages and sends nothing while fields are missing", async () => {
    const { user, dialog, calls } = await openInviteDialog();
    await send(user, dialog);
    // Email, first name, last name and role each say so.
    expect(await within(dialog).findAllByText(TEAM_MESSAGES.inviteRequired)).toHaveLength(4);

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await send(user, dialog);
    expect(await within(dialog).findByText(AUTH_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("sends the invitation with the caller's market, closes, refreshes the list and says so", async () => {
    const { user, dialog, calls } = await openInviteDialog();
    // Only staff roles to give, no Super Admin for an Admin.
    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Admin',
      'Chef',
      'Host',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: /^Default Market/ })).toHaveTextContent('Tucson');
    const readsBefore = listReads(calls);

    await fillIn(user);
    await send(user, dialog);

    expect(await screen.findByText('Invitation sent to new.chef@example.com.')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        email: 'new.chef@example.com',
        firstName: 'Nia',
        lastName: 'Ng',
        roleId: roles.chef.id,
        defaultMarketId: tucson.id,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(listReads(calls)).toBeGreaterThan(readsBefore);
  });

  it('leaves the market out when none is chosen', async () => {
    const { user, dialog, calls } = await openInviteDialog();
    await fillIn(user);
    await pickOption(user, 'Default Market', 'No default market');
    await send(user, dialog);
    await screen.findByText('Invitation sent to new.chef@example.com.');
    expect(posts(calls)[0]?.body).not.toHaveProperty('defaultMarketId');
  });

  it('says the e-mail is taken on a conflict and keeps what was typed', async () => {
    const { user, dialog } = await openInviteDialog({
      status: 409,
      error: { code: 'conflict', messages: ['Email new.chef@example.com already used.'] },
    });
    await fillIn(user);
    await send(user, dialog);
    expect(
      await within(dialog).findByText(TEAM_MESSAGES.emailUsed('new.chef@example.com')),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('New.Chef@example.com');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Nia');
    expect(screen.getByRole('dialog', { name: 'Invite User' })).toBeInTheDocument();
  });

  it('says which fields are required on validation_failed', async () => {
    const { user, dialog } = await openInviteDialog({
      status: 400,
      error: { code: 'validation_failed', messages: ['roleId: Unknown role.'] },
    });
    await fillIn(user);
    await send(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      TEAM_MESSAGES.inviteRequired,
    );
  });

  it('falls back to the generic text for a server fault', async () => {
    const { user, dialog } = await openInviteDialog({
      status: 500,
      error: { code: 'internal', messages: ['boom'] },
    });
    await fillIn(user);
    await send(user, dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('boom');
  });
});

describe('closing the invite dialog', () => {
  it('keeps what was typed when Escape closes it, and forgets it on Cancel', async () => {
    const { user } = await openInviteDialog();
    await user.type(screen.getByLabelText(/^Email/), 'half.typed@example.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const again = await screen.findByRole('dialog', { name: 'Invite User' });
    expect(within(again).getByLabelText(/^Email/)).toHaveValue('half.typed@example.com');

    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const fresh = await screen.findByRole('dialog', { name: 'Invite User' });
    expect(within(fresh).getByLabelText(/^Email/)).toHaveValue('');
  });
});
