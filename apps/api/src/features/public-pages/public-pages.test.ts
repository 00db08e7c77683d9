import { randomUUID } from 'node:crypto';
import {
  type Account,
  type AccountQrCodes,
  addDays,
  PUBLIC_PAGE_MESSAGES,
  type PublicFeedbackInfo,
  type PublicMenuPage,
  todayIn,
} from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountPayload, createAccount } from '../../../test/account-fixtures.js';
import { buildElement, buildMenu, buildScheduledMenu } from '../../../test/factories/index.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accountQrTokens, eaterFeedbackResponses } from '../../db/schema/index.js';

let t: TestApp;
let scheduler: string;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let account: Account;
let codes: AccountQrCodes;
let token: string;
const today = todayIn('America/Phoenix');

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://console.example.test/' });
  scheduler = await t.signInAs('scheduler');
  ref = await referenceIds(t.database.db);
  account = await createAccount(t, scheduler, accountPayload(ref, { name: 'Test Public Site' }));
  const other = await createAccount(
    t,
    scheduler,
    accountPayload(ref, { name: 'Test Private Site' }),
  );
  const event = (a: Account, date: string, line = 'Lunch') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/service-events',
      headers: bearer(scheduler),
      payload: {
        accountId: a.id,
        addressId: a.address.id,
        serviceLineId: ref.serviceLine(line),
        serviceTypeId: ref.serviceType('Sifted 2.0'),
        date,
      },
    });
  await event(account, today);
  await event(account, addDays(today, 2), 'Breakfast');
  await event(account, addDays(today, 2));
  await event(account, addDays(today, 7)); // beyond the seven days shown
  await event(other, addDays(today, 1));
  // The only menu of Phoenix: today's lunch, a protein with milk, a veg entree and a starch.
  const elements = [
    await buildElement(t.database.db, { name: 'Chicken Tikka Masala', allergens: ['Milk'] }),
    await buildElement(t.database.db, { name: 'Chickpea Tikka Masala' }),
    await buildElement(t.database.db, { name: 'Jeera Basmati Rice' }),
  ];
  const menu = await buildMenu(t.database.db, {
    name: 'Taste of India',
    elementIds: elements.map((element) => element.id),
  });
  await buildScheduledMenu(t.database.db, { originalMenuId: menu.id, date: today });
  const response = await t.app.inject({
    url: `/v1/accounts/qr-codes?accountId=${account.id}`,
    headers: bearer(scheduler),
  });
  codes = body<AccountQrCodes>(response).data;
  token = codes.menuLink.split('/').at(-1)!;
});
afterAll(() => t.close());

const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { 'x-forwarded-for': '203.0.113.7' } });

