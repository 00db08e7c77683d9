import {
  type CurrentUser,
  hasPermission,
  type InstallationFeatures,
  type Permission,
  permissionsOf,
  type SignInInput,
  type SignInResult,
} from '@catering/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { api, setSessionExpiredHandler } from './api';
import { clearAuthToken, readAuthToken, saveAuthToken } from './auth-token';
import { forgetOfflineCopies } from './offline-cache';

/**
 * The session's states (catalogue spec section 4 "Session"):
 * - signedOut: login or forgot-password screens;
 * - signingIn: the sign-in call is running, loader over the login form;
 * - settling: signed in, waiting the spec's 1 second before loading the user and reference data;
 * - active: the user and reference data load, then the shell (or the no-access page) shows;
 * - signingOut: loader while the token is revoked.
 */
export type SessionPhase = 'signedOut' | 'signingIn' | 'settling' | 'active' | 'signingOut';

/** Why the login screen shows, when it is not the first visit. */
export type SignedOutReason = 'expired' | null;

interface SessionContextValue {
  phase: SessionPhase;
  signedOutReason: SignedOutReason;
  /** Rejects with the ApiError of the sign-in call; the login form shows its message. */
  signIn: (input: SignInInput) => Promise<void>;
  /**
   * Starts the session another call has already opened (an accepted invitation answers like
   * sign-in): the same token storage and pause as the login form.
   */
  enterSession: (result: SignInResult) => void;
  signOut: () => Promise<void>;
  /**
   * Who the sign-in (or accepted invitation) of this tab answered for, until sign-out; null
   * when the session was resumed from a saved token. Lets the data load after the pause
   * start the staff-only lists with GET /me instead of after it.
   */
  signedInAs: CurrentUser | null;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export const SIGN_IN_SETTLE_MS = 1000;

export const currentUserQuery = queryOptions({
  queryKey: ['me'] as const,
  queryFn: async ({ signal }) => {
    const { data, meta } = await api.get('/me', { signal });
    // The user type also travels in meta; the body wins when both are present.
    const userType = data.userType ?? (meta.userType as CurrentUser['userType']);
    return { ...data, userType };
  },
  staleTime: 5 * 60 * 1000,
});

export function SessionProvider(props: { children: ReactNode; settleMs?: number }) {
  const { children, settleMs = SIGN_IN_SETTLE_MS } = props;
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SessionPhase>(() =>
    readAuthToken() ? 'settling' : 'signedOut',
  );
  const [signedOutReason, setSignedOutReason] = useState<SignedOutReason>(null);
  const [signedInAs, setSignedInAs] = useState<CurrentUser | null>(null);

  // Forget everything the previous user could see: user, permissions, user type, cached lists.
  const forgetSession = useCallback(() => {
    clearAuthToken();
    queryClient.clear();
    forgetOfflineCopies();
    setSignedInAs(null);
  }, [queryClient]);

  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        forgetSession();
        setSignedOutReason('expired');
        setPhase('signedOut');
      }),
    [forgetSession],
  );

  useEffect(() => {
    if (phase !== 'settling') return;
    const timer = window.setTimeout(() => setPhase('active'), settleMs);
    return () => window.clearTimeout(timer);
  }, [phase, settleMs]);

  const enterSession = useCallback(
    (result: SignInResult) => {
      queryClient.clear();
      forgetOfflineCopies();
      saveAuthToken(result.token);
      setSignedInAs(result.user);
      setSignedOutReason(null);
      setPhase('settling');
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (input: SignInInput) => {
      setPhase('signingIn');
      setSignedOutReason(null);
      let result: SignInResult;
      try {
        result = (await api.post('/v1/auth/sign-in', { body: input, endsSessionOn401: false }))
          .data;
      } catch (error) {
        setPhase('signedOut');
        throw error;
      }
      enterSession(result);
    },
    [enterSession],
  );

  const signOut = useCallback(async () => {
    setPhase('signingOut');
    try {
      await api.post('/v1/auth/sign-out', { endsSessionOn401: false });
    } catch {
      // The token is dropped here whatever the server says; an expired token is already revoked.
    }
    forgetSession();
    setSignedOutReason(null);
    setPhase('signedOut');
  }, [forgetSession]);

  const value = useMemo(
    () => ({ phase, signedOutReason, signIn, enterSession, signOut, signedInAs }),
    [phase, signedOutReason, signIn, enterSession, signOut, signedInAs],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The signed-in staff user; provided by the session gate once GET /me has answered. */
export const CurrentUserContext = createContext<CurrentUser | null>(null);

export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the signed-in shell');
  return user;
}

export function useHasPermission(permission: Permission): boolean {
  return hasPermission(permissionsOf(useCurrentUser()), permission);
}

/** Nothing optional is set up until GET /me says so. */
const NO_FEATURES: InstallationFeatures = { chefSurvey: false };

/** What the installation has set up, from GET /me; provided by the session gate with the user. */
export const InstallationFeaturesContext = createContext<InstallationFeatures>(NO_FEATURES);

export function useInstallationFeatures(): InstallationFeatures {
  return useContext(InstallationFeaturesContext);
}
