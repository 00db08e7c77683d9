import { LIST_LIMITS } from '@catering/domain';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import type { AnswerOf } from './api-operations';
import type { ListFilters, ListPath } from './paged-list';

/**
 * Reference lists loaded at sign-in (catalogue spec section 3). They change rarely, so they
 * stay fresh for a long time; pages that change one (tags, service types) invalidate it.
 * Markets follow the spec's 10-minute cache.
 */
const REFERENCE_STALE_MS = 60 * 60 * 1000;
const MARKETS_STALE_MS = 10 * 60 * 1000;

function referenceList<P extends ListPath>(
  key: string,
  path: P,
  query?: ListFilters<P> & { perPage?: number },
  staleTime = REFERENCE_STALE_MS,
) {
  return queryOptions({
    queryKey: [key, 'reference'] as const,
    queryFn: async ({ signal }) =>
      (await apiRequest<AnswerOf<P, 'get'>>(path, { query, signal })).data,
    staleTime,
  });
}

export const referenceQueries = {
  portionUnits: referenceList('portion-units', '/v1/portion-units'),
  addOnTypes: referenceList('add-ons', '/v1/add-ons'),
  brands: referenceList('brands', '/v1/brands', { perPage: LIST_LIMITS.brands }),
  containerTypes: referenceList('container-types', '/v1/container-types'),
  cuisineTypes: referenceList('cuisine-types', '/v1/cuisine-types'),
  markets: referenceList('markets', '/v1/markets', undefined, MARKETS_STALE_MS),
  roles: referenceList('roles', '/v1/roles'),
  serviceLines: referenceList('service-lines', '/v1/service-lines'),
  servingUtensils: referenceList('serving-utensils', '/v1/serving-utensils'),
  servingVessels: referenceList('serving-vessels', '/v1/serving-vessels'),
  elementTypes: referenceList('element-types', '/v1/element-types', {
    perPage: LIST_LIMITS.elementTypes,
  }),
  allergens: referenceList('allergens', '/v1/allergens', {
    perPage: LIST_LIMITS.allergens,
  }),
  menuElementClasses: referenceList('menu-element-classes', '/v1/menu-element-classes', {
    perPage: LIST_LIMITS.menuElementClasses,
  }),
  tags: referenceList('tags', '/v1/tags', { perPage: LIST_LIMITS.tags }),
  serviceTypes: referenceList('service-types', '/v1/service-types', {
    perPage: LIST_LIMITS.serviceTypes,
  }),
  vendors: referenceList('vendors', '/v1/vendors'),
};

export const usePortionUnits = () => useQuery(referenceQueries.portionUnits);
export const useAddOnTypes = () => useQuery(referenceQueries.addOnTypes);
export const useBrandOptions = () => useQuery(referenceQueries.brands);
export const useContainerTypes = () => useQuery(referenceQueries.containerTypes);
export const useCuisineTypes = () => useQuery(referenceQueries.cuisineTypes);
export const useMarkets = () => useQuery(referenceQueries.markets);
export const useRoles = () => useQuery(referenceQueries.roles);
export const useServiceLines = () => useQuery(referenceQueries.serviceLines);
export const useServingUtensils = () => useQuery(referenceQueries.servingUtensils);
export const useServingVessels = () => useQuery(referenceQueries.servingVessels);
export const useElementTypes = () => useQuery(referenceQueries.elementTypes);
export const useAllergens = () => useQuery(referenceQueries.allergens);
export const useMenuElementClassOptions = () => useQuery(referenceQueries.menuElementClasses);
export const useTagOptions = () => useQuery(referenceQueries.tags);
export const useServiceTypeOptions = () => useQuery(referenceQueries.serviceTypes);
export const useVendors = () => useQuery(referenceQueries.vendors);

export type ReferenceLoadState = 'idle' | 'loading' | 'failed' | 'ready';

/**
 * Loads every reference list at once after sign-in. Each load succeeds or fails on its own;
 * the session treats any failure as fatal (the spec sends the user to the error page).
 */
export function useReferenceDataLoad(enabled: boolean): ReferenceLoadState {
  return useQueries({
    queries: Object.values(referenceQueries).map((options) => ({ ...options, enabled })),
    combine: (results): ReferenceLoadState => {
      if (!enabled) return 'idle';
      // A failed background refresh keeps the data it had; only a first load failure is fatal.
      if (results.some((result) => result.isError && result.data === undefined)) return 'failed';
      if (results.every((result) => result.data !== undefined)) return 'ready';
      return 'loading';
    },
  });
}
