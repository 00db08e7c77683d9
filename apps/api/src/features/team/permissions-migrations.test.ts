import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { roles } from '../../db/schema/index.js';

/*
 * The seed never overwrites an existing role, so an installation that ran before issues #27
 * and #28 receives the purchasing and forecast permissions from the migrations alone.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function runMigration(suffix: string) {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
  const file = (await readdir(dir)).find((name) => name.endsWith(`_${suffix}.sql`));
  if (!file) throw new Error(`no ${suffix} migration`);
  const statements = (await readFile(path.join(dir, file), 'utf8')).split(
    '--> statement-breakpoint',
  );
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

const permissionsOf = async (name: string) => {
  const [role] = await t.database.db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.name, name));
  return role?.permissions;
};

describe('the purchasing_permissions migration', () => {
  it('appends the purchasing permissions to the roles of an existing database, once', async () => {
    // The roles as an installation before issue #27 holds them, one operator change included.
    await t.database.db.execute(
      sql`UPDATE roles SET permissions = array_remove(array_remove(permissions, 'viewPurchasing'), 'viewFoodCost')`,
    );
    await t.database.db
      .update(roles)
      .set({ permissions: ['viewMenu', 'inviteUser'] })
      .where(eq(roles.name, 'Admin'));
    const scheduler = await permissionsOf('Scheduler');

    await runMigration('purchasing_permissions');
    await runMigration('purchasing_permissions'); // a second run changes nothing

    expect(await permissionsOf('Admin')).toEqual([
      'viewMenu',
      'inviteUser',
      'viewPurchasing',
      'viewFoodCost',
    ]);
    expect(await permissionsOf('Super Admin')).toEqual(
      expect.arrayContaining(['viewPurchasing', 'viewFoodCost']),
    );
    const culinary = await permissionsOf('Culinary');
    expect(culinary).toContain('viewFoodCost');
    expect(culinary).not.toContain('viewPurchasing');
    expect(await permissionsOf('Scheduler')).toEqual(scheduler);
    expect(await permissionsOf('Chef')).not.toContain('viewFoodCost');
  });
});

describe('the forecast_permission migration', () => {
  it('appends viewForecast to Super Admin, Admin and Culinary of an existing database, once', async () => {
    await t.database.db.execute(
      sql`UPDATE roles SET permissions = array_remove(permissions, 'viewForecast')`,
    );
    await t.database.db
      .update(roles)
      .set({ permissions: ['viewMenu', 'editMenu'] })
      .where(eq(roles.name, 'Culinary'));
    const scheduler = await permissionsOf('Scheduler');

    await runMigration('forecast_permission');
    await runMigration('forecast_permission');

    expect(await permissionsOf('Culinary')).toEqual(['viewMenu', 'editMenu', 'viewForecast']);
    expect(await permissionsOf('Super Admin')).toContain('viewForecast');
    expect(await permissionsOf('Admin')).toContain('viewForecast');
    expect(await permissionsOf('Scheduler')).toEqual(scheduler);
    expect(await permissionsOf('Host')).not.toContain('viewForecast');
  });
});
