import type { Db } from '../../db/client.js';
import { AppError, RateLimitedError } from '../../lib/errors.js';
import { countHit, type HitCount, uncountHit } from '../../lib/hit-counter.repo.js';

/** The sign-in limits beyond the plugin's per-client minute (see config.ts). */
export interface SignInLimits {
  /** Attempts one client gets a minute on one address. */
  attemptsPerAccountAndClientPerMinute: number;
  /** Failed sign-ins one client gets an hour, over all addresses (password spraying). */
  failuresPerClientPerHour: number;
  /** Failed sign-ins one address gets an hour, from all clients together (ASVS 2.2.1). */
  failuresPerAccountPerHour: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface Counter {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Throttles the failing client, not the account: a wrong-password storm from one client
 * stops that client, while the right password from another still signs in. Only the
 * account's hourly cap on failures counts every client, and it is generous (ASVS 2.2.1
 * allows at most 100 an hour).
 *
 * A failure is reserved before the password is checked and given back when the attempt
 * does not fail, so that parallel guesses cannot overshoot a cap.
 */
export function createSignInThrottle(db: Db, limits: SignInLimits) {
  async function take(counters: Counter[]): Promise<() => Promise<void>> {
    const taken: { counter: Counter; count: HitCount }[] = [];
    const giveBack = () =>
      Promise.all(
        taken.map(({ counter, count }) => uncountHit(db, counter.key, count.windowStartedAt)),
      ).then(() => undefined);
    for (const counter of counters) {
      const count = await countHit(db, counter.key, counter.windowMs);
      taken.push({ counter, count });
      if (count.hits > counter.max) {
        await giveBack();
        throw new RateLimitedError(count.ttlMs);
      }
    }
    return giveBack;
  }

  return {
    /**
     * Runs one sign-in attempt of `email` from `client` (the address Fastify derives, behind
     * TRUST_PROXY), or refuses it with 429 when the client or the account is over a limit.
     */
    async attempt<T>(email: string, client: string, signIn: () => Promise<T>): Promise<T> {
      // Attempts are counted whatever their outcome, and never given back.
      await take([
        {
          key: `sign-in:attempts:${client}:${email}`,
          max: limits.attemptsPerAccountAndClientPerMinute,
          windowMs: MINUTE_MS,
        },
      ]);
      const giveBackFailure = await take([
        {
          key: `sign-in:failures:client:${client}`,
          max: limits.failuresPerClientPerHour,
          windowMs: HOUR_MS,
        },
        {
          key: `sign-in:failures:account:${email}`,
          max: limits.failuresPerAccountPerHour,
          windowMs: HOUR_MS,
        },
      ]);
      try {
        const result = await signIn();
        await giveBackFailure();
        return result;
      } catch (error) {
        const failed = error instanceof AppError && error.statusCode === 401;
        if (!failed) await giveBackFailure();
        throw error;
      }
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
