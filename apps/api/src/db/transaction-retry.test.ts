import { CONCURRENT_WRITE_MESSAGE } from '@catering/domain';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError, stale } from '../lib/errors.js';
import { envelopePlugin } from '../plugins/envelope.js';
import type { Db } from './client.js';
import { retryingTransactions, retryTransaction } from './transaction-retry.js';

/** What node-postgres throws, as drizzle wraps it: the code sits on the cause. */
const pgError = (code: string, message: string) =>
  Object.assign(new Error(`Failed query: ...`), {
    cause: Object.assign(new Error(message), { code }),
  });
const deadlock = () => pgError('40P01', 'deadlock detected');
const serializationFailure = () =>
  pgError('40001', 'could not serialize access due to concurrent update');
const noPause = { pause: async () => {} };

/** A transaction that fails with `failures` in turn, then answers 'saved'. */
function failingThen(...failures: (() => Error)[]) {
  return vi.fn(async () => {
    const failure = failures.shift();
    if (failure) throw failure();
    return 'saved';
  });
}

describe('retryTransaction', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    const pause = vi.fn(async () => {});
    const transaction = failingThen(deadlock, serializationFailure);
    await expect(retryTransaction(transaction, { pause })).resolves.toBe('saved');
    expect(transaction).toHaveBeenCalledTimes(3);
    expect(pause.mock.calls).toEqual([[1], [2]]);
  });

  it('answers 409 concurrent_write when every attempt deadlocks', async () => {
    const transaction = failingThen(deadlock, deadlock, deadlock, deadlock);
    const refused = retryTransaction(transaction, noPause);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      code: 'concurrent_write',
      messages: [CONCURRENT_WRITE_MESSAGE],
    });
    expect(transaction).toHaveBeenCalledTimes(3);
  });

  it('passes every other error on at once', async () => {
    for (const failure of [() => pgError('23505', 'duplicate key'), stale, () => new Error('x')]) {
      const transaction = failingThen(failure);
      await expect(retryTransaction(transaction, noPause)).rejects.toThrow(failure().message);
      expect(transaction).toHaveBeenCalledTimes(1);
    }
  });

  it("is what the app's db.transaction does", async () => {
    const run = failingThen(deadlock);
    const db = retryingTransactions({ transaction: run } as unknown as Db);
    await expect(db.transaction(async () => 'unused')).resolves.toBe('saved');
    expect(run).toHaveBeenCalledTimes(2);
  });
});

describe('the envelope', () => {
  it('answers a deadlock outside a transaction with 409 concurrent_write, not 500', async () => {
    const app = Fastify();
    await app.register(envelopePlugin);
    app.get('/deadlock', async () => {
      throw deadlock();
    });
    const response = await app.inject({ url: '/deadlock' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'concurrent_write',
      messages: [CONCURRENT_WRITE_MESSAGE],
    });
    await app.close();
  });
});
