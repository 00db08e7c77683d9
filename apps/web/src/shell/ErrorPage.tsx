import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CenteredMessage } from './CenteredMessage';

export const CRASH_MESSAGE = 'Uh oh... something catastrophic happened.';

/** Route /error, and the fallback of any page that crashes while rendering. */
export function ErrorPage() {
  return (
    <CenteredMessage>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {CRASH_MESSAGE}
        </Typography>
        <Typography>
          Please try refreshing the page. If that does not help, try again later.
        </Typography>
        <Typography color="text.secondary">The development team has been notified.</Typography>
        <div>
          {/* A full page load starts the session over, which is what "refresh" should do. */}
          <Button variant="contained" href="/">
            Refresh
          </Button>
        </div>
      </Stack>
    </CenteredMessage>
  );
}
