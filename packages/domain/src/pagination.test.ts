import { describe, expect, it } from 'vitest';
import { listQuerySchema, pageOffset } from './pagination.js';

describe('list queries', () => {
  const schema = listQuerySchema({ maxPerPage: 100 });

  it('defaults to page 1 of 25 rows', () => {
    expect(schema.parse({})).toEqual({ page: 1, perPage: 25 });
  });

  it('reads numbers from the query string and trims the search', () => {
    expect(schema.parse({ page: '3', perPage: '50', q: '  taco ' })).toEqual({
      page: 3,
      perPage: 50,
      q: 'taco',
    });
    expect(pageOffset({ page: 3, perPage: 50 })).toBe(100);
  });

  it('refuses a perPage above the maximum and a page that is not a whole number from 1', () => {
    expect(schema.safeParse({ perPage: '101' }).success).toBe(false);
    for (const page of ['abc', '0', '2.5', '-1'])
      expect(schema.safeParse({ page }).success).toBe(false);
  });

  it('lets fixed lists default to their whole content', () => {
    expect(listQuerySchema({ maxPerPage: 1000, defaultPerPage: 1000 }).parse({}).perPage).toBe(
      1000,
    );
  });
});
