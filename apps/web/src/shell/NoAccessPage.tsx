import { AUTH_MESSAGES } from '@catering/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../lib/session';
import { CenteredMessage } from './CenteredMessage';

/** Consumers and points of contact can sign in, but the console is for staff only. */
export function NoAccessPage() {
  const { signOut } = useSession();
  return (
    <CenteredMessage>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1">
          No access
        </Typography>
        <Typography>{AUTH_MESSAGES.noAccess}</Typography>
        <div>
          <Button variant="contained" onClick={() => void signOut()}>
            Logout
          </Button>
        </div>
      </Stack>
    </CenteredMessage>
  );
}
