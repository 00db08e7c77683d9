import Stack from '@mui/material/Stack';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { useTeamRoles } from './api';
import { TEAM_TEXT } from './messages';
import { RolePermissionsCard } from './RolePermissionsCard';

/** Super Admins only: every role with its permissions, one card each. */
export function RolesTab() {
  const query = useTeamRoles();
  if (query.data === undefined) {
    return query.isError ? (
      <LoadFailure
        error={query.error}
        notFoundText={TEAM_TEXT.rolesFailed}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <LoadingRecord label="Loading roles" />
    );
  }
  return (
    <Stack spacing={2}>
      {query.data.map((role) => (
        // Keyed by id: a reload keeps each card, and so its unsaved edits.
        <RolePermissionsCard key={role.id} role={role} />
      ))}
    </Stack>
  );
}
