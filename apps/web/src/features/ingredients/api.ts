import type { Ingredient, IngredientValues } from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

export function useIngredientsPage(request: PageRequest) {
  return useQuery(pagedListQuery('ingredients', '/v1/ingredients', request));
}

export const ingredientQuery = (id: string) =>
  queryOptions({
    queryKey: ['ingredients', 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/ingredients/{id}', { path: { id }, signal })).data,
  });

export function useIngredient(id: string) {
  return useQuery(ingredientQuery(id));
}

/** What the form sends: the shared schema's output (updates add `updatedAt`). */
export type IngredientSaveBody = IngredientValues & { updatedAt?: string };

/** An update names the version it was read at (the update schema requires it). */
export type IngredientUpdateBody = IngredientValues & { updatedAt: string };

/**
 * A write refreshes the ingredient lists and searches, and the elements (their costing
 * reads ingredient costs); the saved ingredient goes straight into the cache.
 */
function useIngredientWriteEffects() {
  const queryClient = useQueryClient();
  return (saved: Ingredient | null) => {
    if (saved) queryClient.setQueryData(ingredientQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: ['ingredients', 'page'] });
    void queryClient.invalidateQueries({ queryKey: ['ingredients', 'search'] });
    void queryClient.invalidateQueries({ queryKey: ['elements'] });
  };
}

export function useCreateIngredient() {
  const afterWrite = useIngredientWriteEffects();
  return useMutation({
    mutationFn: async (body: IngredientSaveBody) =>
      (await api.post('/v1/ingredients', { body })).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useUpdateIngredient(id: string) {
  const afterWrite = useIngredientWriteEffects();
  return useMutation({
    mutationFn: async (body: IngredientUpdateBody) =>
      (await api.put('/v1/ingredients/{id}', { path: { id }, body })).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useDeleteIngredient(id: string) {
  const afterWrite = useIngredientWriteEffects();
  return useMutation({
    mutationFn: () => api.delete('/v1/ingredients/{id}', { path: { id } }),
    onSuccess: () => afterWrite(null),
  });
}