describe('QR codes and public pages', () => {
  it('gives PNG QR codes of two links under PUBLIC_URL with one unguessable token', async () => {
    expect(codes.menuLink).toMatch(
      /^https:\/\/console\.example\.test\/public\/menu\/[A-Za-z0-9_-]{43}$/,
    );
    expect(codes.surveyLink).toBe(`https://console.example.test/public/feedback/${token}`);
    expect(codes.menuQRCode).toMatch(/^data:image\/png;base64,/);
    expect(codes.surveyQRCode).toMatch(/^data:image\/png;base64,/);
    const again = await t.app.inject({
      url: `/v1/accounts/qr-codes?accountId=${account.id}`,
      headers: bearer(scheduler),
    });
    expect(body<AccountQrCodes>(again).data.menuLink).toBe(codes.menuLink);
  });

  it("shows, without sign-in, only this account's services of the coming seven days", async () => {
    const response = await anonymous('GET', `/v1/public/menus/${token}`);
    expect(response.statusCode).toBe(200);
    const page = body<PublicMenuPage>(response).data;
    expect(page.accountName).toBe('Test Public Site');
    expect(page.days.map((d) => [d.date, d.serviceLineName])).toEqual([
      [today, 'Lunch'],
      [addDays(today, 2), 'Breakfast'],
      [addDays(today, 2), 'Lunch'],
    ]);
    expect(page.days[0]!.menu).toMatchObject({
      name: 'Taste of India',
      description: expect.stringContaining('Chicken Tikka Masala with Jeera Basmati Rice'),
    });
    expect(page.days[0]!.menu!.allergenNames).toContain('Milk');
    expect(page.days[0]!.menu!.elements[0]).toEqual({
      name: 'Chicken Tikka Masala',
      allergenNames: expect.arrayContaining(['Milk']),
    });
    expect(page.days[1]!.menu).toBeNull();
    expect(JSON.stringify(page)).not.toContain('Test Private Site');
  });

  it('answers 404 to an unknown token and 400 to a malformed one', async () => {
    const unknown = await anonymous('GET', `/v1/public/menus/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).error?.messages).toEqual([PUBLIC_PAGE_MESSAGES.unknownLink]);
    expect((await anonymous('GET', '/v1/public/menus/short')).statusCode).toBe(400);
    expect((await anonymous('GET', `/v1/public/menus/${'%27'.repeat(30)}`)).statusCode).toBe(400);
  });

  it('stores eater feedback per account and date, refusing future dates, then rate limits', async () => {
    const info = body<PublicFeedbackInfo>(
      await anonymous('GET', `/v1/public/feedback/${token}`),
    ).data;
    expect(info.accountName).toBe('Test Public Site');
    expect(info.serviceLines.map((l) => l.name)).toContain('Lunch');
    expect([info.today, info.earliestDate]).toEqual([today, addDays(today, -30)]);
    const post = (payload: object) => anonymous('POST', `/v1/public/feedback/${token}`, payload);
    const saved = await post({
      serviceDate: today,
      serviceLineId: ref.serviceLine('Lunch'),
      score: 5,
      comment: ' Loved the curry ',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await post({ serviceDate: addDays(today, 1), score: 4 })).statusCode).toBe(400);
    expect((await post({ serviceDate: addDays(today, -31), score: 4 })).statusCode).toBe(400);
    const unknownLine = await post({ serviceDate: today, serviceLineId: randomUUID(), score: 4 });
    expect(body(unknownLine).error?.messages).toEqual([
      'serviceLineId: The chosen service line does not exist.',
    ]);
    expect((await post({ serviceDate: today, score: 6 })).statusCode).toBe(400);
    const stored = await t.database.db
      .select()
      .from(eaterFeedbackResponses)
      .where(eq(eaterFeedbackResponses.accountId, account.id));
    expect(stored.map((s) => [s.serviceDate, s.score, s.comment])).toEqual([
      [today, 5, 'Loved the curry'],
    ]);
    // Five posts a minute per device: the earlier ones count, refused or not.
    const limited = await post({ serviceDate: today, score: 3 });
    expect(limited.statusCode).toBe(429);
  });
});

/** The account's live QR token, made on the first request. */
async function qrTokenOf(accountId: string) {
  const qr = body<AccountQrCodes>(
    await t.app.inject({
      url: `/v1/accounts/qr-codes?accountId=${accountId}`,
      headers: bearer(scheduler),
    }),
  ).data;
  return qr.menuLink.split('/').at(-1)!;
}

/** A new account (named for what the test does to it) and its QR token. */
async function linkOfNewAccount(name: string) {
  const created = await createAccount(t, scheduler, accountPayload(ref, { name }));
  return { account: created, token: await qrTokenOf(created.id) };
}

describe('dead links (#26, point 6)', () => {
  const dead: Record<string, string> = {};
  let revokedAccountId = '';

  beforeAll(async () => {
    dead.unknown = 'x'.repeat(43);
    const revoked = await linkOfNewAccount('Test Revoked Link Site');
    await t.database.db
      .update(accountQrTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accountQrTokens.token, revoked.token));
    dead.revoked = revoked.token;
    revokedAccountId = revoked.account.id;
    const archived = await linkOfNewAccount('Test Archived Site');
    const admin = await t.signInAs('admin');
    const archiving = await t.app.inject({
      method: 'DELETE',
      url: `/v1/accounts/${archived.account.id}`,
      headers: bearer(admin),
    });
    expect(archiving.statusCode, archiving.body).toBeLessThan(300);
    dead.archived = archived.token;
  });

  /** Status and body, without the request id that differs on every answer. */
  async function answerTo(method: 'GET' | 'POST', url: string, payload?: object) {
    // A client of its own: the feedback test above used up the first one's posts.
    const response = await t.app.inject({ method, url, payload, remoteAddress: '203.0.113.8' });
    const { error, ...rest } = body(response);
    return { statusCode: response.statusCode, ...rest, error: { ...error, requestId: '' } };
  }

  const notValid = {
    statusCode: 404,
    status: 404,
    data: null,
    meta: {},
    error: {
      code: '1000',
      msg: PUBLIC_PAGE_MESSAGES.unknownLink,
      messages: [PUBLIC_PAGE_MESSAGES.unknownLink],
      requestId: '',
    },
  };

  it.each([
    ['GET', '/v1/public/menus'],
    ['GET', '/v1/public/feedback'],
    ['POST', '/v1/public/feedback'],
  ] as const)(
    "%s %s answers an unknown, a revoked and an archived account's token alike",
    async (method, path) => {
      const feedback = method === 'POST' ? { serviceDate: today, score: 4 } : undefined;
      const answers: Record<string, unknown> = {};
      for (const [kind, deadToken] of Object.entries(dead))
        answers[kind] = await answerTo(method, `${path}/${deadToken}`, feedback);
      expect(answers).toEqual({ unknown: notValid, revoked: notValid, archived: notValid });
    },
  );

  it('stores no feedback through a dead link', async () => {
    const stored = await t.database.db.select().from(eaterFeedbackResponses);
    expect(stored.map((row) => row.accountId)).toEqual([account.id]);
  });

  it("opens the account's new link while the revoked one stays dead", async () => {
    const fresh = await qrTokenOf(revokedAccountId);
    expect(fresh).not.toBe(dead.revoked);
    expect((await anonymous('GET', `/v1/public/menus/${fresh}`)).statusCode).toBe(200);
    expect((await answerTo('GET', `/v1/public/menus/${dead.revoked}`)).statusCode).toBe(404);
  });
});
