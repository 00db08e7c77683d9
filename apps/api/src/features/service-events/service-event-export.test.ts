import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount, buildServiceEvent } from '../../../test/factories/index.js';
import {
  asCsvText,
  exportFileNamePattern,
  readCsv,
  readXlsx,
} from '../../../test/support/spreadsheets.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let scheduler: string;
let accountId: string;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  const db = t.database.db;
  accountId = (await buildAccount(db, { name: 'Xport Services' })).id;
  for (const day of ['03', '10', '17']) {
    await buildServiceEvent(db, {
      accountId,
      date: `2031-05-${day}`,
      eaterCount: 80,
      dietaryCount: 12,
      notes: day === '10' ? '=cmd' : '',
    });
  }
  await buildServiceEvent(db, { accountId, date: '2031-06-02' });
});
afterAll(() => t.close());

const exportServices = (query: string, token = scheduler) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/service-events/export?accountId=${accountId}&${query}`,
    headers: bearer(token),
  });

describe('GET /v1/service-events/export', () => {
  it("writes the account's services of the month asked for", async () => {
    const response = await exportServices('format=csv&year=2031&month=5');
    expect(response.headers['content-disposition']).toMatch(
      exportFileNamePattern('services', 'csv'),
    );
    const [header, ...rows] = readCsv(response);
    expect(header).toEqual([
      'Date',
      'Service Line',
      'Service Time',
      'Service Type',
      'Address',
      'Scheduled Menu',
      'Eaters',
      'Dietary Eaters',
      'Allergen Eaters',
      'Price Per Person',
      'Special Request',
      'Notes',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['2031-05-03', '2031-05-10', '2031-05-17']);
    expect(rows[1]?.slice(1, 8)).toEqual([
      'Lunch',
      '12:00',
      'Sifted 1.0',
      '100 W Washington St, Phoenix, AZ 85003',
      '',
      '80',
      '12',
    ]);
    expect(rows[1]?.[11]).toBe("'=cmd");
    const day = readCsv(await exportServices('format=csv&year=2031&month=5&day=17'));
    expect(day.slice(1).map((row) => row[0])).toEqual(['2031-05-17']);
  });

  it('writes the same cells as XLSX, dates as dates', async () => {
    const csv = readCsv(await exportServices('format=csv&year=2031&month=5'));
    const sheet = await readXlsx(await exportServices('format=xlsx&year=2031&month=5'));
    expect(asCsvText(sheet)).toEqual(csv);
    expect(sheet[1]?.[0]).toEqual(new Date('2031-05-03T00:00:00Z'));
  });

  it('refuses a caller without viewScheduleMenu and a format it does not write', async () => {
    const consumer = await t.signInAs('consumer');
    expect((await exportServices('format=csv&year=2031&month=5', consumer)).statusCode).toBe(403);
    expect((await exportServices('format=ods&year=2031&month=5')).statusCode).toBe(400);
  });
});
