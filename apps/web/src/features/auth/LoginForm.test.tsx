import { AUTH_MESSAGES } from '@catering/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAuthToken } from '../../lib/auth-token';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function signInAs(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  it("says 'Wrong password.' when the API answers 401 auth/wrong-password", async () => {
    const { calls } = mockApi({
      'POST /v1/auth/sign-in': {
        status: 401,
        error: { code: 'auth/wrong-password', messages: ['Invalid e-mail or password.'] },
      },
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await signInAs('Chef@Example.com', 'not-the-password');

    expect(await screen.findByText(AUTH_MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ email: 'chef@example.com', password: 'not-the-password' });
    expect(readAuthToken()).toBeNull();
    // The form keeps what was typed, so only the password needs fixing.
    expect(screen.getByLabelText('Email')).toHaveValue('Chef@Example.com');
  });

  it("passes the server's words on when sign-in is rate limited", async () => {
    mockApi({
      'POST /v1/auth/sign-in': {
        status: 429,
        error: { code: 'rate_limited', messages: [AUTH_MESSAGES.tooManyAttempts] },
      },
    });
    renderApp('/');
    await signInAs('chef@example.com', 'secret-password');
    expect(await screen.findByText(AUTH_MESSAGES.tooManyAttempts)).toBeInTheDocument();
  });

  it('falls back to a generic message for anything unexpected', async () => {
    mockApi({
      'POST /v1/auth/sign-in': { status: 500, error: { code: 'internal', messages: ['boom'] } },
    });
    renderApp('/');
    await signInAs('chef@example.com', 'secret-password');
    expect(await screen.findByText(AUTH_MESSAGES.signInFallback)).toBeInTheDocument();
  });

  it('checks the reset e-mail before asking the server', async () => {
    const { calls } = mockApi({ 'POST /v1/auth/password-reset': { data: { ok: true } } });
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'chef@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(AUTH_MESSAGES.resetSent)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'chef@example.com' });
  });
});
