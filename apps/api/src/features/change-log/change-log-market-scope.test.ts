import type { Account, ChangeLogEntry } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';

/** The change log read by a Super Admin limited to markets (docs/permissions.md 8). */
let t: TestApp;
let superAdmin: string;
let dallasSite: Account;
let austinSite: Account;
let tagId: string;
beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.signInAs('admin');
  const scheduler = await t.signInAs('scheduler');
  const ref = await referenceIds(t.database.db);
  const site = (name: string, market: string) =>
    createAccount(t, scheduler, accountPayload(ref, { name, marketId: ref.market(market) }));
  dallasSite = await site('Test Log Dallas Site', 'Dallas');
  austinSite = await site('Test Log Austin Site', 'Austin');
  const tag = await t.app.inject({
    method: 'POST',
    url: '/v1/tags',
    headers: bearer(scheduler),
    payload: { name: 'scopedlog' },
  });
  tagId = body<{ id: string }>(tag).data.id;
});
afterAll(() => t.close());

const entries = async (query = '') =>
  body<ChangeLogEntry[]>(
    await t.app.inject({
      url: `/v1/change-log?perPage=100${query}`,
      headers: bearer(superAdmin),
    }),
  );

describe('the change log under a market limit', () => {
  it("shows the reader's markets and the catalogue, never another market's changes", async () => {
    const everything = await entries();
    const ids = (rows: ChangeLogEntry[]) => rows.map((entry) => entry.entityId);
    expect(ids(everything.data)).toEqual(
      expect.arrayContaining([dallasSite.id, austinSite.id, tagId]),
    );

    await limitToMarkets(t, 'admin@example.com', ['Dallas']);
    const limited = await entries();
    expect(ids(limited.data)).toEqual(expect.arrayContaining([dallasSite.id, tagId]));
    expect(ids(limited.data)).not.toContain(austinSite.id);
    expect(limited.meta.count).toBe(limited.data.length);
    expect(limited.meta.count).toBeLessThan(everything.meta.count ?? 0);
    // Filtering by the other market's account finds nothing rather than its history.
    expect((await entries(`&accountId=${austinSite.id}`)).data).toEqual([]);
    await limitToMarkets(t, 'admin@example.com', []);
    expect((await entries(`&accountId=${austinSite.id}`)).data.length).toBeGreaterThan(0);
  });
});
