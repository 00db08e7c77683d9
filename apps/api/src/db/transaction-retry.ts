import { concurrentWrite } from '../lib/errors.js';
import { isRetryableTransactionError } from '../lib/pg-errors.js';
import type { Db } from './client.js';

/** Runs of one transaction before giving up: the first and two retries. */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * A few milliseconds, random and growing: two transactions that deadlocked each other and
 * retried at once could meet again the same way.
 */
const pauseBeforeRetry = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));

/**
 * Runs `transaction` again when PostgreSQL aborted it for a deadlock (40P01) or a
 * serialization failure (40001): both roll the whole transaction back and ask for it to be
 * run again (PostgreSQL manual, "Serialization Failure Handling"). After the last attempt
 * the answer is 409 `concurrent_write`, never a 500. Every other error passes untouched.
 */
export async function retryTransaction<T>(
  transaction: () => Promise<T>,
  { attempts = TRANSACTION_ATTEMPTS, pause = pauseBeforeRetry } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (!isRetryableTransactionError(error)) throw error;
      if (attempt >= attempts) throw concurrentWrite();
      await pause(attempt);
    }
  }
}

/**
 * Makes every `db.transaction(...)` of the app retry as above, in the one place where
 * transactions are opened. Only the outermost transaction is retried: a deadlock aborts all
 * of it, savepoints (`tx.transaction`) included. A transaction's callback may run more than
 * once, so it must not do what cannot be undone (mail is sent after the commit).
 */
export function retryingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    retryTransaction(() => transaction(run, config))) as Db['transaction'];
  return db;
}
