import { DEFAULT_PER_PAGE } from '@catering/domain';
import { useEffect, useState } from 'react';

/** Search boxes wait this long after the last keystroke before asking the server (spec 9). */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Page, page size and debounced search of a server-paged list. A new search starts again at
 * page 1: the page number belongs to the search it was chosen for.
 */
export function usePagedSearch(initialPerPage: number = DEFAULT_PER_PAGE) {
  const [searchText, setSearchText] = useState('');
  const q = useDebouncedValue(searchText.trim());
  const [paging, setPaging] = useState({ q: '', page: 1, perPage: initialPerPage });
  const page = paging.q === q ? paging.page : 1;

  return {
    searchText,
    setSearchText,
    q,
    page,
    perPage: paging.perPage,
    setPage: (nextPage: number) => setPaging((current) => ({ ...current, q, page: nextPage })),
    setPerPage: (perPage: number) => setPaging({ q, page: 1, perPage }),
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;
