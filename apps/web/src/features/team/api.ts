import type {
  AcceptInvitationInput,
  AuditEntry,
  InvitationInfo,
  SignInResult,
  TeamRole,
  TeamUser,
  UpdateRolePermissionsInput,
  UpdateUserInput,
} from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

const userPath = (id: string) => `/v1/users/${encodeURIComponent(id)}`;

/** What the invite dialog sends: the form's values once the schema has checked them. */
export interface InviteUserBody {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
  defaultMarketId?: string;
}

export function useTeamUsersPage(request: PageRequest) {
  return useQuery(pagedListQuery<TeamUser>('team-users', '/v1/users', request));
}

/** Every write refreshes the user pages and the change history. */
function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['team-audit'] });
    return queryClient.invalidateQueries({ queryKey: ['team-users'] });
  };
}

export function useInviteUser() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async (body: InviteUserBody) => (await api.post<TeamUser>('/v1/users', body)).data,
    onSuccess: invalidate,
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<TeamUser>(`${userPath(id)}/invitation`)).data,
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateUserInput & { id: string }) =>
      (await api.put<TeamUser>(userPath(id), body)).data,
    onSuccess: invalidate,
    // A stale row or a vanished user: the list shows what is saved now.
    onError: () => void invalidate(),
  });
}

export function useRemoveUser() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ id: string }>(userPath(id)),
    onSuccess: invalidate,
  });
}

export const teamRolesQuery = queryOptions({
  queryKey: ['team-roles'] as const,
  queryFn: async ({ signal }) => (await api.get<TeamRole[]>('/v1/team/roles', {}, signal)).data,
});

export function useTeamRoles() {
  return useQuery(teamRolesQuery);
}

/** A saved role replaces its card's data; the other cards (and their edits) stay as they are. */
export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateRolePermissionsInput & { id: string }) =>
      (await api.put<TeamRole>(`/v1/team/roles/${encodeURIComponent(id)}/permissions`, body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(teamRolesQuery.queryKey, (roles) =>
        roles?.map((role) => (role.id === saved.id ? saved : role)),
      );
      // Sign-in's role list carries the permissions too; the history has a new line.
      void queryClient.invalidateQueries({ queryKey: ['roles'] });
      void queryClient.invalidateQueries({ queryKey: ['team-audit'] });
    },
    // Stale: someone saved the role meanwhile; load what is saved now.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: teamRolesQuery.queryKey });
      }
    },
  });
}

export function useTeamAuditPage(request: Omit<PageRequest, 'q'>) {
  return useQuery(
    pagedListQuery<AuditEntry>('team-audit', '/v1/team/audit', { ...request, q: '' }),
  );
}

// Neither invitation call belongs to a session: a 401 here must not log anybody out.
const outsideSession = { endsSessionOn401: false } as const;

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token] as const,
    queryFn: async ({ signal }) =>
      (await api.get<InvitationInfo>('/v1/auth/invitation', { token }, signal)).data,
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (input: AcceptInvitationInput) =>
      (await api.post<SignInResult>('/v1/auth/invitation/accept', input, outsideSession)).data,
  });
}
