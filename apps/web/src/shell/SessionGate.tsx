import { type Me, STAFF_USER_TYPE } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SignedOutScreens } from '../features/auth/SignedOutScreens';
import { isApiError } from '../lib/api';
import { useReferenceDataLoad } from '../lib/reference-data';
import { reportClientError } from '../lib/report-error';
import {
  CurrentUserContext,
  currentUserQuery,
  InstallationFeaturesContext,
  useSession,
} from '../lib/session';
import { AppShell } from './AppShell';
import { FullScreenLoader } from './FullScreenLoader';
import { useLandingPageData } from './landing-data';
import { NoAccessPage } from './NoAccessPage';
import { PasswordChangeRequiredPage } from './PasswordChangeRequiredPage';

/**
 * After the pause that follows sign-in: the current user and (for staff only, other user
 * types get 403 on them) every reference list, with the landing page's data. Who signed in
 * is known from the sign-in's answer, so they all start together; a session resumed from a
 * saved token waits for GET /me to know. A failure other than 401 leads to /error; a 401
 * has already sent the user back to the login screen (see lib/api.ts).
 */
function useSignedInData(enabled: boolean) {
  const navigate = useNavigate();
  const { signedInAs } = useSession();
  const me = useQuery({ ...currentUserQuery, enabled });
  const user = enabled ? me.data : undefined;
  const isStaff = user?.userType === STAFF_USER_TYPE;
  // GET /me has the last word: a user whose type changed since sign-in stops the lists.
  const expectedUser = user ?? (enabled ? (signedInAs ?? undefined) : undefined);
  const loadsStaffData = expectedUser?.userType === STAFF_USER_TYPE;
  useLandingPageData(loadsStaffData ? expectedUser : undefined);
  const referenceState = useReferenceDataLoad(loadsStaffData);

  const userFailed = !user && me.isError && !(isApiError(me.error) && me.error.status === 401);
  const mustShowErrorPage = enabled && (userFailed || referenceState === 'failed');
  useEffect(() => {
    if (!mustShowErrorPage) return;
    reportClientError(
      userFailed ? 'current-user' : 'reference-load',
      userFailed ? me.error : 'A reference list failed to load',
    );
    navigate('/error');
  }, [mustShowErrorPage, userFailed, me.error, navigate]);

  return { user, isStaff, isReady: referenceState === 'ready' };
}

/**
 * Layout route of every signed-in page: decides between the login screens, the loader,
 * the no-access page, the stronger-password page and the shell, whatever the address is (spec 4, "Views").
 * The loader is always the last child, so one quote stays up from sign-in to the shell.
 */
export function SessionGate() {
  const { phase } = useSession();
  const { user, isStaff, isReady } = useSignedInData(phase === 'active');

  let content: ReactNode = null;
  let loading = true;
  if (phase === 'signedOut' || phase === 'signingIn') {
    content = <SignedOutScreens />;
    loading = phase === 'signingIn';
  } else if (phase === 'active' && user && !isStaff) {
    content = <NoAccessPage />;
    loading = false;
  } else if (phase === 'active' && user && user.role === null) {
    content = <NoAccessPage noRoleYet />;
    loading = false;
  } else if (phase === 'active' && user?.passwordChangeRequired) {
    content = <PasswordChangeRequiredPage />;
    loading = false;
  } else if (phase === 'active' && user && isReady) {
    content = <SignedInShell user={user} />;
    loading = false;
  }

  return (
    <>
      {content}
      {loading && <FullScreenLoader />}
    </>
  );
}

function SignedInShell({ user }: { user: Me }) {
  return (
    <CurrentUserContext.Provider value={user}>
      <InstallationFeaturesContext.Provider value={user.features}>
        <AppShell />
      </InstallationFeaturesContext.Provider>
    </CurrentUserContext.Provider>
  );
}
