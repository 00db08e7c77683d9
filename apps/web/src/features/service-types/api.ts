import type { CreateServiceTypeInput, ServiceType } from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

export function useServiceTypesPage(request: PageRequest) {
  return useQuery(pagedListQuery<ServiceType>('service-types', '/v1/service-types', request));
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
      (await api.post<ServiceType>('/v1/service-types', input)).data,
    onSuccess: invalidate,
  });
}

export function useDeleteServiceType() {
  const invalidate = useInvalidateServiceTypes();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/v1/service-types/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
