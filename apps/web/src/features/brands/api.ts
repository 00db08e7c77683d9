import type { Brand } from '@catering/domain';
import { useQuery } from '@tanstack/react-query';
import { type PageRequest, pagedListQuery } from '../../lib/paged-list';

export function useBrandsPage(request: PageRequest) {
  return useQuery(pagedListQuery<Brand>('brands', '/v1/brands', request));
}
