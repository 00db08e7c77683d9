import type { TeamUser } from '@catering/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDayOf } from '../../lib/format';
import { TEAM_TEXT } from './messages';

/** Active, or Invited with when the link stops working (or that it already has). */
export function UserStatus({ row, now = new Date() }: { row: TeamUser; now?: Date }) {
  if (row.status === 'active') {
    return <Chip size="small" color="success" variant="outlined" label={TEAM_TEXT.active} />;
  }
  const expiresAt = row.invitationExpiresAt ? new Date(row.invitationExpiresAt) : null;
  const valid = expiresAt !== null && !Number.isNaN(expiresAt.getTime());
  const expired = valid && expiresAt.getTime() <= now.getTime();
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={expired ? 'default' : 'warning'}
        variant="outlined"
        label={TEAM_TEXT.invitedStatus}
      />
      {valid && (
        <Typography
          variant="caption"
          color={expired ? 'error' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {expired ? TEAM_TEXT.expired : TEAM_TEXT.expires(formatDayOf(expiresAt))}
        </Typography>
      )}
    </Stack>
  );
}
