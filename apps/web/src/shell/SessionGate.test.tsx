import { AUTH_MESSAGES } from '@catering/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readAuthToken, saveAuthToken } from '../lib/auth-token';
import { buildMarket, buildUser, meOf } from '../test/fixtures';
import { buildMenu, menuListItem } from '../test/menu-fixtures';
import { heldAnswer, mockApi, referenceHandlers } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { setViewportWidth } from '../test/viewport';
import { CRASH_MESSAGE } from './ErrorPage';

const staff = buildUser({
  email: 'admin@example.com',
  roleName: 'Admin',
  permissions: ['viewMenu'],
});

describe('pages outside the shell', () => {
  it('says so on /not-found', async () => {
    renderApp('/not-found');
    expect(await screen.findByText('Page not found.')).toBeInTheDocument();
    expect(screen.getByText('Are you supposed to be here?')).toBeInTheDocument();
  });

  it('shows the crash page on /error', async () => {
    renderApp('/error');
    expect(await screen.findByText(CRASH_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(/notified/)).toBeInTheDocument();
  });
});

describe('the session gate', () => {
  beforeEach(() => setViewportWidth(1280));

  it('signs in, waits, loads the user and reference lists, then shows the shell', async () => {
    const { calls } = mockApi({
      'POST /v1/auth/sign-in': { data: { token: 'token-1', user: staff } },
      'GET /me': { data: meOf(staff), meta: { userType: 'User' } },
      ...referenceHandlers({ '/v1/markets': [buildMarket('Phoenix')] }),
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('navigation', { name: 'main navigation' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Menus' })).toBeInTheDocument();
    expect(readAuthToken()).toBe('token-1');
    const me = calls.find((call) => call.path === '/me');
    expect(me?.headers.Authorization).toBe('Bearer token-1');
    // Sixteen reference lists, and the menu list the home page shows to staff.
    const reads = calls.filter((call) => call.path.startsWith('/v1/') && call.method === 'GET');
    expect(reads.filter((call) => call.path !== '/v1/menus')).toHaveLength(16);
    expect(reads.some((call) => call.path === '/v1/menus')).toBe(true);
  });

  it('asks for the menu list and the reference lists with /me, not after it', async () => {
    const me = heldAnswer({ data: meOf(staff), meta: { userType: 'User' } });
    const menu = menuListItem(buildMenu({ name: 'Taste of India' }));
    const { calls } = mockApi({
      'POST /v1/auth/sign-in': { data: { token: 'token-1', user: staff } },
      'GET /me': me.handler,
      ...referenceHandlers(),
      'GET /v1/menus': { data: [menu], meta: { count: 1 } },
    });
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    // The sign-in answered for a staff member: nothing waits for /me to say so again.
    await waitFor(() => expect(calls.filter((call) => call.path !== '/me')).toHaveLength(18));
    expect(calls.map((call) => call.path).slice(0, 3)).toEqual([
      '/v1/auth/sign-in',
      '/me',
      '/v1/menus',
    ]);
    expect(screen.queryByRole('heading', { name: 'Menus' })).not.toBeInTheDocument();

    me.release();
    expect(await screen.findByRole('link', { name: 'Taste of India' })).toBeInTheDocument();
    // The list shows the page asked for at sign-in rather than asking again.
    expect(calls.filter((call) => call.path === '/v1/menus')).toHaveLength(1);
  });

  it('shows the not-found text for an unknown path inside the shell', async () => {
    saveAuthToken('token-1');
    mockApi({ 'GET /me': { data: meOf(staff) }, ...referenceHandlers() });
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found.')).toBeInTheDocument();
    expect(screen.getByText('Are you supposed to be here?')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'main navigation' })).toBeInTheDocument();
  });

  it('opens the navigation from the top bar on a small screen', async () => {
    setViewportWidth(600);
    saveAuthToken('token-1');
    mockApi({ 'GET /me': { data: meOf(staff) }, ...referenceHandlers() });
    renderApp('/settings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'open navigation' }));
    expect(await screen.findByRole('navigation', { name: 'main navigation' })).toBeInTheDocument();
  });

  it('lands a Host on the hosts page at /', async () => {
    saveAuthToken('token-1');
    const host = buildUser({ roleName: 'Host', permissions: ['viewScheduleMenu'] });
    const { calls } = mockApi({ 'GET /me': { data: meOf(host) }, ...referenceHandlers() });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hosts' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/v1/menus')).toBe(false);
  });

  it('turns other user types away, and lets them log out', async () => {
    saveAuthToken('token-1');
    const consumer = buildUser({ userType: 'Consumer', roleName: 'Point of Contact' });
    const { calls } = mockApi({
      'GET /me': { data: meOf(consumer) },
      'POST /v1/auth/sign-out': { data: { ok: true } },
    });
    renderApp('/');
    expect(await screen.findByText(AUTH_MESSAGES.noAccess)).toBeInTheDocument();
    // Reference lists are staff-only; a consumer is not made to ask for them.
    expect(calls.map((call) => call.path)).toEqual(['/me']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(readAuthToken()).toBeNull();
    expect(calls.at(-1)?.path).toBe('/v1/auth/sign-out');
  });

  it('goes to the error page when a reference list fails to load', async () => {
    saveAuthToken('token-1');
    mockApi({
      'GET /me': { data: meOf(staff) },
      ...referenceHandlers(),
      'GET /v1/markets': { status: 500, error: { code: 'internal', messages: ['boom'] } },
    });
    const { router } = renderApp('/brands');
    expect(await screen.findByText(CRASH_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('returns to the login screen when the token is no longer accepted', async () => {
    saveAuthToken('revoked');
    mockApi({
      'GET /me': { status: 401, error: { code: 'unauthenticated', messages: ['Sign in again.'] } },
    });
    renderApp('/tags');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(readAuthToken()).toBeNull();
  });
});
