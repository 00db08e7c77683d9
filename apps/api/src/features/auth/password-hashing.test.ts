import { availableParallelism } from 'node:os';
import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it, vi } from 'vitest';
import { boundedPasswordHashing } from './password-hashing.js';

vi.mock('better-auth/crypto', () => ({
  hashPassword: vi.fn(),
  verifyPassword: vi.fn(async () => true),
}));

describe('password hashing', () => {
  it('runs at most one scrypt per core at a time, and every caller gets its hash', async () => {
    let running = 0;
    let most = 0;
    vi.mocked(hashPassword).mockImplementation(async (password: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return `salt:${password}`;
    });
    const passwords = Array.from({ length: 12 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((p) => boundedPasswordHashing.hash(p)));
    expect(hashes).toEqual(passwords.map((p) => `salt:${p}`));
    expect(most).toBe(Math.min(12, availableParallelism()));
  });

  it('frees its place when a hash fails', async () => {
    vi.mocked(hashPassword).mockRejectedValueOnce(new Error('out of memory'));
    await expect(boundedPasswordHashing.hash('a')).rejects.toThrow('out of memory');
    vi.mocked(hashPassword).mockResolvedValue('salt:b');
    const after = await Promise.all(
      Array.from({ length: availableParallelism() + 1 }, () => boundedPasswordHashing.hash('b')),
    );
    expect(after.every((hash) => hash === 'salt:b')).toBe(true);
  });
});
