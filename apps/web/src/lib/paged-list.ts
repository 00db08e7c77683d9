import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api';

export type PageRequest = {
  page: number;
  perPage: number;
  q: string;
};

export interface Page<Row> {
  rows: Row[];
  /** Total number of matching rows on the server (`meta.count`). */
  count: number;
}

/**
 * One page of a server list. The previous page stays on screen while the next one loads,
 * so paging and searching do not flash an empty table.
 */
export function pagedListQuery<Row>(
  resource: string,
  path: string,
  request: PageRequest,
  /** Extra query parameters of the list (e.g. the element list's `class`); empty ones are not sent. */
  filters: Record<string, string | undefined> = {},
) {
  return queryOptions({
    queryKey: [resource, 'page', request, filters] as const,
    queryFn: async ({ signal }): Promise<Page<Row>> => {
      const { data, meta } = await api.get<Row[]>(path, { ...filters, ...request }, signal);
      return { rows: data, count: meta.count ?? data.length };
    },
    placeholderData: keepPreviousData,
  });
}
