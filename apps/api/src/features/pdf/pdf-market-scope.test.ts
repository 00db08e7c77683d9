import { MARKET_SCOPE_MESSAGES, SCHEDULED_MENU_MESSAGES } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { buildServedLunch, type ServedLunch } from '../../../test/served-lunch-fixtures.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The documents for a scheduler limited to Dallas (docs/permissions.md 8): a day's or a
 * scheduled menu's documents only of Dallas; a master menu's prints are catalogue, shared.
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
/** A served lunch in each market (served-lunch-fixtures.ts), on the same day. */
const lunch: Record<string, ServedLunch> = {};
let masterMenuId: string;
beforeAll(async () => {
  t = await createTestApp();
  await limitToMarkets(t, 'scheduler@example.com', ['Dallas']);
  const scheduler = await t.signInAs('scheduler');
  send = sender(t, () => scheduler);
  ref = await referenceIds(t.database.db);
  for (const market of ['Dallas', 'Austin'])
    lunch[market] = await buildServedLunch(t.database.db, { market });
  masterMenuId = (await buildMenu(t.database.db)).id;
});
afterAll(() => t.close());

const daySlot = (market: string) => ({
  marketId: ref.market(market),
  serviceLineId: ref.serviceLine('Lunch'),
  mealDate: lunch[market]!.date,
});
const menuOf = (market: string) => ({ scheduledMenuId: lunch[market]!.scheduledMenu.id });

const expectPdf = (response: Awaited<ReturnType<typeof send>>) => {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
};
const errorOf = (response: Awaited<ReturnType<typeof send>>) => [
  response.statusCode,
  body(response).error?.messages,
];

describe.each(['/v1/pdf/chefnumbers', '/v1/pdf/packout', '/v1/pdf/prep', '/v1/pdf/labels'])(
  "%s (a market's day)",
  (url) => {
    it('prints Dallas, and refuses Austin (403)', async () => {
      expectPdf(await send('POST', url, daySlot('Dallas')));
      expect(errorOf(await send('POST', url, daySlot('Austin')))).toEqual([
        403,
        [MARKET_SCOPE_MESSAGES.outsideMarkets],
      ]);
    });
  },
);

describe.each(['/v1/pdf/temperature', '/v1/pdf/element-cards', '/v1/pdf/hostflow'])(
  '%s (a scheduled menu)',
  (url) => {
    it("prints Dallas's menu, and answers Austin's as absent (404)", async () => {
      expectPdf(await send('POST', url, menuOf('Dallas')));
      expect(errorOf(await send('POST', url, menuOf('Austin')))).toEqual([
        404,
        [SCHEDULED_MENU_MESSAGES.notFound],
      ]);
    });
  },
);

describe.each(['/v1/pdf/menu-element-cards', '/v1/pdf/menu-hostflow'])(
  '%s (a master menu: catalogue)',
  (url) => {
    it('prints for a user limited to markets, as for anyone', async () => {
      expectPdf(await send('POST', url, { menuId: masterMenuId, printedOn: '2026-11-24' }));
    });
  },
);
