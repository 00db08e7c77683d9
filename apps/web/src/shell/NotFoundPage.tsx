import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from './CenteredMessage';

/** What both /not-found and any unmatched path inside the shell say. */
export function NotFoundContent() {
  return (
    <Stack spacing={2} sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        Page not found.
      </Typography>
      <Typography>Are you supposed to be here?</Typography>
      <div>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to the start page
        </Button>
      </div>
    </Stack>
  );
}

/** Route /not-found, outside the shell. */
export function NotFoundPage() {
  return (
    <CenteredMessage>
      <NotFoundContent />
    </CenteredMessage>
  );
}
