import { defineConfig } from 'vitest/config';

/**
 * Browser journeys: one API + web server for the whole run (support/global-setup.ts), one
 * Chromium per file, files one after the other so they never race for the same server.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    reporters: ['default'],
  },
});
