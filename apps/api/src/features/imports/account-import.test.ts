import {
  ACCOUNT_IMPORT_MESSAGES,
  ACCOUNT_SHEET_HEADERS,
  IMPORT_MESSAGES,
  type ImportDryRun,
  MARKET_SCOPE_MESSAGES,
  XLSX_CONTENT_TYPE,
} from '@catering/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount } from '../../../test/factories/index.js';
import { limitToMarkets } from '../../../test/team-fixtures.js';
import { bearer, body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { accountAddresses, accounts, changeLog, roles, users } from '../../db/schema/index.js';
import { csvText } from '../../lib/csv.js';
import { accountImport } from './account-import.js';
import { ACCOUNT_FIELDS } from './account-import-sheet.js';
import { MappedRow } from './import-kind.js';

let t: TestApp;
let culinary: string;
let chef: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { template: 'demo' });
  culinary = await t.signInAs('culinary');
  chef = await t.signInAs('chef');
  admin = await t.signInAs('admin');
  await buildAccount(t.database.db, {
    name: 'Imp Mesa Labs',
    address: {
      addressOne: '1 Main St',
      addressTwo: '',
      city: 'Mesa',
      state: 'AZ',
      zipCode: '85201',
    },
  });
});
afterAll(() => t.close());

