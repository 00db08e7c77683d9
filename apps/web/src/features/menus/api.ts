import type {
  CopyMenuInput,
  DescriptionRequest,
  GeneratedDescription,
  Menu,
  MenuElementClass,
  MenuHostFlow,
  MenuHostFlowUpdate,
  MenuListItem,
  MenuValues,
} from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

const menuPath = (id: string) => `/v1/menus/${encodeURIComponent(id)}`;

/** The list filters, as ids; '' for all. `tagId` is the spec's `class`. */
export interface MenuFilters {
  brandId: string;
  tagId: string;
  cuisineTypeId: string;
}

export function useMenusPage(request: PageRequest, filters: MenuFilters) {
  return useQuery(
    pagedListQuery<MenuListItem>('menus', '/v1/menus', request, {
      brand: filters.brandId || undefined,
      class: filters.tagId || undefined,
      cuisine: filters.cuisineTypeId || undefined,
    }),
  );
}

export const menuQuery = (id: string) =>
  queryOptions({
    queryKey: ['menus', 'detail', id] as const,
    queryFn: async ({ signal }) => (await api.get<Menu>(menuPath(id), {}, signal)).data,
  });

export function useMenu(id: string) {
  return useQuery(menuQuery(id));
}

/** Tags (menu element classes) already used by a menu of this name; none for no name. */
export function useTagsUsedByMenuName(name: string) {
  return useQuery({
    queryKey: ['menus', 'tags-used', name] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<MenuElementClass[]>(
          `/v1/menu-element-classes/menu/${encodeURIComponent(name)}`,
          {},
          signal,
        )
      ).data,
    enabled: name.length > 0,
  });
}

/** What the form sends: the shared schema's output (updates add `updatedAt`). */
export type MenuSaveBody = MenuValues & { updatedAt?: string };

/**
 * A write refreshes the menu lists and used tags, and the elements' pages (each element
 * lists the menus it is in); the saved menu goes to the cache.
 */
function useMenuWriteEffects() {
  const queryClient = useQueryClient();
  return (saved: Menu | null) => {
    if (saved) queryClient.setQueryData(menuQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({
      queryKey: ['menus'],
      predicate: (query) => query.queryKey[1] !== 'detail',
    });
    void queryClient.invalidateQueries({ queryKey: ['elements', 'detail'] });
  };
}

export function useCreateMenu() {
  const afterWrite = useMenuWriteEffects();
  return useMutation({
    mutationFn: async (body: MenuSaveBody) => (await api.post<Menu>('/v1/menus', body)).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

/** Update, or with `force` overwrite someone else's newer save (after the stale prompt). */
export function useUpdateMenu(id: string) {
  const afterWrite = useMenuWriteEffects();
  return useMutation({
    mutationFn: async ({ body, force }: { body: MenuSaveBody; force: boolean }) =>
      (await api.put<Menu>(force ? `${menuPath(id)}/force` : menuPath(id), body)).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useDeleteMenu(id: string) {
  const afterWrite = useMenuWriteEffects();
  return useMutation({
    mutationFn: () => api.delete<unknown>(menuPath(id)),
    onSuccess: () => afterWrite(null),
  });
}

export function useCopyMenuMutation() {
  const afterWrite = useMenuWriteEffects();
  return useMutation({
    mutationFn: async (input: CopyMenuInput) =>
      (await api.post<Menu>('/v1/menus/copy', input)).data,
    onSuccess: (copy) => afterWrite(copy),
  });
}

export async function generateMenuDescription(
  request: DescriptionRequest,
): Promise<GeneratedDescription> {
  return (await api.post<GeneratedDescription>('/v1/menus/description', request)).data;
}

export const menuHostFlowQuery = (id: string) =>
  queryOptions({
    queryKey: ['menus', 'host-flow', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<MenuHostFlow>(`${menuPath(id)}/host-flow`, {}, signal)).data,
  });

export function useMenuHostFlow(id: string) {
  return useQuery(menuHostFlowQuery(id));
}

/** Saving the host flow changes the menu's rows too: its editor reads them afresh. */
export function useUpdateMenuHostFlow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MenuHostFlowUpdate) =>
      (await api.put<MenuHostFlow>(`${menuPath(id)}/host-flow`, body)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(menuHostFlowQuery(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: menuQuery(id).queryKey });
    },
  });
}
