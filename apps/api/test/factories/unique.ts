let counter = 0;

/**
 * A number no earlier call in this process got: every test file runs in its own process,
 * so default names built from it never clash within a file, and the test world (built in
 * the global setup) names its rows explicitly.
 */
export function nextNumber(): number {
  counter += 1;
  return counter;
}

/** `Market 3`, `Element 4`: a readable default name, unique per call. */
export const uniqueName = (prefix: string) => `${prefix} ${nextNumber()}`;
