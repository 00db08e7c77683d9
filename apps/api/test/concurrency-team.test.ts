import { and, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { describeAnswers, errorCode } from './concurrency-race.js';
import { joinedPerson } from './team-fixtures.js';
import { bearer, createTestApp, type TestApp } from './test-app.js';

/**
 * Two Super Admins removing each other at the same moment (issue #21). On PostgreSQL each
 * removal locked its target, then every Super Admin: 6 rounds in 10 deadlocked and answered
 * 500. Team writes now lock all the rows they need in one statement in id order
 * (features/team/user-locks.repo.ts), and a deadlock left anywhere is retried
 * (db/transaction-retry.ts). Real parallel transactions need DATABASE_URL; on PGlite the
 * transactions run one at a time and the answers must be the same.
 */

const ROUNDS = 20;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_ATTEMPTS_PER_MINUTE: '1000' });
  admin = await t.signInAs('admin');
});
afterAll(() => t.close());

const remove = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/v1/users/${id}`, headers: bearer(token) });

describe('Super Admins removing each other at once', () => {
  it(`${ROUNDS} rounds: one removal is done, the other refused as its caller is gone, never a 500`, async () => {
    const badRounds: string[] = [];
    let serverErrors = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // An address of its own per round: invitations are limited to 30 a minute per client.
      const client = `10.21.0.${round + 1}`;
      const superAdmin = (name: string) =>
        joinedPerson(
          t,
          admin,
          { email: `race.${name}.${round}@example.com`, role: 'Super Admin' },
          client,
        );
      const first = await superAdmin('first');
      const second = await superAdmin('second');
      const answers = await Promise.all([
        remove(first.token, second.user.id),
        remove(second.token, first.user.id),
      ]);
      serverErrors += answers.filter((answer) => answer.statusCode >= 500).length;
      const removed = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [first.user.id, second.user.id]), isNotNull(users.removedAt)));
      const outcome = answers.map((a) => `${a.statusCode} ${errorCode(a) ?? ''}`.trim()).sort();
      if (outcome.join() !== '200,401 unauthenticated' || removed.length !== 1)
        badRounds.push(`round ${round}: ${describeAnswers(answers)}; removed ${removed.length}`);
    }
    console.info(
      `Mutual Super Admin removal on ${t.database.kind}: ${ROUNDS} rounds, ${serverErrors} answers 5xx, ${badRounds.length} rounds other than one 200 and one 401`,
    );
    expect(badRounds).toEqual([]);
    expect(serverErrors).toBe(0);
    // Each round invites and signs in two people: minutes on a busy machine.
  }, 600_000);
});
