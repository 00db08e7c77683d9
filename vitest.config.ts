import { defineConfig } from 'vitest/config';

/** `npm test`: domain, API (PGlite, or PostgreSQL with DATABASE_URL) and web tests. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web/vitest.config.ts'],
    maxWorkers: 2,
  },
});
