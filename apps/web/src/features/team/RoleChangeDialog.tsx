import {
  PERMISSION_LABELS,
  permissionsGained,
  ROLE_NAMES,
  type RoleListItem,
  type TeamUser,
} from '@catering/domain';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TEAM_TEXT } from './messages';
import { fullName } from './team-access';

interface RoleChangeDialogProps {
  person: TeamUser;
  from: RoleListItem;
  to: RoleListItem;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A role change names the person, both roles, what the new one may do that the old could
 * not (issue #25) and what it may no longer do: one mis-click in a dropdown must not hand
 * out rights, nor take away the ones someone's work needs. Super Admin,
 * which holds everything, also asks for the person's e-mail to be typed.
 */
export function RoleChangeDialog({ person, from, to, onConfirm, onCancel }: RoleChangeDialogProps) {
  const [typedEmail, setTypedEmail] = useState('');
  const name = fullName(person);
  const gained = permissionsGained(from, to);
  const lost = permissionsGained(to, from);
  const asksEmail = to.name === ROLE_NAMES.superAdmin;
  const emailMatches = typedEmail.trim().toLowerCase() === person.email.toLowerCase();
  return (
    <ConfirmDialog
      open
      title={TEAM_TEXT.roleChangeTitle(name)}
      message={TEAM_TEXT.roleChange(name, from.name, to.name)}
      confirmLabel={TEAM_TEXT.changeRole}
      confirmDisabled={asksEmail && !emailMatches}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {gained.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{TEAM_TEXT.roleGainsNothing(to.name, from.name)}</Typography>
      ) : (
        <>
          <Typography sx={{ mt: 2 }}>{TEAM_TEXT.roleGains(to.name, from.name)}</Typography>
          <ul aria-label={TEAM_TEXT.gainedPermissions}>
            {gained.map((permission) => (
              <li key={permission}>{PERMISSION_LABELS[permission]}</li>
            ))}
          </ul>
        </>
      )}
      {lost.length > 0 && (
        <>
          <Typography>{TEAM_TEXT.roleLosses(to.name, from.name)}</Typography>
          <ul aria-label={TEAM_TEXT.lostPermissions}>
            {lost.map((permission) => (
              <li key={permission}>{PERMISSION_LABELS[permission]}</li>
            ))}
          </ul>
        </>
      )}
      {asksEmail && (
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={TEAM_TEXT.typeEmailLabel}
          helperText={TEAM_TEXT.typeEmailHelp(person.email)}
          value={typedEmail}
          onChange={(event) => setTypedEmail(event.target.value)}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
      )}
    </ConfirmDialog>
  );
}
