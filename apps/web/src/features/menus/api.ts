import { type CopyMenuInput, DEFAULT_PER_PAGE, type Menu, type MenuValues } from '@catering/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { BodyOf } from '../../lib/api-operations';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

/** The list filters, as ids; '' for all. `tagId` is the spec's `class`. */
export interface MenuFilters {
  brandId: string;
  tagId: string;
  cuisineTypeId: string;
}

export const NO_MENU_FILTERS: MenuFilters = { brandId: '', tagId: '', cuisineTypeId: '' };

/** What the list asks for as it opens: the first page, no search, no filter. */
export const FIRST_MENUS_PAGE: PageRequest = { page: 1, perPage: DEFAULT_PER_PAGE, q: '' };

/**
 * A page answered this recently is shown as it is when the list opens, without asking
 * again: the first page is asked for at sign-in with the reference lists (shell/landing-data.ts),
 * moments before the list mounts. Writes invalidate the pages whatever their age.
 */
const MENU_PAGE_FRESH_MS = 5_000;

export function menusPageQuery(request: PageRequest, filters: MenuFilters) {
  return {
    ...pagedListQuery('menus', '/v1/menus', request, {
      brand: filters.brandId || undefined,
      class: filters.tagId || undefined,
      cuisine: filters.cuisineTypeId || undefined,
    }),
    staleTime: MENU_PAGE_FRESH_MS,
  };
}

export function useMenusPage(request: PageRequest, filters: MenuFilters) {
  return useQuery(menusPageQuery(request, filters));
}

export const menuQuery = (id: string) =>
  queryOptions({
    queryKey: ['menus', 'detail', id] as const,
    queryFn: async ({ signal }) => (await api.get('/v1/menus/{id}', { path: { id }, signal })).data,
  });

export function useMenu(id: string) {
  return useQuery(menuQuery(id));
}

/** Tags (menu element classes) already used by a menu of this name; none for no name. */
export function useTagsUsedByMenuName(name: string) {
  return useQuery({
    queryKey: ['menus', 'tags-used', name] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/menu-element-classes/menu/{name}', { path: { name }, signal })).data,
    enabled: name.length > 0,
  });
}

/** What the form sends: the shared schema's output (updates add `updatedAt`). */
export type MenuSaveBody = MenuValues & { updatedAt?: string };
type MenuUpdateBody = BodyOf<'/v1/menus/{id}', 'put'>;

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
    mutationFn: async (body: MenuSaveBody) => (await api.post('/v1/menus', { body })).data,
    onSuccess: (saved) => afterWrite(saved),
  });
}

/** Update, or with `force` overwrite someone else's newer save (after the stale prompt). */
export function useUpdateMenu(id: string) {
  const afterWrite = useMenuWriteEffects();
  return useMutation({
    mutationFn: async ({ body, force }: { body: MenuSaveBody; force: boolean }) => {
      // The form of a saved menu is checked by updateMenuSchema, which requires `updatedAt`.
      const update = body as MenuUpdateBody;
      return (
        force
          ? await api.put('/v1/menus/{id}/force', { path: { id }, body: update })
          : await api.put('/v1/menus/{id}', { path: { id }, body: update })
      ).data;
    },
    onSuccess: (saved) => afterWrite(saved),
  });
}

export function useDeleteMenu(id: string) {
  const afterWrite = useMenuWriteEffects();
  return useMutation({
    mutationFn: () => api.delete('/v1/menus/{id}', { path: { id } }),
    onSuccess: () => afterWrite(null),
  });
}

export function useCopyMenuMutation() {
  const afterWrite = useMenuWriteEffects();
  return useMutation({
    mutationFn: async (input: CopyMenuInput) =>
      (await api.post('/v1/menus/copy', { body: input })).data,
    onSuccess: (copy) => afterWrite(copy),
  });
}

/** What the description generator reads: name, brand, cuisine and the rows in order. */
export type DescriptionRequestBody = BodyOf<'/v1/menus/description', 'post'>;

export async function generateMenuDescription(request: DescriptionRequestBody) {
  return (await api.post('/v1/menus/description', { body: request })).data;
}

export const menuHostFlowQuery = (id: string) =>
  queryOptions({
    queryKey: ['menus', 'host-flow', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get('/v1/menus/{id}/host-flow', { path: { id }, signal })).data,
  });

export function useMenuHostFlow(id: string) {
  return useQuery(menuHostFlowQuery(id));
}

/** Saving the host flow changes the menu's rows too: its editor reads them afresh. */
export function useUpdateMenuHostFlow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'/v1/menus/{id}/host-flow', 'put'>) =>
      (await api.put('/v1/menus/{id}/host-flow', { path: { id }, body })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(menuHostFlowQuery(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: menuQuery(id).queryKey });
    },
  });
}
