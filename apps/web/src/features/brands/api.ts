import { useQuery } from '@tanstack/react-query';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

export function useBrandsPage(request: PageRequest) {
  return useQuery(pagedListQuery('brands', '/v1/brands', request));
}
