import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { extremeRequests } from './extreme-requests.js';
import { TEST_ADMIN_EMAIL } from './fixtures.js';
import type { HostileRequest } from './hostile-requests.js';
import {
  answerProblem,
  describeRequest,
  EXCLUDED_TABLES,
  sendHostile,
  Tally,
} from './hostile-run.js';
import { createMenu, menuPayload, sender } from './menu-fixtures.js';
import { hostileInputTargets, operationKey } from './openapi-operations.js';
import { referenceIds } from './reference-ids.js';
import { RowPool } from './row-pool.js';
import { changedTables, digestTables, listTables } from './table-digest.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Hostile input at the documented limits (issue #11, part 2): requests that
 * docs/openapi.json calls valid, naming real rows, with every number at its documented
 * bound (or enormous where none is documented) and text at its longest and most hostile
 * (emoji, right-to-left, lone surrogates; 100,000 characters where no limit is given).
 * The server may store them or refuse them; it must never answer 5xx, and a refused
 * request must change no row. This is where a bound missing from a schema shows up as a
 * database overflow. HOSTILE_EXTREME_RUNS sets the requests per route (default 3).
 */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_EXTREME_RUNS ?? 3);
const SEED = process.env.HOSTILE_SEED ? Number(process.env.HOSTILE_SEED) : undefined;

let t: TestApp;
let token: string;
let tables: string[];
let pool: RowPool;

beforeAll(async () => {
  // The demo gives every table rows for the run's ids to land on.
  t = await createTestApp(
    {
      SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
      SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '10000',
      SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: '10000',
    },
    { template: 'demo' },
  );
  token = await t.signInAs('admin');
  tables = await listTables(t.database.db, Object.keys(EXCLUDED_TABLES));
  // Valid writes are let through here: they must not take the run's own access away.
  const [admin] = await t.database.db
    .select({ id: schema.users.id, roleId: schema.users.roleId })
    .from(schema.users)
    .where(eq(schema.users.email, TEST_ADMIN_EMAIL));
  pool = await RowPool.load(t.database.db, admin?.roleId ? [admin.id, admin.roleId] : []);
});
afterAll(() => t?.close());

/** Reads that may write, and why: they are not held to "a read changes nothing". */
const READS_THAT_WRITE: Record<string, string> = {
  'GET /v1/accounts/qr-codes': 'gives an account its QR token the first time it is asked for',
};

/** Routes that take input (DELETE and bodiless POSTs have none to push to a limit). */
const targets = hostileInputTargets().filter(
  (op) => op.method !== 'DELETE' && (op.body || op.query.length > 0 || op.method === 'GET'),
);

describe('hostile input at the documented limits', () => {
  it('downloads the documents of a menu named in any script', async () => {
    const send = sender(t, () => token);
    const name = 'Phở 漢字 שלום مرحبا 🍲 Crème';
    const menu = await createMenu(send, menuPayload(await referenceIds(t.database.db), { name }));
    const response = await send('POST', '/v1/pdf/menu-hostflow', { menuId: menu.id });
    expect(response.statusCode).toBe(200);
    // A header holds Latin-1 only; the full name travels as RFC 6266's filename*.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ph Crème-HostFlow.pdf"; filename*=UTF-8''${encodeURIComponent(
        'Phở 漢字 שלום مرحبا Crème-HostFlow.pdf',
      )}`,
    );
  });

  it(
    'stores or refuses every request, never with a 5xx, and a refusal changes no row',
    async () => {
      const db = t.database.db;
      const tally = new Tally();
      const failures: string[] = [];
      let refusedWrites = 0;

      for (const op of targets) {
        const reads = op.method === 'GET';
        let digest = await digestTables(db, tables);
        const details = await fc.check(
          fc.asyncProperty(extremeRequests(op, pool), async (request: HostileRequest) => {
            const response = await sendHostile(t, token, request, tally);
            const problem = answerProblem(response);
            tally.record(response, problem);
            if (problem) throw new Error(problem);
            if (reads) return;
            // A write is checked request by request: only a refused one must leave no trace.
            const next = await digestTables(db, tables);
            const written = changedTables(digest, next);
            digest = next;
            if (response.statusCode >= 400) {
              refusedWrites++;
              if (written.length) throw new Error(`refused, yet changed rows of ${written}`);
            }
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        );
        if (details.failed) {
          const request = details.counterexample?.[0];
          const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
          failures.push(
            `${operationKey(op)}: ${error}\n  ${request ? describeRequest(request) : ''}` +
              `\n  replay: HOSTILE_SEED=${details.seed}`,
          );
        }
        if (reads && !(operationKey(op) in READS_THAT_WRITE)) {
          const written = changedTables(digest, await digestTables(db, tables));
          if (written.length) failures.push(`${operationKey(op)} (a read) changed ${written}`);
        }
      }

      console.info(
        `Hostile input at the limits: ${tally.requests} requests to ${targets.length} routes ` +
          `| 5xx answers: ${tally.serverErrors} | stored (valid): ${tally.accepted} ` +
          `| refused writes: ${refusedWrites} | answers without the envelope: ` +
          `${tally.envelopeProblems} | statuses: ${tally.statuses()}`,
      );
      expect(failures).toEqual([]);
      expect(tally.serverErrors).toBe(0);
      expect(tally.envelopeProblems).toBe(0);
    },
    120_000 + RUNS_PER_ROUTE * 10_000,
  );
});
