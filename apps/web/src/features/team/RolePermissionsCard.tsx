import {
  CONTACT_ROLE_NAMES,
  GENERIC_FAILURE,
  PERMISSION_LABELS,
  PERMISSIONS,
  type Permission,
  permissionChanges,
  ROLE_NAMES,
  TEAM_MESSAGES,
  type TeamRole,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { isApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useUpdateRolePermissions } from './api';
import { TEAM_TEXT } from './messages';
import { PERMISSION_GROUPS } from './permission-groups';

const labels = (permissions: readonly Permission[]) =>
  permissions.map((permission) => PERMISSION_LABELS[permission]).join(', ');

/** "Adds: …. Removes: …." of an unsaved edit. */
export function changeSummary(before: readonly string[], after: readonly string[]): string {
  const { added, removed } = permissionChanges(before, after);
  return [
    added.length ? `Adds: ${labels(added)}.` : '',
    removed.length ? `Removes: ${labels(removed)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function fixedReason(role: TeamRole): string {
  const why =
    role.name === ROLE_NAMES.superAdmin
      ? TEAM_TEXT.superAdminHoldsAll
      : CONTACT_ROLE_NAMES.includes(role.name)
        ? TEAM_TEXT.contactRoleHoldsNone
        : '';
  return [TEAM_MESSAGES.roleFixed(role.name), why].filter(Boolean).join(' ');
}

/**
 * One role's permissions. Edits stay on the card until saved, also while other cards save
 * or the roles reload; a fixed role is shown read-only.
 */
export function RolePermissionsCard({ role }: { role: TeamRole }) {
  const headingId = useId();
  const toast = useToast();
  const updatePermissions = useUpdateRolePermissions();
  // null: no edits, the card shows what is saved.
  const [draft, setDraft] = useState<readonly Permission[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = draft ?? role.permissions;
  const summary = draft ? changeSummary(role.permissions, draft) : '';
  const changed = summary !== '';

  const toggle = (permission: Permission, checked: boolean) => {
    const next = new Set(shown);
    if (checked) next.add(permission);
    else next.delete(permission);
    setDraft(PERMISSIONS.filter((candidate) => next.has(candidate)));
  };

  const save = () => {
    if (!draft) return;
    setFailure(null);
    updatePermissions.mutate(
      { id: role.id, permissions: [...draft], updatedAt: role.updatedAt },
      {
        onSuccess: (saved) => {
          setDraft(null);
          toast.success(TEAM_TEXT.permissionsSaved(saved?.name ?? role.name));
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setFailure(TEAM_TEXT.permissionsStale);
          else if (isApiError(error) && error.status === 403 && error.messages.length) {
            setFailure(error.messages.join(' '));
          } else setFailure(GENERIC_FAILURE);
        },
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {role.name}
          </Typography>
          <Typography color="text.secondary">{TEAM_TEXT.userCount(role.userCount)}</Typography>
        </Stack>
        {role.isFixed && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {fixedReason(role)}
          </Typography>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          }}
        >
          {PERMISSION_GROUPS.map((group) => (
            <fieldset key={group.title} style={{ border: 0, margin: 0, padding: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
                {group.title}
              </Typography>
              <FormGroup>
                {group.permissions.map((permission) => (
                  <FormControlLabel
                    key={permission}
                    label={PERMISSION_LABELS[permission]}
                    disabled={role.isFixed || updatePermissions.isPending}
                    slotProps={{ typography: { variant: 'body2' } }}
                    control={
                      <Checkbox
                        size="small"
                        checked={shown.includes(permission)}
                        onChange={(event) => toggle(permission, event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </fieldset>
          ))}
        </Box>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </CardContent>
      {!role.isFixed && (
        <CardActions sx={{ px: 2, pb: 2, gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={!changed || updatePermissions.isPending}
            onClick={save}
            aria-label={`Save permissions of ${role.name}`}
          >
            Save
          </Button>
          {changed && (
            <>
              <Button onClick={() => setDraft(null)} disabled={updatePermissions.isPending}>
                Discard
              </Button>
              <Typography variant="body2" color="text.secondary" role="status">
                {summary}
              </Typography>
            </>
          )}
        </CardActions>
      )}
    </Card>
  );
}
