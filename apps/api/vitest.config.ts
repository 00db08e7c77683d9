import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'api (PostgreSQL)' : 'api (PGlite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database copy; PGlite needs a few hundred MB per copy.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
