import type { AcceptInvitationInput, UpdateRolePermissionsInput } from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api';
import type { BodyOf } from '../../lib/api-operations';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

/** What the invite dialog sends: the form's values once the schema has checked them. */
export interface InviteUserBody {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
  defaultMarketId?: string;
}

export function useTeamUsersPage(request: PageRequest) {
  return useQuery(pagedListQuery('team-users', '/v1/users', request));
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
    mutationFn: async (body: InviteUserBody) => (await api.post('/v1/users', { body })).data,
    onSuccess: invalidate,
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post('/v1/users/{id}/invitation', { path: { id } })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: async ({ id, ...body }: BodyOf<'/v1/users/{id}', 'put'> & { id: string }) =>
      (await api.put('/v1/users/{id}', { path: { id }, body })).data,
    onSuccess: invalidate,
    // A stale row or a vanished user: the list shows what is saved now.
    onError: () => void invalidate(),
  });
}

export function useRemoveUser() {
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (id: string) => api.delete('/v1/users/{id}', { path: { id } }),
    onSuccess: invalidate,
  });
}

export const teamRolesQuery = queryOptions({
  queryKey: ['team-roles'] as const,
  queryFn: async ({ signal }) => (await api.get('/v1/team/roles', { signal })).data,
});

export function useTeamRoles() {
  return useQuery(teamRolesQuery);
}

/** A saved role replaces its card's data; the other cards (and their edits) stay as they are. */
export function useUpdateRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: UpdateRolePermissionsInput & { id: string }) =>
      (await api.put('/v1/team/roles/{id}/permissions', { path: { id }, body })).data,
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
  return useQuery(pagedListQuery('team-audit', '/v1/team/audit', { ...request, q: '' }));
}

// Neither invitation call belongs to a session: a 401 here must not log anybody out.
const outsideSession = { endsSessionOn401: false } as const;

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/auth/invitation', { query: { token }, signal })).data,
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (input: AcceptInvitationInput) =>
      (await api.post('/v1/auth/invitation/accept', { body: input, ...outsideSession })).data,
  });
}
