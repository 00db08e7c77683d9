import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../lib/api';
import { PUBLIC_TEXT } from './messages';

/**
 * A link that will never open: the server answers an unknown, revoked or archived
 * account's token alike (404), and a token no link of ours could hold with 400.
 */
export function isDeadLink(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** While a public page loads, or why it cannot show: a dead link, or a failure. */
export function PublicLoadState(props: { error: unknown; onRetry: () => void }) {
  if (!props.error) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (isDeadLink(props.error)) return <DeadLink />;
  return (
    <Alert
      severity="error"
      sx={{ mt: 2, fontSize: '1.125rem' }}
      action={
        <Button color="inherit" onClick={props.onRetry}>
          Retry
        </Button>
      }
    >
      {PUBLIC_TEXT.loadFailed}
    </Alert>
  );
}

/** Said once and for good: asking again would answer the same, so there is no Retry. */
export function DeadLink() {
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Typography variant="h1">{PUBLIC_TEXT.deadLink}</Typography>
      <Typography>{PUBLIC_TEXT.deadLinkHint}</Typography>
    </Stack>
  );
}
