import { AUTH_MESSAGES } from '@catering/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallAt, apiSignIn } from '../support/api';
import { useBrowser } from '../support/browser';
import { ADMIN_EMAIL, e2eEnvironment } from '../support/context';
import { type ExtraConsole, startExtraConsole } from '../support/extra-console';
import {
  startIdentityProvider,
  TEST_CLIENT,
  type TestIdentityProvider,
} from '../support/oidc-provider';
import { findFreePort } from '../support/server-process';
import { expectVisible, mainNavigation } from '../support/ui';

const browser = useBrowser();
const PROVIDER_NAME = 'Journey ID';
const INVITED = 'invitee@example.com';

interface TeamUserRow {
  email: string;
  status: string;
  role: { name: string } | null;
}

let idp: TestIdentityProvider;
let console_: ExtraConsole;
let adminToken: string;

beforeAll(async () => {
  const [consolePort, idpPort] = [await findFreePort(), await findFreePort()];
  idp = await startIdentityProvider(idpPort, `http://localhost:${consolePort}`);
  console_ = await startExtraConsole(
    'sso',
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      OIDC_NAME: PROVIDER_NAME,
      OIDC_ALLOWED_DOMAINS: 'allowed.test',
    },
    consolePort,
  );
  adminToken = await apiSignIn(ADMIN_EMAIL, e2eEnvironment().adminPassword, console_.baseUrl);
}, 120_000);

afterAll(async () => {
  await console_?.stop();
  await idp?.stop();
});

/** From the console's login page through the provider's own login and consent pages. */
async function signInAtProvider(page: Page, email: string) {
  await page.goto(console_.baseUrl);
  await page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }).click();
  await page.waitForURL(`${idp.issuer}/**`);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any password at the provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function teamUser(email: string): Promise<TeamUserRow | undefined> {
  const rows = await apiCallAt<TeamUserRow[]>(
    console_.baseUrl,
    adminToken,
    'GET',
    `/v1/users?q=${encodeURIComponent(email)}`,
  );
  return rows.find((row) => row.email === email);
}

describe('single sign-on through the operator’s OpenID Connect provider', () => {
  it('lets an invited person in with the role they were invited with', async () => {
    const roles = await apiCallAt<{ id: string; name: string }[]>(
      console_.baseUrl,
      adminToken,
      'GET',
      '/v1/roles?perPage=100',
    );
    const culinary = roles.find((role) => role.name === 'Culinary');
    await apiCallAt(console_.baseUrl, adminToken, 'POST', '/v1/users', {
      email: INVITED,
      firstName: 'Ivy',
      lastName: 'Invited',
      roleId: culinary?.id,
    });
    expect((await teamUser(INVITED))?.status).toBe('invited');

    const page = await browser.newPage();
    await page.goto(console_.baseUrl);
    await expectVisible(page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }));
    await expectVisible(page.getByLabel('Password', { exact: true }));
    await browser.screenshot(page, 'sso-login-page');

    await signInAtProvider(page, INVITED);
    await expectVisible(mainNavigation(page));
    // Culinary's console, and the sign-in page's address is gone from the history.
    await expectVisible(page.getByRole('link', { name: 'Ingredients', exact: true }));
    expect(new URL(page.url()).pathname).not.toBe('/sso/complete');
    await browser.screenshot(page, 'sso-invited-signed-in');
    const joined = await teamUser(INVITED);
    expect(joined?.status).toBe('active');
    expect(joined?.role?.name).toBe('Culinary');
  });

  it('refuses a person nobody invited, with a clear message', async () => {
    const page = await browser.newPage();
    await signInAtProvider(page, 'stranger@elsewhere.test');
    await expectVisible(page.getByText(AUTH_MESSAGES.ssoNotInvited));
    await expectVisible(page.getByRole('link', { name: `Sign in with ${PROVIDER_NAME}` }));
    expect(new URL(page.url()).search).toBe('');
    await browser.screenshot(page, 'sso-not-invited');
    expect(await teamUser('stranger@elsewhere.test')).toBeUndefined();
  });

  it('lets a person of an allowed domain arrive with no role, until a Super Admin gives one', async () => {
    const page = await browser.newPage();
    await signInAtProvider(page, 'newcomer@allowed.test');
    await expectVisible(page.getByText(AUTH_MESSAGES.noRoleYet));
    await browser.screenshot(page, 'sso-allowed-domain-no-role');
    const arrived = await teamUser('newcomer@allowed.test');
    expect(arrived?.status).toBe('active');
    expect(arrived?.role).toBeNull();
  });
});
