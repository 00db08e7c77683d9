import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { errorMessages, isApiError } from '../lib/api';

/** The spinner an editor shows while its record loads. */
export function LoadingRecord(props: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={props.label} />
    </Box>
  );
}

/** An editor whose record could not be read: gone (404) or a failure worth a retry. */
export function LoadFailure(props: { error: unknown; notFoundText: string; onRetry: () => void }) {
  if (isApiError(props.error) && props.error.status === 404) {
    return <Alert severity="warning">{props.notFoundText}</Alert>;
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          Retry
        </Button>
      }
    >
      {errorMessages(props.error).join(' ')}
    </Alert>
  );
}
