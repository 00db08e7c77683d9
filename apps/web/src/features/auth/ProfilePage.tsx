import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../lib/session';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Route /profile: who is signed in, and their password. */
export function ProfilePage() {
  const user = useCurrentUser();
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <PageHeader title="Profile" />
      <div>
        <Typography sx={{ fontWeight: 500 }}>
          {user.firstName} {user.lastName}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Change password
        </Typography>
        <ChangePasswordForm />
      </Paper>
    </Stack>
  );
}
