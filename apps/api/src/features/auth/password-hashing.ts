import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/**
 * better-auth's scrypt (node:crypto, N=16384, r=16: 32 MB and ~90 ms of one core per
 * hash) with at most one hash per core at a time. libuv would run four at once whatever
 * the cores; more than the cores only adds memory (32 MB each) and makes every sign-in
 * in the queue slower, never more of them per second. Same format, same hashes.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism());

let running = 0;
const waiting: (() => void)[] = [];

async function oneAtATimePerCore<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export const boundedPasswordHashing = {
  hash: (password: string) => oneAtATimePerCore(() => hashPassword(password)),
  verify: ({ hash, password }: { hash: string; password: string }) =>
    oneAtATimePerCore(() => verifyPassword({ hash, password })),
};
