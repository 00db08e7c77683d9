import { DEFAULT_PER_PAGE, MAX_PAGE } from '@catering/domain';
import { badRequest, intOf, optionalUuid } from './http.js';

/** Paged, searchable lists (lib/list.ts and listQuerySchema of the product). */

export interface ListQuery {
  page: number;
  perPage: number;
  q: string;
}

export function listQueryOf(query: Record<string, unknown>, maxPerPage: number): ListQuery {
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  if (q.length > 200) throw badRequest('q must be 200 characters or less.');
  return {
    page: intOf(query.page, 1, 1, MAX_PAGE, 'page'),
    perPage: intOf(query.perPage, Math.min(DEFAULT_PER_PAGE, maxPerPage), 1, maxPerPage, 'perPage'),
    q,
  };
}

/** A WHERE clause and its parameters, built from the filters a request names. */
export class Filters {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  /** `column ILIKE %q%`, LIKE wildcards in `q` literal (lib/list.ts containsPattern). */
  contains(column: string, q: string): this {
    if (q) this.add(`${column} ilike $?`, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    return this;
  }

  /** `column = id` when the query string names an id. */
  equals(column: string, value: unknown, message: string): this {
    const id = optionalUuid(value, message);
    if (id) this.add(`${column} = $?`, id);
    return this;
  }

  get sql(): string {
    return this.clauses.length ? `where ${this.clauses.join(' and ')}` : '';
  }

  /** The next parameter's placeholder, after the filters'. */
  next(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  private add(clause: string, value: unknown) {
    this.clauses.push(clause.replace('$?', this.next(value)));
  }
}
