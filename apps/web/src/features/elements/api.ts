import type { CopyElementInput, Element, ElementValues } from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

/** One page of elements, optionally of one tag (the spec's `class`). */
export function useElementsPage(request: PageRequest, tagId: string) {
  return useQuery(
    pagedListQuery('elements', '/v1/elements', request, {
      class: tagId || undefined,
    }),
  );
}

export const elementQuery = (id: string) =>
  queryOptions({
    queryKey: ['elements', 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/elements/{id}', { path: { id }, signal })).data,
  });

export function useElement(id: string) {
  return useQuery(elementQuery(id));
}

/** Tags (menu element classes) already used by an element of this name; none for no name. */
export function useTagsUsedByElementName(name: string) {
  return useQuery({
    queryKey: ['elements', 'tags-used', name] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/menu-element-classes/element/{name}', { path: { name }, signal })).data,
    enabled: name.length > 0,
  });
}

/** What the form sends: the shared schema's output (updates add `updatedAt`). */
export type ElementSaveBody = ElementValues & { updatedAt?: string };

/** An update names the version it was read at (the update schema requires it). */
export type ElementUpdateBody = ElementValues & { updatedAt: string };

/** A write refreshes every element query (lists, used tags); the saved one goes to the cache. */
function useElementWriteEffects() {
  const queryClient = useQueryClient();
  return (saved: Element | null) => {
    if (saved) queryClient.setQueryData(elementQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({
      queryKey: ['elements'],
      predicate: (query) => query.queryKey[1] !== 'detail',
    });
  };
}

export function useCreateElement() {
  const afterWrite = useElementWriteEffects();
  return useMutation({
    mutationFn: async (body: ElementSaveBody) => (await api.post('/v1/elements', { body })).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useUpdateElement(id: string) {
  const afterWrite = useElementWriteEffects();
  return useMutation({
    mutationFn: async (body: ElementUpdateBody) =>
      (await api.put('/v1/elements/{id}', { path: { id }, body })).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useDeleteElement(id: string) {
  const afterWrite = useElementWriteEffects();
  return useMutation({
    mutationFn: () => api.delete('/v1/elements/{id}', { path: { id } }),
    onSuccess: () => afterWrite(null),
  });
}

export function useCopyElementMutation() {
  const afterWrite = useElementWriteEffects();
  return useMutation({
    mutationFn: async (input: CopyElementInput) =>
      (await api.post('/v1/elements/copy', { body: input })).data,
    onSuccess: (copy) => afterWrite(copy),
  });
}
