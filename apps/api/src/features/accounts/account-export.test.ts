import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount } from '../../../test/factories/index.js';
import {
  asCsvText,
  exportFileNamePattern,
  readCsv,
  readXlsx,
} from '../../../test/support/spreadsheets.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let scheduler: string;
beforeAll(async () => {
  t = await createTestApp();
  scheduler = await t.signInAs('scheduler');
  const db = t.database.db;
  await buildAccount(db, {
    name: 'Xport Bank',
    totalEmployees: 250,
    serviceStartDate: '2026-03-02',
    pointOfContact: { email: 'pat@client.example', firstName: 'Pat', lastName: 'Lee' },
  });
  for (let n = 10; n < 36; n += 1) await buildAccount(db, { name: `Xport Bulk ${n}` });
  await buildAccount(db, { name: '@Xport Sign' });
});
afterAll(() => t.close());

const exportAccounts = (query: string, token = scheduler) =>
  t.app.inject({ method: 'GET', url: `/v1/accounts/export?${query}`, headers: bearer(token) });

describe('GET /v1/accounts/export', () => {
  it('writes every live account the search matches, all pages, with address and contact', async () => {
    const response = await exportAccounts('format=csv&q=xport');
    expect(response.headers['content-disposition']).toMatch(
      exportFileNamePattern('accounts', 'csv'),
    );
    const [header, ...rows] = readCsv(response);
    expect(header?.slice(0, 13)).toEqual([
      'Name',
      'Market',
      'Service Type',
      'Address One',
      'Address Two',
      'City',
      'State',
      'Zip Code',
      'Other Addresses',
      'Point of Contact',
      'Point of Contact E-mail',
      'Total Employees',
      'Service Start Date',
    ]);
    expect(rows).toHaveLength(28);
    expect(rows[0]?.[0]).toBe("'@Xport Sign");
    const bank = rows.find((row) => row[0] === 'Xport Bank')!;
    expect(bank.slice(0, 13)).toEqual([
      'Xport Bank',
      'Phoenix',
      'Sifted 1.0',
      '100 W Washington St',
      '',
      'Phoenix',
      'AZ',
      '85003',
      '',
      'Pat Lee',
      'pat@client.example',
      '250',
      '2026-03-02',
    ]);
    expect(readCsv(await exportAccounts('format=csv&q=xport&archived=true'))).toHaveLength(1);
  });

  it('writes the same cells as XLSX, the start date a date', async () => {
    const csv = readCsv(await exportAccounts('format=csv&q=xport'));
    const sheet = await readXlsx(await exportAccounts('format=xlsx&q=xport'));
    expect(asCsvText(sheet)).toEqual(csv);
    expect(sheet.find((row) => row[0] === 'Xport Bank')?.[12]).toEqual(
      new Date('2026-03-02T00:00:00Z'),
    );
  });

  it('refuses a caller without viewScheduleMenu and a format it does not write', async () => {
    const consumer = await t.signInAs('consumer');
    expect((await exportAccounts('format=csv', consumer)).statusCode).toBe(403);
    expect((await exportAccounts('format=json')).statusCode).toBe(400);
  });
});
