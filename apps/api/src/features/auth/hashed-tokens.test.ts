import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_MESSAGES } from '@catering/domain';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DEMO_PASSWORD } from '../../../test/fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { sessions, users, verifications } from '../../db/schema/index.js';
import { tokenDigest } from '../../lib/token-digest.js';

/*
 * A leaked table or backup must open nothing: the database keeps the SHA-256 of each
 * session and reset token, never the token the client holds.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ url: '/me', headers: bearer(token) });
const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/password-reset', payload: { email } });
const confirmReset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/password-reset/confirm',
    payload: { token, password },
  });

async function lastResetToken(): Promise<string> {
  const mail = ((await t.readOutbox()).at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`no reset link in mail:\n${mail}`);
  return new URL(link).searchParams.get('token') ?? '';
}

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The statements of the hash_tokens migration, whatever number it was given. */
async function hashTokensMigration(): Promise<string[]> {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
  const file = (await readdir(dir)).find((name) => name.endsWith('_hash_tokens.sql'));
  if (!file) throw new Error('no hash_tokens migration');
  return (await readFile(path.join(dir, file), 'utf8')).split('--> statement-breakpoint');
}

async function runHashTokensMigration() {
  for (const statement of await hashTokensMigration()) {
    await t.database.db.execute(sql.raw(statement));
  }
}

describe('session tokens', () => {
  it('are stored as their SHA-256: the table holds no token a client holds', async () => {
    const token = await t.signInAs('culinary');
    const stored = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, await userId('culinary@example.com')));
    expect(stored.map((row) => row.token)).toContain(tokenDigest(token));
    expect(stored.map((row) => row.token)).not.toContain(token);
    expect(tokenDigest(token)).toMatch(/^[0-9a-f]{64}$/);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('answer 401 to the stored digest used as a bearer token', async () => {
    const token = await t.signInAs('scheduler');
    const response = await me(tokenDigest(token));
    expect(response.statusCode).toBe(401);
    expect(body(response).error?.code).toBe('unauthenticated');
  });

  it('sign-out deletes the hashed row', async () => {
    const token = await t.signInAs('chef');
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-out',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token, tokenDigest(token)));
    expect(left).toEqual([]);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('password reset tokens', () => {
  it('are stored as their SHA-256, and the stored value is no token', async () => {
    const email = 'manager@example.com';
    expect((await requestReset(email)).statusCode).toBe(200);
    const token = await lastResetToken();
    const rows = await t.database.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, await userId(email)));
    expect(rows.map((row) => row.identifier)).toEqual([
      `reset-password-sha256:${tokenDigest(token)}`,
    ]);
    expect(rows.some((row) => row.identifier.includes(token))).toBe(false);

    // Whoever reads the table cannot use what is there (the provider also tries the
    // plain `reset-password:<token>`, so a row stored under that prefix would let it).
    const refused = await confirmReset(tokenDigest(token), 'a-brand-new-password');
    expect(refused.statusCode).toBe(400);
    expect(body(refused).error?.messages).toEqual([AUTH_MESSAGES.resetLinkInvalid]);
    expect((await confirmReset(token, 'a-brand-new-password')).statusCode).toBe(200);
    const afterUse = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'reset-password%'));
    expect(afterUse).toEqual([]);
  });
});

describe('the hash_tokens migration', () => {
  it('hashes sessions and reset links stored in plaintext, which then keep working', async () => {
    const email = 'host@example.com';
    const id = await userId(email);
    // Rows as the previous version wrote them.
    const sessionToken = 'PlainSessionToken0123456789abcde';
    const resetToken = 'PlainResetToken0123456789';
    await t.database.db.insert(sessions).values({
      token: sessionToken,
      userId: id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    await t.database.db.insert(verifications).values({
      identifier: `reset-password:${resetToken}`,
      value: id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    // Before the migration the new lookup does not find a plaintext row.
    expect((await me(sessionToken)).statusCode).toBe(401);

    await runHashTokensMigration();
    await runHashTokensMigration(); // a second run changes nothing

    const [session] = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.token, tokenDigest(sessionToken)));
    expect(session).toBeDefined();
    const resets = await t.database.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(eq(verifications.value, id));
    expect(resets.map((row) => row.identifier)).toEqual([
      `reset-password-sha256:${tokenDigest(resetToken)}`,
    ]);

    expect((await me(sessionToken)).statusCode).toBe(200);
    expect((await me(tokenDigest(sessionToken))).statusCode).toBe(401);
    expect((await confirmReset(resetToken, 'another-new-password')).statusCode).toBe(200);
    // The reset ended the migrated session too.
    expect((await me(sessionToken)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/auth/sign-in',
          payload: { email, password: TEST_DEMO_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });
});
