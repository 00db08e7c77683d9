import type { CreateServiceTypeInput } from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

export function useServiceTypesPage(request: PageRequest) {
  return useQuery(pagedListQuery('service-types', '/v1/service-types', request));
}

/** Writes refresh the pages and the service-type list loaded at sign-in. */
function useInvalidateServiceTypes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['service-types'] });
}

export function useCreateServiceType() {
  const invalidate = useInvalidateServiceTypes();
  return useMutation({
    mutationFn: async (input: CreateServiceTypeInput) =>
      (await api.post('/v1/service-types', { body: input })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteServiceType() {
  const invalidate = useInvalidateServiceTypes();
  return useMutation({
    mutationFn: (id: string) => api.delete('/v1/service-types/{id}', { path: { id } }),
    onSuccess: invalidate,
  });
}
