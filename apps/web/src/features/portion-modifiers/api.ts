import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * A scheduled menu's portion modifiers per account and element (spec 2.8): read by the
 * daily detail and the Chef numbers, which both refresh when they change.
 */
export function usePortionModifiers(id: string) {
  return useQuery({
    queryKey: ['scheduled-menus', 'portion-modifiers', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/portion-modifiers/scheduled-menus/{id}', { path: { id }, signal })).data,
    // Always read afresh when the dialog opens: the accounts served may have changed.
    staleTime: 0,
  });
}

export interface ElementModifiersUpdate {
  scheduledElementId: string;
  portionModifiers: { accountId: string; portionModifier: number | null }[];
}

/** One PUT per changed element, in turn, so a refusal stops the rest. */
export function useSavePortionModifiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (updates: ElementModifiersUpdate[]) => {
      for (const update of updates) {
        await api.put('/v1/portion-modifiers/scheduled-elements/{id}', {
          path: { id: update.scheduledElementId },
          body: { portionModifiers: update.portionModifiers },
        });
      }
    },
    // Also after a partial failure: what did save must show.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['scheduled-menus'] }),
  });
}
