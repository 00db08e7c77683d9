import {
  ACCOUNT_ARCHIVE_MESSAGES,
  ACCOUNT_MESSAGES,
  type Account,
  type AccountListItem,
  type AccountNote,
  MARKET_SCOPE_MESSAGES,
  type PointOfContact,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, accountUpdate } from '../../../test/account-fixtures.js';
import { buildAccount } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accountNotes, accounts, users } from '../../db/schema/index.js';

/**
 * A Culinary user limited to Dallas (docs/permissions.md 8) against the accounts routes:
 * Austin's accounts, contacts and Audit Trail are absent to them, Austin is refused as a
 * market, and Dallas works as before.
 */

let t: TestApp;
let admin: string;
let dallasOnly: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
/** A live account with a point of contact, of Dallas (ours) and of Austin (theirs). */
let ours: { id: string; contactId: string };
let theirs: { id: string; contactId: string };

/** A live account of `market` with a point of contact, built for this file. */
async function accountWithContact(market: string) {
  const account = await buildAccount(t.database.db, { market, pointOfContact: {} });
  return { id: account.id, contactId: account.pointOfContact!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  ref = await referenceIds(t.database.db);
  admin = await t.signInAs('admin');
  await limitToMarkets(t, 'culinary@example.com', ['Dallas']);
  dallasOnly = await t.signInAs('culinary');
  ours = await accountWithContact('Dallas');
  theirs = await accountWithContact('Austin');
  // A second Dallas account, so a page of one holds less than Dallas's total.
  await buildAccount(t.database.db, { market: 'Dallas' });
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = dallasOnly,
) => t.app.inject({ method, url, headers: bearer(token), payload });

function expectRefused(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(body(response).error?.messages).toEqual([message]);
}

const accountRow = async (id: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!;

describe('accounts of a user limited to Dallas', () => {
  it('lists only Dallas accounts, counted as such, and refuses a filter on Austin', async () => {
    const everyDallas = await send(
      'GET',
      `/v1/accounts?perPage=4096&marketId=${ref.market('Dallas')}`,
      undefined,
      admin,
    );
    const mine = await send('GET', '/v1/accounts?perPage=4096');
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = body<AccountListItem[]>(mine).data;
    expect(rows.length).toBe(2); // the two Dallas accounts built above, not Austin's
    expect(new Set(rows.map((row) => row.marketName))).toEqual(new Set(['Dallas']));
    expect(rows.map((row) => row.id)).toEqual(
      body<AccountListItem[]>(everyDallas).data.map((row) => row.id),
    );
    expect(body(mine).meta.count).toBe(rows.length);
    // Paged, the total still counts Dallas alone.
    expect(body(await send('GET', '/v1/accounts?perPage=1')).meta.count).toBe(rows.length);

    const austinName = (await accountRow(theirs.id)).name;
    const search = await send('GET', `/v1/accounts?q=${encodeURIComponent(austinName)}`);
    expect(body<AccountListItem[]>(search).data).toEqual([]);
    expect(body(search).meta.count).toBe(0);
    // The same search finds it for an unlimited user: the limit, not the name, hides it.
    const adminSearch = await send(
      'GET',
      `/v1/accounts?q=${encodeURIComponent(austinName)}`,
      undefined,
      admin,
    );
    expect(body<AccountListItem[]>(adminSearch).data.map((row) => row.id)).toContain(theirs.id);

    expectRefused(
      await send('GET', `/v1/accounts?marketId=${ref.market('Austin')}`),
      403,
      MARKET_SCOPE_MESSAGES.outsideMarkets,
    );
  });

  it("answers Austin's account, its contact's e-mail and its Audit Trail as absent", async () => {
    const reads: [url: (a: typeof ours) => string, message: string][] = [
      [(a) => `/v1/accounts/${a.id}`, ACCOUNT_MESSAGES.notFound],
      [(a) => `/v1/accounts/${a.id}/notes`, ACCOUNT_MESSAGES.notFound],
      [(a) => `/v1/accounts/${a.id}/portion-modifiers`, ACCOUNT_MESSAGES.notFound],
      [(a) => `/v1/accounts/${a.id}/change-log`, ACCOUNT_MESSAGES.notFound],
      [(a) => `/v1/accounts/${a.id}/future-services`, ACCOUNT_MESSAGES.notFound],
      [(a) => `/v1/accounts/qr-codes?accountId=${a.id}`, ACCOUNT_MESSAGES.notFound],
      [(a) => `/v1/account-poc-users/${a.contactId}`, 'Point of contact not found.'],
    ];
    for (const [url, message] of reads) {
      expectRefused(await send('GET', url(theirs)), 404, message);
      const own = await send('GET', url(ours));
      expect(own.statusCode, `${url(ours)}: ${own.body}`).toBe(200);
      // Unlimited users read Austin as before.
      expect((await send('GET', url(theirs), undefined, admin)).statusCode).toBe(200);
    }
    const contact = body<PointOfContact>(
      await send('GET', `/v1/account-poc-users/${ours.contactId}`),
    );
    expect(contact.data.email).toContain('@');
    expect(
      body<Account>(await send('GET', `/v1/accounts/${ours.id}`)).data.pointOfContact?.email,
    ).toBe(contact.data.email);
    expectRefused(
      await send(
        'GET',
        `/v1/accounts/qr-codes?accountId=${ours.id}&marketId=${ref.market('Austin')}`,
      ),
      403,
      MARKET_SCOPE_MESSAGES.outsideMarkets,
    );
  });

  it("refuses every write to Austin's account and leaves it as it was", async () => {
    const before = await accountRow(theirs.id);
    const theirNote = body<AccountNote>(
      await send('POST', `/v1/accounts/${theirs.id}/notes`, { note: 'Austin only' }, admin),
    ).data;
    const austin = body<Account>(
      await send('GET', `/v1/accounts/${theirs.id}`, undefined, admin),
    ).data;
    const contact = (
      await t.database.db.select().from(users).where(eq(users.id, theirs.contactId))
    )[0]!;
    const writes: [method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['PUT', `/v1/accounts/${theirs.id}`, accountUpdate(austin, { name: 'Renamed by Dallas' })],
      // Even moving it into Dallas: the account is not theirs to move.
      [
        'PUT',
        `/v1/accounts/${theirs.id}`,
        accountUpdate(austin, { marketId: ref.market('Dallas') }),
      ],
      ['DELETE', `/v1/accounts/${theirs.id}`],
      ['DELETE', `/v1/accounts/${theirs.id}?removeFutureServices=true`],
      ['POST', `/v1/accounts/${theirs.id}/notes`, { note: 'From Dallas' }],
      ['DELETE', `/v1/accounts/${theirs.id}/notes/${theirNote.id}`],
      [
        'PUT',
        `/v1/accounts/${theirs.id}/portion-modifiers`,
        // updatedAt is ignored today and required once modifiers carry a version.
        { portionModifiers: [], updatedAt: austin.updatedAt },
      ],
      [
        'POST',
        '/v1/account-poc-users',
        { accountId: theirs.id, email: contact.email, firstName: 'Changed', lastName: 'By Dallas' },
      ],
    ];
    for (const [method, url, payload] of writes) {
      const message = url.includes('/notes/') ? 'Note not found.' : ACCOUNT_MESSAGES.notFound;
      expectRefused(await send(method, url, payload), 404, message);
    }
    expect(await accountRow(theirs.id)).toEqual(before);
    const notes = await t.database.db
      .select({ id: accountNotes.id })
      .from(accountNotes)
      .where(eq(accountNotes.accountId, theirs.id));
    expect(notes).toEqual([{ id: theirNote.id }]);
    expect(
      (await t.database.db.select().from(users).where(eq(users.id, theirs.contactId)))[0],
    ).toEqual(contact);
  });

  it("neither lists nor restores Austin's archived account", async () => {
    const archived = await buildAccount(t.database.db, { market: 'Austin' });
    expect((await send('DELETE', `/v1/accounts/${archived.id}`, undefined, admin)).statusCode).toBe(
      200,
    );
    const listed = body<AccountListItem[]>(await send('GET', '/v1/accounts?archived=true')).data;
    expect(listed.map((a) => a.id)).not.toContain(archived.id);
    expectRefused(
      await send('POST', `/v1/accounts/${archived.id}/restore`),
      404,
      ACCOUNT_ARCHIVE_MESSAGES.notArchivedFound,
    );
    const restored = await send('POST', `/v1/accounts/${archived.id}/restore`, undefined, admin);
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('refuses an account opened in or moved to Austin, and works in Dallas', async () => {
    expectRefused(
      await send(
        'POST',
        '/v1/accounts',
        accountPayload(ref, { name: 'Test Austin By Dallas', marketId: ref.market('Austin') }),
      ),
      403,
      MARKET_SCOPE_MESSAGES.outsideMarkets,
    );
    expect(
      await t.database.db.select().from(accounts).where(eq(accounts.name, 'Test Austin By Dallas')),
    ).toEqual([]);

    const created = await send(
      'POST',
      '/v1/accounts',
      accountPayload(ref, { name: 'Test Dallas Site', marketId: ref.market('Dallas') }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const account = body<Account>(created).data;
    expectRefused(
      await send(
        'PUT',
        `/v1/accounts/${account.id}`,
        accountUpdate(account, { marketId: ref.market('Austin') }),
      ),
      403,
      MARKET_SCOPE_MESSAGES.outsideMarkets,
    );
    expect((await accountRow(account.id)).marketId).toBe(ref.market('Dallas'));

    const renamed = await send(
      'PUT',
      `/v1/accounts/${account.id}`,
      accountUpdate(account, { name: 'Test Dallas Site 2' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const note = await send('POST', `/v1/accounts/${account.id}/notes`, { note: 'Dock B' });
    expect(note.statusCode, note.body).toBe(201);
    expect(
      (await send('DELETE', `/v1/accounts/${account.id}/notes/${body<AccountNote>(note).data.id}`))
        .statusCode,
    ).toBe(200);
    expect((await send('DELETE', `/v1/accounts/${account.id}`)).statusCode).toBe(200);
    expect((await accountRow(account.id)).archivedAt).not.toBeNull();
  });

  it('links a contact who also fronts an Austin site, but does not rename them', async () => {
    const contact = (
      await t.database.db.select().from(users).where(eq(users.id, theirs.contactId))
    )[0]!;
    const site = body<Account>(
      await send(
        'POST',
        '/v1/accounts',
        accountPayload(ref, { name: 'Test Dallas Contact Site', marketId: ref.market('Dallas') }),
      ),
    ).data;
    const link = {
      accountId: site.id,
      email: contact.email,
      firstName: contact.firstName,
      lastName: contact.lastName,
    };
    expectRefused(
      await send('POST', '/v1/account-poc-users', { ...link, lastName: 'Renamed' }),
      403,
      MARKET_SCOPE_MESSAGES.outsideMarkets,
    );
    expect((await accountRow(site.id)).pointOfContactUserId).toBeNull();
    const linked = await send('POST', '/v1/account-poc-users', link);
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await accountRow(site.id)).pointOfContactUserId).toBe(contact.id);
    expect(
      (await t.database.db.select().from(users).where(eq(users.id, contact.id)))[0]!.lastName,
    ).toBe(contact.lastName);
  });
});
