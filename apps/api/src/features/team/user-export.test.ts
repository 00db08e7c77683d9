import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asCsvText,
  exportFileNamePattern,
  readCsv,
  readXlsx,
} from '../../../test/support/spreadsheets.js';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs('admin');
});
afterAll(() => t.close());

const exportUsers = (query: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `/v1/users/export?${query}`, headers: bearer(token) });

describe('GET /v1/users/export', () => {
  it('writes the staff the search matches, as the Users page lists them', async () => {
    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/users?q=example.com&perPage=100',
      headers: bearer(admin),
    });
    const response = await exportUsers('format=csv&q=example.com');
    expect(response.headers['content-disposition']).toMatch(exportFileNamePattern('users', 'csv'));
    const [header, ...rows] = readCsv(response);
    expect(header).toEqual([
      'First Name',
      'Last Name',
      'E-mail',
      'Role',
      'Default Market',
      'Limited To Markets',
      'Status',
      'Invitation Expires (UTC)',
    ]);
    const users = listed.json().data as { email: string; role: { name: string } }[];
    expect(rows.map((row) => row[2])).toEqual(users.map((user) => user.email));
    expect(rows.find((row) => row[2] === 'chef@example.com')?.[3]).toBe(
      users.find((user) => user.email === 'chef@example.com')?.role.name,
    );
    expect(readCsv(await exportUsers('format=csv&q=chef@example'))).toHaveLength(2);
  });

  it('writes the same cells as XLSX', async () => {
    const csv = readCsv(await exportUsers('format=csv'));
    expect(asCsvText(await readXlsx(await exportUsers('format=xlsx')))).toEqual(csv);
  });

  it('refuses a caller who manages no users and a format it does not write', async () => {
    const culinary = await t.signInAs('culinary');
    expect((await exportUsers('format=csv', culinary)).statusCode).toBe(403);
    expect((await exportUsers('format=CSV')).statusCode).toBe(400);
  });
});
