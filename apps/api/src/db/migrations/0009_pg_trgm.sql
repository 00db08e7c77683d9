-- Trigram matching for substring search (`q`): the gin indexes of the next migration use it.
-- Shipped with PostgreSQL (contrib) and every managed service; PGlite loads it as an extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
