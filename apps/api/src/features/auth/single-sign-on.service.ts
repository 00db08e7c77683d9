import type { SignInResult } from '@catering/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findCurrentUser } from './auth.repo.js';
import type { BetterAuth } from './better-auth.js';
import { SSO_PROVIDER_ID } from './single-sign-on.js';

/** Where the provider's answer lands: the web app trades the session cookie for its token. */
export const SSO_COMPLETE_PATH = '/sso/complete';

/** A redirect and the cookies it must carry. */
export interface Redirect {
  location: string;
  setCookies: string[];
}

/**
 * The three steps of a single sign-on around better-auth (docs/single-sign-on.md 2):
 * start (state and PKCE verifier stored, the browser sent to the provider), the provider's
 * callback (run by better-auth's own handler: code exchange, ID token checks, the person
 * matched or refused, a session opened in an HttpOnly cookie), and the exchange of that
 * cookie for the bearer token the web app sends, after which the cookie is cleared.
 */
export function createSingleSignOn(db: Db, auth: BetterAuth, publicUrl: string) {
  /** The session cookie's name (with `__Secure-` on https) and how to clear it. */
  async function clearSessionCookie(): Promise<string> {
    const { authCookies } = await auth.$context;
    const { name, attributes } = authCookies.sessionToken;
    const secure = attributes.secure ? '; Secure' : '';
    return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`;
  }

  return {
    async start(): Promise<Redirect> {
      const { headers, response } = await auth.api.signInSocial({
        body: {
          provider: SSO_PROVIDER_ID,
          callbackURL: `${publicUrl}${SSO_COMPLETE_PATH}`,
          errorCallbackURL: `${publicUrl}/login`,
          disableRedirect: true,
        },
        headers: new Headers(),
        returnHeaders: true,
      });
      if (!response.url) throw notFound('Single sign-on is not available.');
      return { location: response.url, setCookies: headers.getSetCookie() };
    },

    /** better-auth's handler, for the provider's callback only (the route decides which). */
    handle: (request: Request) => auth.handler(request),

    /**
     * The signed session cookie the callback set, as a sign-in's answer. A missing, forged
     * or expired cookie is 401; the cookie is cleared either way.
     */
    async exchange(cookieHeader: string | undefined): Promise<{
      result: SignInResult | undefined;
      clearCookie: string;
    }> {
      const clearCookie = await clearSessionCookie();
      if (!cookieHeader) return { result: undefined, clearCookie };
      const found = await auth.api.getSession({ headers: new Headers({ cookie: cookieHeader }) });
      const user = found && (await findCurrentUser(db, found.user.id));
      if (!found || !user) return { result: undefined, clearCookie };
      return { result: { token: found.session.token, user }, clearCookie };
    },
  };
}

export type SingleSignOn = ReturnType<typeof createSingleSignOn>;
