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

/**
 * An editor whose record could not be read. Gone (404), or an address whose id cannot exist
 * (400: a record is read by its id alone), reads as not found; refused (403) says so. Only
 * a failure that may pass (the network, the server) offers Retry.
 */
export function LoadFailure(props: { error: unknown; notFoundText: string; onRetry: () => void }) {
  if (isApiError(props.error) && (props.error.status === 404 || props.error.status === 400)) {
    return <Alert severity="warning">{props.notFoundText}</Alert>;
  }
  return (
    <Alert
      severity="error"
      action={
        retryMayHelp(props.error) && (
          <Button color="inherit" size="small" onClick={props.onRetry}>
            Retry
          </Button>
        )
      }
    >
      {errorMessages(props.error).join(' ')}
    </Alert>
  );
}

/**
 * A report whose query could not be answered. Unlike a record read by its id, a refused
 * query (400) says why (a month out of range, a bad filter); anything else is LoadFailure's.
 */
export function ReportLoadFailure(props: {
  error: unknown;
  notFoundText: string;
  onRetry: () => void;
}) {
  if (isApiError(props.error) && props.error.status === 400) {
    return <Alert severity="warning">{errorMessages(props.error).join(' ')}</Alert>;
  }
  return <LoadFailure {...props} />;
}

/**
 * A refusal (no permission, an impossible address) comes back the same however often it is
 * asked; a timeout or a rate limit (408, 429) may pass.
 */
export function retryMayHelp(error: unknown): boolean {
  if (!isApiError(error) || error.status === 408 || error.status === 429) return true;
  return error.status < 400 || error.status >= 500;
}
