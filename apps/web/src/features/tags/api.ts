import type { CreateTagInput, UpdateTagInput } from '@catering/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

export function useMenuVersionsPage(request: PageRequest) {
  return useQuery(pagedListQuery('menu-element-classes', '/v1/menu-element-classes', request));
}

export function useSearchKeywordsPage(request: PageRequest) {
  return useQuery(pagedListQuery('tags', '/v1/tags', request));
}

/** Every write refreshes the tag pages and the tag list loaded at sign-in. */
function useInvalidateTags() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['tags'] });
}

export function useCreateTag() {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: async (input: CreateTagInput) => (await api.post('/v1/tags', { body: input })).data,
    onSuccess: invalidateTags,
  });
}

export function useUpdateTag() {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: async ({ id, ...input }: UpdateTagInput & { id: string }) =>
      (await api.put('/v1/tags/{id}', { path: { id }, body: input })).data,
    onSuccess: invalidateTags,
  });
}

export function useRemoveTag() {
  const invalidateTags = useInvalidateTags();
  return useMutation({
    mutationFn: (id: string) => api.delete('/v1/tags/{id}', { path: { id } }),
    onSuccess: invalidateTags,
  });
}
