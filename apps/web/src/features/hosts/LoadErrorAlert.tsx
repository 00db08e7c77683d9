import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessages } from '../../lib/api';

/**
 * A load that failed, in the server's words (a lost connection says so, which is what a
 * host on site most needs to know), with a Retry big enough to tap.
 */
export function LoadErrorAlert(props: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={props.onRetry} sx={{ minHeight: 44 }}>
          Retry
        </Button>
      }
    >
      {errorMessages(props.error).join(' ')}
    </Alert>
  );
}
