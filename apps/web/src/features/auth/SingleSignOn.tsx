import { AUTH_MESSAGES, type SignInMethods } from '@catering/domain';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';

/** The start of a single sign-on: a full page visit, the server sends the browser on. */
export const SSO_START_PATH = '/v1/auth/sso/start';

/**
 * Why a single sign-on came back refused: the `error` the server's callback puts on the
 * address (docs/single-sign-on.md 4), or null when there is none.
 */
export function singleSignOnFailure(search: string): string | null {
  const code = new URLSearchParams(search).get('error');
  if (!code) return null;
  if (code === 'NOT_INVITED') return AUTH_MESSAGES.ssoNotInvited;
  if (code === 'account_not_linked') return AUTH_MESSAGES.ssoEmailUnverified;
  return AUTH_MESSAGES.ssoFailed;
}

export function SingleSignOnButton({ methods }: { methods: SignInMethods }) {
  if (!methods.singleSignOn) return null;
  return (
    <>
      <Button variant="contained" size="large" href={SSO_START_PATH}>
        Sign in with {methods.singleSignOn.name}
      </Button>
      {methods.password && <Divider>or</Divider>}
    </>
  );
}
