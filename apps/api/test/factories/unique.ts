let counter = 0;

/**
 * A number no earlier call in this test file got. Test files share a worker's modules
 * (vitest.config.ts: isolate off), so test/per-file-setup.ts starts the count again for each
 * file: default names built from it never clash within a file, default dates stay a few days
 * ahead, and the test world (built in the global setup) names its rows explicitly.
 */
export function nextNumber(): number {
  counter += 1;
  return counter;
}

/** Starts the count again: each test file begins from the same numbers. */
export function restartNumbers() {
  counter = 0;
}

/** `Market 3`, `Element 4`: a readable default name, unique per call. */
export const uniqueName = (prefix: string) => `${prefix} ${nextNumber()}`;
