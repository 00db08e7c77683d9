import { availableParallelism } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { boundedHashing } from './password-hashing.js';

/** A stand-in for scrypt: each hash takes a few milliseconds and is told apart by its input. */
const fakeScrypt = () => ({
  hashPassword: vi.fn<(password: string) => Promise<string>>(),
  verifyPassword: vi.fn(async () => true),
});

describe('password hashing', () => {
  it('runs at most one scrypt per core at a time, and every caller gets its hash', async () => {
    let running = 0;
    let most = 0;
    const scrypt = fakeScrypt();
    scrypt.hashPassword.mockImplementation(async (password: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return `salt:${password}`;
    });
    const hashing = boundedHashing(scrypt);
    const passwords = Array.from({ length: 12 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((p) => hashing.hash(p)));
    expect(hashes).toEqual(passwords.map((p) => `salt:${p}`));
    expect(most).toBe(Math.min(12, availableParallelism()));
  });

  it('frees its place when a hash fails', async () => {
    const scrypt = fakeScrypt();
    const hashing = boundedHashing(scrypt, 1);
    scrypt.hashPassword.mockRejectedValueOnce(new Error('out of memory'));
    await expect(hashing.hash('a')).rejects.toThrow('out of memory');
    scrypt.hashPassword.mockResolvedValue('salt:b');
    const after = await Promise.all(Array.from({ length: 3 }, () => hashing.hash('b')));
    expect(after).toEqual(['salt:b', 'salt:b', 'salt:b']);
  });
});