function post(
  action: 'dry-run' | 'apply',
  payload: string | Buffer,
  token = culinary,
  type = 'text/csv',
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/imports/${action}?kind=accounts&fileName=accounts.csv`,
    headers: { ...bearer(token), 'content-type': type },
    payload,
  });
}
const dryRun = async (payload: string | Buffer, token = culinary, type = 'text/csv') => {
  const response = await post('dry-run', payload, token, type);
  expect(response.statusCode, response.body).toBe(200);
  return body<ImportDryRun>(response).data;
};

/** A row of the accounts sheet: a new Phoenix account unless told. */
const row = (values: Partial<Record<(typeof ACCOUNT_SHEET_HEADERS)[number], string>>) => {
  const base: Record<string, string> = {
    Name: 'Imp New Site',
    Market: 'phoenix',
    'Service Type': 'sifted 1.0',
    'Address One': '200 E Van Buren St',
    City: 'Phoenix',
    State: 'AZ',
    'Zip Code': '85004',
    'Show Opt-in': 'No',
  };
  const all = { ...base, ...values };
  return ACCOUNT_SHEET_HEADERS.map((header) => all[header] ?? '');
};
const sheet = (...rows: string[][]) => csvText([...ACCOUNT_SHEET_HEADERS], rows);

describe('accounts import, dry run', () => {
  it('creates, updates, leaves unchanged and refuses with the reasons', async () => {
    const run = await dryRun(
      sheet(
        row({
          Name: 'Imp New Site',
          'Other Addresses': '9 Elm St, Suite 2, Tempe, AZ 85281',
          'Point of Contact': 'Ana Ruiz',
          'Point of Contact E-mail': 'ana.ruiz@example.com',
          'Service Start Date': '03/02/2027',
          'Kitchen Arrival Time': '9:30 AM',
        }),
        row({
          Name: 'imp mesa labs',
          'Address One': '1 Main St',
          City: 'Mesa',
          'Zip Code': '85201',
          'Total Employees': '1,250',
        }),
        row({ Name: 'Imp Bad Market', Market: 'Atlantis' }),
        row({
          Name: 'Imp Bad Mail',
          'Point of Contact': 'Al Bo',
          'Point of Contact E-mail': 'not-mail',
        }),
        row({ Name: 'Imp Bad Date', 'Service Start Date': '31/31/2027' }),
        row({ Name: 'Imp Bad Number', 'Total Employees': 'many' }),
        row({ Name: 'Imp New Site' }),
        row({ Name: 'Imp Bad Address', 'Other Addresses': 'somewhere over the rainbow' }),
      ),
    );
    const byLine = new Map(run.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)?.outcome).toBe('create');
    expect(byLine.get(3)).toMatchObject({
      outcome: 'update',
      changes: ['Name: Imp Mesa Labs → imp mesa labs', 'Total Employees: 300 → 1250'],
    });
    expect(byLine.get(4)?.reasons).toEqual([
      IMPORT_MESSAGES.unknownName('market', 'Atlantis'),
      'Market is required.',
    ]);
    expect(byLine.get(5)?.reasons).toEqual(['Not a valid email format']);
    expect(byLine.get(6)?.reasons).toEqual([
      ACCOUNT_IMPORT_MESSAGES.notADate('Service Start Date', '31/31/2027'),
    ]);
    expect(byLine.get(7)?.reasons).toContain(IMPORT_MESSAGES.notANumber('Total Employees', 'many'));
    expect(byLine.get(8)?.reasons).toEqual([IMPORT_MESSAGES.duplicateName('Imp New Site', 2)]);
    expect(byLine.get(9)?.reasons).toEqual([
      ACCOUNT_IMPORT_MESSAGES.otherAddress('somewhere over the rainbow'),
    ]);
    expect(run.counts).toEqual({ create: 1, update: 1, unchanged: 0, refused: 6 });
  });

  it('refuses a file without a required column, naming it', async () => {
    const run = await dryRun('Name,Market\nImp X,Phoenix\n');
    expect(run.problems).toContain(IMPORT_MESSAGES.missingColumn('Service Type'));
    expect(run.rows).toEqual([]);
  });

  it('is refused without permission to add and edit accounts (403)', async () => {
    const response = await post('dry-run', sheet(row({})), chef);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a row of another market for a user limited to Dallas', async () => {
    await limitToMarkets(t, 'culinary@example.com', ['Dallas']);
    const limited = await t.signInAs('culinary');
    try {
      const run = await dryRun(
        sheet(row({ Name: 'Imp Phoenix Site' }), row({ Name: 'Imp Mesa Labs' })),
        limited,
      );
      expect(run.rows.map((r) => r.reasons)).toEqual([
        [MARKET_SCOPE_MESSAGES.outsideMarkets],
        [MARKET_SCOPE_MESSAGES.outsideMarkets],
      ]);
    } finally {
      await limitToMarkets(t, 'culinary@example.com', []);
    }
  });
});

describe('accounts import, apply', () => {
  it('writes nothing while one row is refused', async () => {
    const response = await post(
      'apply',
      sheet(row({ Name: 'Imp Never' }), row({ Name: 'Imp Never 2', Market: 'Atlantis' })),
    );
    expect(response.statusCode).toBe(400);
    const found = await t.database.db.select().from(accounts).where(eq(accounts.name, 'Imp Never'));
    expect(found).toEqual([]);
  });

  it('creates the account with its addresses, contact and change log, then reads it as unchanged', async () => {
    const file = sheet(
      row({
        Name: 'Imp Applied',
        'Other Addresses': '9 Elm St, Suite 2, Tempe, AZ 85281 | 5 Oak Ave, Chandler, AZ',
        'Point of Contact': 'Ana Maria Ruiz',
        'Point of Contact E-mail': 'Ana.Ruiz@example.com',
        'Leave Time': '14:00',
        'Show Opt-in': 'Yes',
      }),
    );
    const response = await post('apply', file);
    expect(response.statusCode, response.body).toBe(200);
    const [created] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Imp Applied'));
    expect(created).toMatchObject({ showOptin: true, leaveTime: '14:00:00' });
    const addresses = await t.database.db
      .select({
        city: accountAddresses.city,
        sortOrder: accountAddresses.sortOrder,
        zipCode: accountAddresses.zipCode,
      })
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, created!.id));
    expect(addresses.sort((a, b) => a.sortOrder - b.sortOrder)).toEqual([
      { city: 'Phoenix', sortOrder: 0, zipCode: '85004' },
      { city: 'Tempe', sortOrder: 1, zipCode: '85281' },
      { city: 'Chandler', sortOrder: 2, zipCode: null },
    ]);
    const account = await t.app.inject({
      method: 'GET',
      url: `/v1/accounts/${created!.id}`,
      headers: bearer(admin),
    });
    expect(body<{ pointOfContact: unknown }>(account).data.pointOfContact).toMatchObject({
      email: 'ana.ruiz@example.com',
      firstName: 'Ana Maria',
      lastName: 'Ruiz',
    });
    const log = await t.database.db
      .select({ route: changeLog.route, entityType: changeLog.entityType })
      .from(changeLog)
      .where(eq(changeLog.accountId, created!.id));
    expect(log).toEqual(
      expect.arrayContaining([
        { route: '/v1/accounts', entityType: 'accounts' },
        { route: '/v1/account-poc-users', entityType: 'account-poc-users' },
      ]),
    );
    const [contactLog] = await t.database.db
      .select({ facts: changeLog.facts })
      .from(changeLog)
      .where(
        sql`${changeLog.accountId} = ${created!.id} and ${changeLog.route} = '/v1/account-poc-users'`,
      );
    expect(contactLog?.facts).toMatchObject({ kind: 'account-record', before: null });
    const again = await dryRun(file);
    expect(again.rows.map((r) => r.outcome)).toEqual(['unchanged']);
  });

  it('updates the account matched by name, keeping what no column names, with its Audit Trail facts', async () => {
    const file =
      'Name,Market,Service Type,Address One,City,State,Total Employees\r\nIMP MESA LABS,Phoenix,Sifted 1.0,1 Main St,Mesa,AZ,77\r\n';
    const run = await dryRun(file);
    expect(run.rows[0]?.changes).toEqual([
      'Name: Imp Mesa Labs → IMP MESA LABS',
      'Total Employees: 300 → 77',
    ]);
    expect((await post('apply', file)).statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(accounts)
      .where(sql`lower(name) = 'imp mesa labs'`);
    expect(stored?.totalEmployees).toBe(77);
    const [main] = await t.database.db
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, stored!.id));
    expect(main?.zipCode).toBe('85201');
    const [logged] = await t.database.db
      .select({ facts: changeLog.facts, marketId: changeLog.marketId })
      .from(changeLog)
      .where(
        sql`${changeLog.accountId} = ${stored!.id} and ${changeLog.route} = '/v1/accounts/:id'`,
      )
      .orderBy(sql`${changeLog.at} desc`)
      .limit(1);
    const facts = logged?.facts as {
      kind: string;
      before: { label: string; value: string }[];
      after: { label: string; value: string }[];
    };
    expect(facts.kind).toBe('account-details');
    expect(facts.before.find((d) => d.label === 'Total Employees')?.value).toBe('300');
    expect(facts.after.find((d) => d.label === 'Total Employees')?.value).toBe('77');
    expect(logged?.marketId).toBe(stored?.marketId);
  });
});

describe('accounts round trip', () => {
  it.each(['csv', 'xlsx'] as const)(
    'imports its own %s export back with no changes',
    async (format) => {
      const file = await t.app.inject({
        method: 'GET',
        url: `/v1/accounts/export?format=${format}`,
        headers: bearer(admin),
      });
      expect(file.statusCode, file.body).toBe(200);
      const run = await dryRun(
        file.rawPayload,
        admin,
        format === 'csv' ? 'text/csv' : XLSX_CONTENT_TYPE,
      );
      expect(run.problems).toEqual([]);
      expect(run.rows.filter((r) => r.outcome !== 'unchanged')).toEqual([]);
      expect(run.counts.unchanged).toBeGreaterThan(60);
    },
  );
});

describe('accounts import, refusals and writes of the account parts', () => {
  it('refuses an archived account, a staff e-mail as contact and a contact named twice differently', async () => {
    const gone = await buildAccount(t.database.db, { name: 'Imp Archived Site' });
    await t.database.db
      .update(accounts)
      .set({ archivedAt: new Date() })
      .where(eq(accounts.id, gone.id));
    const run = await dryRun(
      sheet(
        row({ Name: 'Imp Archived Site' }),
        row({
          Name: 'Imp Staff Contact',
          'Point of Contact': 'Cu Linary',
          'Point of Contact E-mail': 'culinary@example.com',
        }),
        row({
          Name: 'Imp Contact A',
          'Point of Contact': 'Jo Park',
          'Point of Contact E-mail': 'jo.park@example.com',
        }),
        row({
          Name: 'Imp Contact B',
          'Point of Contact': 'Joe Parker',
          'Point of Contact E-mail': 'jo.park@example.com',
        }),
        row({
          Name: 'Imp One Word',
          'Point of Contact': 'Cher',
          'Point of Contact E-mail': 'cher@example.com',
        }),
      ),
    );
    expect(run.rows.map((r) => [r.outcome, r.reasons])).toEqual([
      ['refused', [ACCOUNT_IMPORT_MESSAGES.archived('Imp Archived Site')]],
      ['refused', ['Email culinary@example.com already used.']],
      ['create', []],
      ['refused', [ACCOUNT_IMPORT_MESSAGES.contactDiffers('jo.park@example.com', 4)]],
      [
        'refused',
        [
          'Email, first name and last name of the point of contact are required.',
          ACCOUNT_IMPORT_MESSAGES.contactName('Cher'),
        ],
      ],
    ]);
  });

  it('edits other addresses in place, adds and removes them, listing the change', async () => {
    const site = await buildAccount(t.database.db, { name: 'Imp Two Places' });
    const base = {
      Name: 'Imp Two Places',
      'Address One': '100 W Washington St',
      'Zip Code': '85003',
    };
    await post(
      'apply',
      sheet(row({ ...base, 'Other Addresses': '1 A St, Tempe, AZ 85281 | 2 B St, Mesa, AZ' })),
    );
    const before = await t.database.db
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, site.id));
    const tempe = before.find((a) => a.city === 'Tempe');
    const run = await dryRun(
      sheet(row({ ...base, 'Other Addresses': '1 A St, Suite 9, Tempe, AZ 85281' })),
    );
    expect(run.rows[0]?.changes).toEqual([
      'Other Addresses: 1 A St, Tempe, AZ 85281 | 2 B St, Mesa, AZ → 1 A St, Suite 9, Tempe, AZ 85281',
    ]);
    expect(
      (
        await post(
          'apply',
          sheet(row({ ...base, 'Other Addresses': '1 A St, Suite 9, Tempe, AZ 85281' })),
        )
      ).statusCode,
    ).toBe(200);
    const after = await t.database.db
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, site.id));
    expect(after.map((a) => [a.city, a.addressTwo]).sort()).toEqual([
      ['Phoenix', ''],
      ['Tempe', 'Suite 9'],
    ]);
    expect(after.find((a) => a.city === 'Tempe')?.id).toBe(tempe?.id);
  });

  it('writes nothing when an account was saved after the plan read it (stale)', async () => {
    const site = await buildAccount(t.database.db, { name: 'Imp Raced' });
    const cells = row({
      Name: 'Imp Raced',
      'Address One': '100 W Washington St',
      'Zip Code': '85003',
      'Total Employees': '9',
    });
    const columns = new Map(ACCOUNT_FIELDS.map((field, index) => [field.key, index]));
    const [actor] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'culinary@example.com'));
    await expect(
      t.database.db.transaction(async (tx) => {
        const [planned] = await accountImport.plan(
          tx,
          [MappedRow.of({ line: 2, cells }, columns)],
          { marketScope: null },
        );
        expect(planned?.row.outcome).toBe('update');
        await tx
          .update(accounts)
          .set({ updatedAt: new Date(Date.now() + 60_000) })
          .where(eq(accounts.id, site.id));
        await accountImport.apply(tx, [planned!.write!], { userId: actor!.id, requestId: 'r' });
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const [stored] = await t.database.db.select().from(accounts).where(eq(accounts.id, site.id));
    expect(stored?.totalEmployees).toBe(300);
  });
});

describe('accounts import permissions', () => {
  it('lets an accounts editor without element permissions import accounts, not ingredients', async () => {
    await t.database.db
      .update(roles)
      .set({ permissions: sql`array_cat(${roles.permissions}, array['addElement', 'editMenu'])` })
      .where(eq(roles.name, 'Chef'));
    const editor = await t.signInAs('chef');
    expect((await post('dry-run', sheet(row({ Name: 'Imp By Chef' })), editor)).statusCode).toBe(
      200,
    );
    const ingredients = await t.app.inject({
      method: 'POST',
      url: '/v1/imports/dry-run?kind=ingredients',
      headers: { ...bearer(editor), 'content-type': 'text/csv' },
      payload: 'Name\nX\n',
    });
    expect(ingredients.statusCode).toBe(403);
    await t.database.db
      .update(roles)
      .set({ permissions: sql`array_remove(${roles.permissions}, 'addElement')` })
      .where(eq(roles.name, 'Chef'));
    const noAdd = await post('dry-run', sheet(row({})), await t.signInAs('chef'));
    expect(noAdd.statusCode).toBe(403);
    expect(body(noAdd).error?.messages).toEqual([ACCOUNT_IMPORT_MESSAGES.needsPermissions]);
  });
});
