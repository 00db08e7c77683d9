import { AUTH_MESSAGES } from '@catering/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAuthToken, saveAuthToken } from '../../lib/auth-token';
import { buildUser, meOf } from '../../test/fixtures';
import { mockApi, referenceHandlers } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { setViewportWidth } from '../../test/viewport';

const STRONG = 'plum-orchard-quietly-41';

const strength = () => screen.getByRole('meter', { name: 'Password strength' });

describe('the strength meter on the reset page', () => {
  it('rates the password while it is typed and names the broken rule', async () => {
    mockApi({});
    renderApp('/reset-password?token=abc');
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByLabelText('New password');
    // The field is described by the meter, so a screen reader hears the strength with it.
    expect(field.getAttribute('aria-describedby')).toBe(strength().parentElement?.id);

    await user.type(field, 'password');
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(strength()).toHaveAttribute('aria-valuetext', 'Weak');

    await user.type(field, '1234');
    expect(await screen.findByText(AUTH_MESSAGES.passwordTooCommon)).toBeInTheDocument();
    expect(strength()).toHaveAttribute('aria-valuetext', 'Weak');

    await user.clear(field);
    await user.type(field, STRONG);
    await waitFor(() => expect(strength()).toHaveAttribute('aria-valuetext', 'Strong'));
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(screen.queryByText(/too common/)).toBeNull();
  });

  it('refuses a common password on saving, and sends nothing', async () => {
    const { calls } = mockApi({});
    renderApp('/reset-password?token=abc');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New password'), '123456789012');
    await user.type(screen.getByLabelText('Confirm password'), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field.getAttribute('aria-describedby')).toContain('helper-text');
    // Said once, under the field, not again under the meter.
    expect(screen.getAllByText(AUTH_MESSAGES.passwordTooCommon)).toHaveLength(1);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('a weak existing password', () => {
  beforeEach(() => setViewportWidth(1280));

  function flaggedUser() {
    saveAuthToken('token-old');
    const flagged = buildUser({ permissions: ['viewMenu'], passwordChangeRequired: true });
    let current = flagged;
    const mock = mockApi({
      'GET /me': () => ({ data: meOf(current) }),
      'POST /v1/auth/password': () => {
        current = { ...flagged, passwordChangeRequired: false };
        return { data: { token: 'token-new' } };
      },
      'POST /v1/auth/sign-out': { data: { ok: true } },
      ...referenceHandlers(),
    });
    renderApp('/');
    return { ...mock, user: userEvent.setup({ delay: null }) };
  }

  it('is asked for a stronger one before the console, which opens once it is changed', async () => {
    const { user, calls } = flaggedUser();
    expect(
      await screen.findByRole('heading', { name: 'Please choose a stronger password' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'main navigation' })).toBeNull();

    await user.type(screen.getByLabelText('Current password'), 'password1234');
    await user.type(screen.getByLabelText('New password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('navigation', { name: 'main navigation' })).toBeInTheDocument();
    const change = calls.find((call) => call.path === '/v1/auth/password');
    expect(change?.body).toEqual({ currentPassword: 'password1234', password: STRONG });
    expect(change?.headers.Authorization).toBe('Bearer token-old');
    expect(readAuthToken()).toBe('token-new');
    expect(calls.filter((call) => call.path === '/me').at(-1)?.headers.Authorization).toBe(
      'Bearer token-new',
    );
  });

  it('shows the server’s message for a wrong current password, and can sign out instead', async () => {
    const { user } = flaggedUser();
    mockApi({
      'GET /me': { data: meOf(buildUser({ passwordChangeRequired: true })) },
      'POST /v1/auth/password': {
        status: 400,
        error: { code: 'validation_failed', messages: [AUTH_MESSAGES.currentPasswordWrong] },
      },
      'POST /v1/auth/sign-out': { data: { ok: true } },
      ...referenceHandlers(),
    });
    await user.type(await screen.findByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AUTH_MESSAGES.currentPasswordWrong)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(readAuthToken()).toBeNull();
  });
});

describe('the profile page', () => {
  beforeEach(() => setViewportWidth(1280));

  it('changes the password from the navigation’s link', async () => {
    saveAuthToken('token-1');
    const { calls } = mockApi({
      'GET /me': { data: meOf(buildUser({ email: 'sam@example.com', permissions: ['viewMenu'] })) },
      'POST /v1/auth/password': { data: { token: 'token-2' } },
      ...referenceHandlers(),
    });
    renderApp('/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('link', { name: 'Profile and password' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'old-password-12');
    await user.type(screen.getByLabelText('New password'), STRONG);
    await user.type(screen.getByLabelText('Confirm password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(AUTH_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(readAuthToken()).toBe('token-2');
    expect(calls.find((call) => call.path === '/v1/auth/password')?.body).toEqual({
      currentPassword: 'old-password-12',
      password: STRONG,
    });
  });
});
