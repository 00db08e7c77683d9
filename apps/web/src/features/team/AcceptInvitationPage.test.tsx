import { AUTH_MESSAGES, TEAM_MESSAGES } from '@catering/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAuthToken } from '../../lib/auth-token';
import { buildUser, meOf } from '../../test/fixtures';
import { type MockAnswer, mockApi, referenceHandlers } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { setViewportWidth } from '../../test/viewport';

const invitation = {
  email: 'nia@example.com',
  firstName: 'Nia',
  lastName: 'Ng',
  expiresAt: '2999-06-15T12:00:00.000Z',
};
const nia = buildUser({ email: 'nia@example.com', firstName: 'Nia', permissions: ['viewMenu'] });
const refused: MockAnswer = {
  status: 400,
  error: { code: 'validation_failed', messages: [TEAM_MESSAGES.invitationInvalid] },
};

function openInvitation(
  read: MockAnswer = { data: invitation },
  accept: MockAnswer = { data: { token: 'token-nia', user: nia } },
) {
  const mock = mockApi({
    'GET /v1/auth/invitation': read,
    'POST /v1/auth/invitation/accept': accept,
    'GET /me': { data: meOf(nia) },
    ...referenceHandlers(),
  });
  renderApp('/accept-invitation?token=abc123');
  return { ...mock, user: userEvent.setup({ delay: null }) };
}

async function choosePassword(user: ReturnType<typeof userEvent.setup>, confirm = 'new-secret-1') {
  await user.type(await screen.findByLabelText('New password'), 'new-secret-1');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
}

describe('the invitation page', () => {
  beforeEach(() => setViewportWidth(1280));

  it('welcomes the person, sets the password, signs in and opens the console', async () => {
    const { user, calls } = openInvitation();
    expect(await screen.findByRole('heading', { name: 'Welcome, Nia' })).toBeInTheDocument();
    expect(screen.getByText('nia@example.com')).toBeInTheDocument();
    expect(new URLSearchParams(calls[0]?.search).get('token')).toBe('abc123');

    await choosePassword(user);

    expect(await screen.findByRole('navigation', { name: 'main navigation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Menus' })).toBeInTheDocument();
    expect(readAuthToken()).toBe('token-nia');
    const accept = calls.find((call) => call.path === '/v1/auth/invitation/accept');
    expect(accept?.body).toEqual({ token: 'abc123', password: 'new-secret-1' });
    const me = calls.find((call) => call.path === '/me');
    expect(me?.headers.Authorization).toBe('Bearer token-nia');
  });

  it('explains an invalid or expired link and leads to the sign-in screen', async () => {
    const { user } = openInvitation(refused);
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says so when the two passwords differ, and sends nothing', async () => {
    const { user, calls } = openInvitation();
    await choosePassword(user, 'something-else');
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('uses the reset page rules for the password itself', async () => {
    const { user } = openInvitation();
    await user.click(await screen.findByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
  });

  it('shows the invalid-link text when the link is refused on accepting', async () => {
    const { user } = openInvitation(undefined, refused);
    await choosePassword(user);
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(readAuthToken()).toBeNull();
  });
});
