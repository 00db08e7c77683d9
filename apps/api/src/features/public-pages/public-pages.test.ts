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
import { eaterFeedbackResponses } from '../../db/schema/index.js';

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

  it('goes dark when the account is archived', async () => {
    const archived = await createAccount(
      t,
      scheduler,
      accountPayload(ref, { name: 'Test Gone Site' }),
    );
    const qr = body<AccountQrCodes>(
      await t.app.inject({
        url: `/v1/accounts/qr-codes?accountId=${archived.id}`,
        headers: bearer(scheduler),
      }),
    ).data;
    const admin = await t.signInAs('admin');
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/accounts/${archived.id}`,
      headers: bearer(admin),
    });
    const gone = await anonymous('GET', `/v1/public/menus/${qr.menuLink.split('/').at(-1)}`);
    expect(gone.statusCode).toBe(404);
  });
});
