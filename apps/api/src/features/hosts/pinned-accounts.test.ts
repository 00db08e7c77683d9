import { ACCOUNT_MESSAGES, type Account, type PinnedAccount, ROLE_NAMES } from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildUser } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import * as s from '../../db/schema/index.js';

/** My sites (docs/hosts.md): each user's pinned accounts, kept on the server. */

let t: TestApp;
let send: ReturnType<typeof sender>;
let host: string;
let chef: string;
let zeta: Account;
let alpha: Account;
let dallas: Account;
beforeAll(async () => {
  t = await createTestApp();
  send = sender(t, () => host);
  const person = await buildUser(t.database.db, { role: ROLE_NAMES.host });
  host = await t.signIn(person.email, person.password);
  chef = await t.signInAs('chef');
  zeta = await buildAccount(t.database.db, { name: 'Zeta Labs' });
  alpha = await buildAccount(t.database.db, { name: 'alpha Works' });
  dallas = await buildAccount(t.database.db, { name: 'Dallas Depot', market: 'Dallas' });
});
afterAll(() => t.close());

const url = (accountId = '') => `/v1/hosts/pinned-accounts${accountId ? `/${accountId}` : ''}`;
const pinnedNames = async (as?: string) =>
  body<PinnedAccount[]>(await send('GET', url(), undefined, as)).data.map(
    (pin) => pin.account.name,
  );
const unknownAccount = '00000000-0000-4000-8000-00000000dead';

describe('pinned accounts', () => {
  it('pins accounts, lists them by name, and a second pin changes nothing', async () => {
    const first = await send('PUT', url(zeta.id));
    expect(first.statusCode).toBe(200);
    const pin = body<PinnedAccount>(first).data;
    expect(pin.account).toEqual({ id: zeta.id, name: 'Zeta Labs' });
    expect(pin.marketId).toBe(zeta.marketId);
    expect((await send('PUT', url(alpha.id))).statusCode).toBe(200);

    const again = await send('PUT', url(zeta.id));
    expect(again.statusCode).toBe(200);
    expect(body<PinnedAccount>(again).data.pinnedAt).toBe(pin.pinnedAt);

    const list = await send('GET', url());
    expect(list.statusCode).toBe(200);
    expect(body(list).meta.count).toBe(2);
    expect(await pinnedNames()).toEqual(['alpha Works', 'Zeta Labs']);
  });

  it("keeps each user's pins apart", async () => {
    expect(await pinnedNames(chef)).toEqual([]);
    expect((await send('PUT', url(dallas.id), undefined, chef)).statusCode).toBe(200);
    expect((await send('PUT', url(zeta.id), undefined, chef)).statusCode).toBe(200);
    expect((await send('DELETE', url(zeta.id), undefined, chef)).statusCode).toBe(200);
    expect(await pinnedNames(chef)).toEqual(['Dallas Depot']);
    expect(await pinnedNames()).toEqual(['alpha Works', 'Zeta Labs']);
  });

  it('unpins, and unpinning again answers the same', async () => {
    const removed = await send('DELETE', url(alpha.id));
    expect(removed.statusCode).toBe(200);
    expect(body(removed).data).toEqual({ accountId: alpha.id });
    expect(await pinnedNames()).toEqual(['Zeta Labs']);
    expect((await send('DELETE', url(alpha.id))).statusCode).toBe(200);
    expect(await pinnedNames()).toEqual(['Zeta Labs']);
  });

  it('answers 404 for an unknown account, and for pinning an archived one', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await send(method, url(unknownAccount));
      expect({ method, status: response.statusCode }).toEqual({ method, status: 404 });
      expect(body(response).error?.messages).toEqual([ACCOUNT_MESSAGES.notFound]);
    }
    expect((await send('PUT', url('not-an-id'))).statusCode).toBe(400);

    const closing = await buildAccount(t.database.db, { name: 'Closing Cafe' });
    expect((await send('PUT', url(closing.id))).statusCode).toBe(200);
    await t.database.db
      .update(s.accounts)
      .set({ archivedAt: new Date() })
      .where(eq(s.accounts.id, closing.id));
    expect(await pinnedNames()).toEqual(['Zeta Labs']);
    expect((await send('PUT', url(closing.id))).statusCode).toBe(404);
    // Still the host's to remove.
    expect((await send('DELETE', url(closing.id))).statusCode).toBe(200);
  });

  it("is the person's preference, not a change in the change log", async () => {
    const logged = await t.database.db
      .select({ id: s.changeLog.id })
      .from(s.changeLog)
      .where(eq(s.changeLog.route, '/v1/hosts/pinned-accounts/:accountId'));
    expect(logged).toEqual([]);
  });
});

describe('pinned accounts of a host limited to Dallas', () => {
  let limited: string;
  let limitedId: string;
  beforeAll(async () => {
    const person = await buildUser(t.database.db, { role: ROLE_NAMES.host });
    limitedId = person.id;
    limited = await t.signIn(person.email, person.password);
    // Pinned before the limit: kept, but not shown while the limit lasts.
    expect((await send('PUT', url(zeta.id), undefined, limited)).statusCode).toBe(200);
    await limitToMarkets(t, person.email, ['Dallas']);
  });

  it("refuses another market's account as unknown (404) and stores nothing", async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await send(method, url(alpha.id), undefined, limited);
      expect({ method, status: response.statusCode }).toEqual({ method, status: 404 });
      expect(body(response).error?.messages).toEqual([ACCOUNT_MESSAGES.notFound]);
    }
    const stored = await t.database.db
      .select({ accountId: s.userPinnedAccounts.accountId })
      .from(s.userPinnedAccounts)
      .where(eq(s.userPinnedAccounts.userId, limitedId));
    expect(stored).toEqual([{ accountId: zeta.id }]);
  });

  it('pins a Dallas account and lists only the accounts of Dallas', async () => {
    expect((await send('PUT', url(dallas.id), undefined, limited)).statusCode).toBe(200);
    const list = await send('GET', url(), undefined, limited);
    expect(body<PinnedAccount[]>(list).data.map((pin) => pin.account.id)).toEqual([dallas.id]);
    expect(body(list).meta.count).toBe(1);
  });
});
