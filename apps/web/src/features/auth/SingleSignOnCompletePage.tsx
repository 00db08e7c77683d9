import { AUTH_MESSAGES } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { CenteredMessage } from '../../shell/CenteredMessage';
import { FullScreenLoader } from '../../shell/FullScreenLoader';
import { useSingleSignOnSession } from './api';

/**
 * Where the identity provider's sign-in ends (route /sso/complete): the session cookie the
 * server set is traded once for the bearer token, then the console opens.
 */
export function SingleSignOnCompletePage() {
  const { enterSession } = useSession();
  const navigate = useNavigate();
  const exchange = useSingleSignOnSession();
  const asked = useRef(false);

  useEffect(() => {
    // Once only: the cookie is cleared by the first answer (React runs effects twice in dev).
    if (asked.current) return;
    asked.current = true;
    exchange.mutate(undefined, {
      onSuccess: (result) => {
        enterSession(result);
        navigate('/', { replace: true });
      },
    });
  }, [exchange, enterSession, navigate]);

  if (!exchange.isError) return <FullScreenLoader />;
  return (
    <CenteredMessage maxWidth={420}>
      <Stack spacing={2}>
        <Alert severity="error">{AUTH_MESSAGES.ssoFailed}</Alert>
        <Button variant="contained" onClick={() => navigate('/', { replace: true })}>
          Back to sign in
        </Button>
      </Stack>
    </CenteredMessage>
  );
}
