import { AUTH_MESSAGES } from '@catering/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../lib/session';
import { CenteredMessage } from './CenteredMessage';

/**
 * Consumers and points of contact can sign in, but the console is for staff only; staff who
 * arrived by single sign-on wait here until a Super Admin gives them a role.
 */
export function NoAccessPage({ noRoleYet = false }: { noRoleYet?: boolean }) {
  const { signOut } = useSession();
  return (
    <CenteredMessage>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1">
          No access
        </Typography>
        <Typography>{noRoleYet ? AUTH_MESSAGES.noRoleYet : AUTH_MESSAGES.noAccess}</Typography>
        <div>
          <Button variant="contained" onClick={() => void signOut()}>
            Logout
          </Button>
        </div>
      </Stack>
    </CenteredMessage>
  );
}
