import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the host survey keeps its drafts there.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetDrafts } from '../components/dialog-draft';
import { clearDeviceStore } from '../features/host-surveys/device-store';
import { contractViolations } from './mock-api';
import { skipUnmatchableRules } from './skip-unmatchable-rules';

// A screen's chunk loads on its first visit; under a busy test run that can take seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

// Half of a screen test's time went to jsdom's style cascade (skip-unmatchable-rules.ts).
skipUnmatchableRules(document);

// Vitest runs without globals, so testing-library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  await clearDeviceStore();
  window.localStorage.clear();
  // What the unmounted dialogs kept must not open in the next test.
  forgetDrafts();
  // A mocked answer the API would never send makes the test prove nothing about the real one.
  const violations = contractViolations.splice(0);
  if (violations.length) throw new Error(violations.join('\n'));
});
