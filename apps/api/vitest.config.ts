import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.DATABASE_URL ? 'api (PostgreSQL)' : 'api (PGlite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/per-file-setup.ts'],
    // Each file opens its own database copy; PGlite needs a few hundred MB per copy.
    pool: 'forks',
    // The files share their worker's modules: loading the app once per worker instead of
    // once per file took the suite from 14 to 9 minutes. Nothing may rely on module state
    // left by an earlier file (a file that mocks a module would need its own project).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
