import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from './api';
import {
  type AnswerOf,
  fillPath,
  type PathOf,
  type PathParamsOf,
  type QueryOf,
} from './api-operations';

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

/** The contract's GET routes that answer a list. */
export type ListPath = {
  [P in PathOf<'get'>]: AnswerOf<P, 'get'> extends readonly unknown[] ? P : never;
}[PathOf<'get'>];

type RowOf<P extends ListPath> = AnswerOf<P, 'get'> extends readonly (infer Row)[] ? Row : never;

/** A list's own query parameters (e.g. the element list's `class`), beside the page's. */
export type ListFilters<P extends ListPath> =
  QueryOf<P, 'get'> extends undefined
    ? Record<string, never>
    : Omit<NonNullable<QueryOf<P, 'get'>>, keyof PageRequest>;

/**
 * One page of a server list. The previous page stays on screen while the next one loads,
 * so paging and searching do not flash an empty table.
 */
export function pagedListQuery<P extends ListPath>(
  resource: string,
  path: P,
  request: PageRequest,
  /** Empty ones are not sent. */
  filters: ListFilters<P> = {} as ListFilters<P>,
  /** The path's own parameters, for a list inside one record (an account's change log). */
  params?: PathParamsOf<P, 'get'>,
) {
  return queryOptions({
    queryKey: [resource, 'page', request, filters, params] as const,
    queryFn: async ({ signal }): Promise<Page<RowOf<P>>> => {
      const query = { ...(filters as Record<string, QueryValue>), ...request };
      const url = fillPath(path, params as Record<string, unknown> | undefined);
      const { data, meta } = await apiRequest<RowOf<P>[]>(url, { query, signal });
      return { rows: data, count: meta.count ?? data.length };
    },
    placeholderData: keepPreviousData,
  });
}
