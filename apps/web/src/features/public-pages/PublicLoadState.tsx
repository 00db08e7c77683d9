import { PUBLIC_PAGE_MESSAGES } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { isApiError } from '../../lib/api';
import { PUBLIC_TEXT } from './messages';

/** While a public page loads, or why it cannot show: an unknown link, or a failure. */
export function PublicLoadState(props: { error: unknown; onRetry: () => void }) {
  if (!props.error) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (isApiError(props.error) && props.error.status === 404) {
    return (
      <Alert severity="warning" sx={{ mt: 2, fontSize: '1.125rem' }}>
        {PUBLIC_PAGE_MESSAGES.unknownLink}
      </Alert>
    );
  }
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
