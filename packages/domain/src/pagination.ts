import { z } from 'zod';

export const DEFAULT_PER_PAGE = 25;
/** Far past any real list, and small enough that page x perPage stays a valid row offset. */
export const MAX_PAGE = 1_000_000;

/**
 * Query of a list endpoint: `page` from 1, `perPage` up to the endpoint's maximum,
 * `q` a case-insensitive name search. Values arrive as strings in the URL.
 */
export function listQuerySchema(options: { maxPerPage: number; defaultPerPage?: number }) {
  const defaultPerPage = options.defaultPerPage ?? Math.min(DEFAULT_PER_PAGE, options.maxPerPage);
  return z.object({
    page: z.coerce
      .number({ error: 'page must be a number.' })
      .int('page must be a whole number.')
      .min(1, 'page must be 1 or more.')
      .max(MAX_PAGE, `page must be ${MAX_PAGE} or less.`)
      .default(1),
    perPage: z.coerce
      .number({ error: 'perPage must be a number.' })
      .int('perPage must be a whole number.')
      .min(1, 'perPage must be 1 or more.')
      .max(options.maxPerPage, `perPage must be ${options.maxPerPage} or less.`)
      .default(defaultPerPage),
    q: z.string().trim().max(200, 'q must be 200 characters or less.').optional(),
  });
}

export type ListQuery = z.infer<ReturnType<typeof listQuerySchema>>;

export function pageOffset(query: Pick<ListQuery, 'page' | 'perPage'>): number {
  return (query.page - 1) * query.perPage;
}
