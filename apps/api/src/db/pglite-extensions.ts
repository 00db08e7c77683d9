import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every embedded database loads, so that the migrations' `create
 * extension` (pg_trgm for substring search) runs the same on PGlite as on PostgreSQL.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
