import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { createConcurrencyLimit } from '../../lib/concurrency-limit.js';

/**
 * better-auth's scrypt (node:crypto, N=16384, r=16: 32 MB and ~90 ms of one core per
 * hash) with at most one hash per core at a time. libuv would run four at once whatever
 * the cores; more than the cores only adds memory (32 MB each) and makes every sign-in
 * in the queue slower, never more of them per second. Same format, same hashes.
 */
export function boundedHashing(
  scrypt: { hashPassword: typeof hashPassword; verifyPassword: typeof verifyPassword },
  atOnce = Math.max(1, availableParallelism()),
) {
  const oneAtATimePerCore = createConcurrencyLimit(atOnce);
  return {
    hash: (password: string) => oneAtATimePerCore(() => scrypt.hashPassword(password)),
    verify: ({ hash, password }: { hash: string; password: string }) =>
      oneAtATimePerCore(() => scrypt.verifyPassword({ hash, password })),
  };
}

export const boundedPasswordHashing = boundedHashing({ hashPassword, verifyPassword });
