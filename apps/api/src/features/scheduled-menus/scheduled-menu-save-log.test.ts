import { type ScheduledMenu, updateScheduledMenuSchema } from '@catering/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement, buildMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { asScheduledUpdate, schedule, schedulePayload } from '../../../test/scheduling-fixtures.js';
import { createQueryRecorder, withQueryLogger } from '../../../test/support/query-log.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { changeLog } from '../../db/schema/index.js';
import type { ChangeLine } from '../change-log/index.js';
import { updateScheduledMenu } from './scheduled-menus.service.js';

/*
 * Issue #30: the editor's save writes its change log line in the statement of the save, so
 * the line commits with the save (one commit, not two) and a refused save leaves none.
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let menu: ScheduledMenu;

beforeAll(async () => {
  t = await createTestApp();
  const scheduler = await t.signInAs('scheduler');
  send = sender(t, () => scheduler);
  const ref = await referenceIds(t.database.db);
  const element = await buildElement(t.database.db, { allergens: ['Milk'] });
  const master = await buildMenu(t.database.db, { elementIds: [element.id] });
  menu = await schedule(
    send,
    schedulePayload(ref, { originalMenuId: master.id, date: '2030-06-03' }),
  );
});
afterAll(() => t.close());

const linesOf = (id: string) =>
  t.database.db.select().from(changeLog).where(eq(changeLog.entityId, id)).orderBy(changeLog.at);
const edits = async () =>
  (await linesOf(menu.id)).filter((line) => line.route === '/v1/scheduled-menus/:id');

describe("a scheduled menu save's change log line", () => {
  it('is written once, with who, the market and the body sent, as any write is', async () => {
    const update = asScheduledUpdate(menu, { name: 'Logged in its statement' });
    const saved = await send('PUT', `/v1/scheduled-menus/${menu.id}`, update);
    expect(saved.statusCode).toBe(200);
    menu = body<ScheduledMenu>(saved).data;

    const lines = await edits();
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      method: 'PUT',
      entityType: 'scheduled-menus',
      entityId: menu.id,
      marketId: menu.marketId,
      accountId: null,
      summary: 'Updated a scheduled menu',
      facts: null,
      status: 200,
      requestId: expect.any(String),
    });
    expect(line!.actorUserId).toEqual(expect.any(String));
    expect(line!.change).toEqual(JSON.parse(JSON.stringify(update)));
  });

  it('is not written for a save refused as stale', async () => {
    const stale = asScheduledUpdate(menu, { updatedAt: '2020-01-01T00:00:00.000Z' });
    const refused = await send('PUT', `/v1/scheduled-menus/${menu.id}`, stale);
    expect(refused.statusCode).toBe(409);
    expect(await edits()).toHaveLength(1);
  });

  it('goes in the save statement itself: no statement of its own', async () => {
    const line: ChangeLine = {
      actorUserId: null,
      method: 'PUT',
      route: '/v1/scheduled-menus/:id',
      entityType: 'scheduled-menus',
      entityId: menu.id,
      summary: 'Updated a scheduled menu',
      change: '{"name":"Service call"}',
      status: 200,
      requestId: 'req-save-log',
    };
    const input = updateScheduledMenuSchema.parse(
      asScheduledUpdate(menu, { name: 'Service call' }),
    );
    const recorder = createQueryRecorder();
    const logged = withQueryLogger(t.database, recorder.logger);
    const { statements } = await recorder.during(() =>
      updateScheduledMenu(logged, { canEditLocked: false }, null, menu.id, input, line),
    );
    expect(statements.map((statement) => statement.sql.trim().split(/\s/)[0])).toEqual([
      'select',
      'with',
      'select',
    ]);
    const written = (await edits()).find((row) => row.requestId === 'req-save-log');
    expect(written).toMatchObject({ marketId: menu.marketId, change: { name: 'Service call' } });
  });
});
