import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's chunk loads on its first visit; under a busy test run that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
