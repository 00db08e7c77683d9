import type { ErrorCode } from '@catering/domain';
import { CONCURRENT_WRITE_MESSAGE, STALE_MESSAGE } from '@catering/domain';

/** An error the client should see as it is: code, HTTP status and messages. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messages: string[],
  ) {
    super(messages[0] ?? code);
  }
}

export const badRequest = (...messages: string[]) =>
  new AppError(400, 'validation_failed', messages);
export const unauthenticated = (message = 'Please sign in.') =>
  new AppError(401, 'unauthenticated', [message]);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'forbidden', [message]);
export const notFound = (message = 'Not found.') => new AppError(404, '1000', [message]);
export const conflict = (message: string) => new AppError(409, 'conflict', [message]);
export const stale = () => new AppError(409, 'stale', [STALE_MESSAGE]);
/** A transaction PostgreSQL kept aborting (deadlock, serialization failure): nothing saved. */
export const concurrentWrite = () =>
  new AppError(409, 'concurrent_write', [CONCURRENT_WRITE_MESSAGE]);

/** A limit is reached; the answer says how long to wait (and so does Retry-After). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(ttlMs: number) {
    const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
    super(429, 'rate_limited', [
      `Too many attempts. Please wait ${seconds} seconds and try again.`,
    ]);
    this.retryAfterSeconds = seconds;
  }
}
