import { GENERIC_FAILURE, TEAM_MESSAGES, type TeamUser } from '@catering/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { ExportButton } from '../../components/ExportButton';
import { usePagedSearch } from '../../components/usePagedSearch';
import { isApiError } from '../../lib/api';
import { NO_VALUE } from '../../lib/format';
import { useCurrentUser, useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useRemoveUser, useResendInvitation, useTeamUsersPage } from './api';
import { InviteUserDialog } from './InviteUserDialog';
import { TEAM_TEXT } from './messages';
import { canRemoveRow, fullName } from './team-access';
import { UserMarketSelect, UserRoleSelect } from './UserInlineSelects';
import { marketLimitText, UserMarketLimitSelect } from './UserMarketLimits';
import { UserStatus } from './UserStatus';

/** A refused resend or removal explains itself (403, 409); anything else is generic. */
function refusalText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return TEAM_MESSAGES.userNotFound;
    if ((error.status === 403 || error.status === 409) && error.messages.length) {
      return error.messages.join(' ');
    }
  }
  return GENERIC_FAILURE;
}

/** The Users tab: search, paging, inline role and market, resend, remove, invite. */
export function UsersTab() {
  const caller = useCurrentUser();
  const canInvite = useHasPermission('inviteUser');
  const canEdit = useHasPermission('editUser');
  const canRemove = useHasPermission('removeUser');
  const toast = useToast();
  const paging = usePagedSearch();
  const query = useTeamUsersPage({ page: paging.page, perPage: paging.perPage, q: paging.q });
  const resend = useResendInvitation();
  const removeUser = useRemoveUser();
  const [inviting, setInviting] = useState(false);
  // The row stays set while the dialog closes, so its title does not go blank mid-fade.
  const [toRemove, setToRemove] = useState<TeamUser | null>(null);
  const [confirming, setConfirming] = useState(false);

  const resendTo = (row: TeamUser) =>
    resend.mutate(row.id, {
      onSuccess: () => toast.success(TEAM_TEXT.resent(row.email)),
      onError: (error) => toast.error(refusalText(error)),
    });

  const confirmRemove = () => {
    if (!toRemove) return;
    removeUser.mutate(toRemove.id, {
      onSuccess: () => toast.success(TEAM_TEXT.removed),
      onError: (error) => toast.error(refusalText(error)),
      onSettled: () => setConfirming(false),
    });
  };

  const columns: DataColumn<TeamUser>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{fullName(row)}</Box>,
    },
    { key: 'email', header: 'Email', render: (row) => row.email },
    {
      key: 'role',
      header: 'Role',
      render: (row) =>
        canEdit ? <UserRoleSelect row={row} /> : (row.role?.name ?? TEAM_TEXT.noRole),
    },
    {
      key: 'market',
      header: 'Market',
      render: (row) =>
        canEdit ? <UserMarketSelect row={row} /> : (row.defaultMarket?.name ?? NO_VALUE),
    },
    {
      key: 'limits',
      header: 'Limited to',
      render: (row) => (canEdit ? <UserMarketLimitSelect row={row} /> : marketLimitText(row)),
    },
    { key: 'status', header: 'Status', render: (row) => <UserStatus row={row} /> },
  ];
  if (canInvite || canRemove) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {canInvite && row.status === 'invited' && (
            <Tooltip title="Resend invitation">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Resend invitation to ${fullName(row)}`}
                  // One resend at a time: another row's would take the mutation over,
                  // enabling this row's button again while its request is still out.
                  disabled={resend.isPending}
                  onClick={() => resendTo(row)}
                >
                  <ScheduleSendIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          )}
          {canRemove && canRemoveRow(row, caller) && (
            <Tooltip title="Remove">
              <IconButton
                size="small"
                color="error"
                aria-label={`Remove ${fullName(row)}`}
                onClick={() => {
                  setToRemove(row);
                  setConfirming(true);
                }}
              >
                <PersonRemoveIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    });
  }

  return (
    <>
      <DataTable
        label="Users"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(row) => row.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={TEAM_MESSAGES.noUsers}
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search users"
        toolbar={
          <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
            <ExportButton path="/v1/users/export" filters={{ q: paging.q }} fileName="users" />
            {canInvite && (
              <Button
                variant="contained"
                startIcon={<PersonAddIcon />}
                onClick={() => setInviting(true)}
              >
                {TEAM_TEXT.inviteUser}
              </Button>
            )}
          </Stack>
        }
      />
      {canInvite && <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />}
      <ConfirmDialog
        open={confirming}
        title={toRemove ? TEAM_TEXT.confirmRemoveTitle(fullName(toRemove)) : ''}
        message={toRemove ? TEAM_TEXT.confirmRemove(fullName(toRemove)) : ''}
        confirmLabel="Remove"
        destructive
        busy={removeUser.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
