import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from './concurrency-limit.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('concurrency limit', () => {
  it('runs at most the limit at once, in arrival order, and answers each call', async () => {
    const run = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        run(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          return i * 10;
        }),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('frees the place of a call that fails', async () => {
    const run = createConcurrencyLimit(1);
    await expect(run(async () => Promise.reject(new Error('no paper')))).rejects.toThrow(
      'no paper',
    );
    await expect(run(async () => 'printed')).resolves.toBe('printed');
  });
});
