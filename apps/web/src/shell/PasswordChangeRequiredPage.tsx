import { AUTH_MESSAGES } from '@catering/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import { useSession } from '../lib/session';
import { CenteredMessage } from './CenteredMessage';

/**
 * Before the console, for a user whose password the policy now refuses (flagged at sign-in,
 * docs/password-policy.md). Changing it reads the user again and the console opens.
 */
export function PasswordChangeRequiredPage() {
  const { signOut } = useSession();
  return (
    <CenteredMessage maxWidth={460}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          Please choose a stronger password
        </Typography>
        <Typography>{AUTH_MESSAGES.passwordChangeRequired}</Typography>
        <ChangePasswordForm autoFocus />
        <div>
          <Button onClick={() => void signOut()}>Logout</Button>
        </div>
      </Stack>
    </CenteredMessage>
  );
}
