import { inspect } from 'node:util';
import { ConfigError } from '../config.js';

/**
 * What a failed start prints: the error with its stack, every `cause` below it and, for an
 * AggregateError (pg's "connection refused" on both ::1 and 127.0.0.1, whose own message is
 * empty), each inner error. A bad environment variable is its message alone: the stack
 * would only point into config.ts.
 */
export function describeFatalError(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  return describe(error, new Set()).join('\n');
}

/** What a database or the system adds to an error, often the only useful part. */
const DETAIL_FIELDS = ['code', 'detail', 'hint'] as const;

function describe(error: unknown, seen: Set<unknown>): string[] {
  if (!(error instanceof Error)) return [typeof error === 'string' ? error : inspect(error)];
  // A cause chain can loop back on itself; print each error once.
  if (seen.has(error)) return [`${error.name}: ${error.message} (already shown above)`];
  seen.add(error);

  const lines = (error.stack || `${error.name}: ${error.message}`).split('\n');
  const fields = error as unknown as Record<string, unknown>;
  for (const field of DETAIL_FIELDS) {
    const value = fields[field];
    if ((typeof value === 'string' || typeof value === 'number') && value !== '') {
      lines.push(`    ${field}: ${value}`);
    }
  }
  if (error instanceof AggregateError) {
    error.errors.forEach((inner, index) => {
      const [first = '', ...rest] = describe(inner, seen);
      lines.push(`  [${index + 1} of ${error.errors.length}] ${first}`);
      lines.push(...rest.map((line) => `  ${line}`));
    });
  }
  if (error.cause !== undefined) {
    const [first = '', ...rest] = describe(error.cause, seen);
    lines.push(`Caused by: ${first}`, ...rest);
  }
  return lines;
}
