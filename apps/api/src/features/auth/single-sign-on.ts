import { AUTH_MESSAGES } from '@catering/domain';
import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { SsoConfig } from '../../config.js';

/*
 * Single sign-on through the operator's OpenID Connect provider (docs/single-sign-on.md):
 * better-auth's generic OAuth plugin does discovery, the authorization code flow with PKCE
 * and the ID token's checks; this file decides who may come in.
 */

/** better-auth's name of the provider, and the last part of its callback path. */
export const SSO_PROVIDER_ID = 'oidc';

/** The error code the callback hands the login page when nobody invited the person. */
export const NOT_INVITED_CODE = 'NOT_INVITED';

/** What the console does when a person signs in by single sign-on for the first time. */
export type FirstSingleSignOn = (userId: string, providerId: string) => Promise<void>;

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * Whether an address nobody invited may arrive (then with no role): only from a domain the
 * operator listed. Invited people are matched by address before this is asked.
 */
export function mayArriveUninvited(email: string, allowedDomains: readonly string[]): boolean {
  return allowedDomains.includes(domainOf(email));
}

interface OidcClaims {
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');

/** The generic OAuth plugin, configured from the OIDC_ settings. */
export function singleSignOnPlugin(sso: SsoConfig) {
  return genericOAuth({
    config: [
      {
        providerId: SSO_PROVIDER_ID,
        name: sso.name,
        discoveryUrl: `${sso.issuer}/.well-known/openid-configuration`,
        clientId: sso.clientId,
        clientSecret: sso.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        // An ID token that fails the issuer's keys or the nonce refuses the sign-in.
        requireIdTokenVerification: true,
        mapProfileToUser: (profile: OidcClaims) => ({
          firstName: text(profile.given_name),
          lastName: text(profile.family_name),
        }),
      },
    ],
  });
}

/**
 * The provider's hooks: a user row is only ever created by a single sign-on (e-mail sign-up
 * is off, invitations insert their own rows), so creating one means an uninvited person,
 * admitted only from an allowed domain, as staff with no role. The first credential of a
 * person made by the provider is their first single sign-on.
 */
export function singleSignOnHooks(sso: SsoConfig, onFirstSignOn: FirstSingleSignOn) {
  return {
    user: {
      create: {
        before: async (user: { email: string; name?: string; firstName?: string }) => {
          if (!mayArriveUninvited(user.email, sso.allowedDomains)) {
            throw new APIError('FORBIDDEN', {
              code: NOT_INVITED_CODE,
              message: AUTH_MESSAGES.ssoNotInvited,
            });
          }
          return { data: { ...user, roleId: null, userType: 'User' } };
        },
      },
    },
    account: {
      create: {
        after: async (account: { providerId: string; userId: string }) => {
          if (account.providerId === SSO_PROVIDER_ID) {
            await onFirstSignOn(account.userId, account.providerId);
          }
        },
      },
    },
  };
}
