import { type ScheduledMenu, updateScheduledMenuSchema } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildElement, buildMenu } from '../../../test/factories/index.js';
import { sender } from '../../../test/menu-fixtures.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { asScheduledUpdate, schedule, schedulePayload } from '../../../test/scheduling-fixtures.js';
import { createQueryRecorder, withQueryLogger } from '../../../test/support/query-log.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { updateScheduledMenu } from './scheduled-menus.service.js';

/*
 * Issue #30: a save writes the header and all its rows in one statement, as the bare route
 * does, so its round trips do not grow with the rows (they were one statement a row).
 */

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let menu: ScheduledMenu;

beforeAll(async () => {
  t = await createTestApp();
  const scheduler = await t.signInAs('scheduler');
  send = sender(t, () => scheduler);
  ref = await referenceIds(t.database.db);
  const db = t.database.db;
  const elements = [];
  for (let index = 0; index < 12; index++)
    elements.push(await buildElement(db, { allergens: index % 3 === 0 ? ['Milk'] : [] }));
  const master = await buildMenu(db, { elementIds: elements.map((element) => element.id) });
  menu = await schedule(
    send,
    schedulePayload(ref, { originalMenuId: master.id, date: '2030-05-06' }),
  );
  expect(menu.scheduledElements).toHaveLength(12);
});
afterAll(() => t.close());

type SentRow = ReturnType<typeof asScheduledUpdate>['scheduledElements'][number];

describe('saving a scheduled menu of 12 rows', () => {
  it('reads once, writes once and reads the answer, keeping ids, order and allergens', async () => {
    const update = asScheduledUpdate(menu, { description: 'Twelve rows, one statement' });
    const rows: SentRow[] = update.scheduledElements;
    const [first, second] = rows;
    // The first renamed, the second only given an allergen, the last removed, the two
    // before it swapped; a new row at the end.
    first!.name = 'Renamed in the save';
    first!.allergenIds = [ref.allergen('Eggs'), ref.allergen('Peanuts')];
    second!.allergenIds = [...second!.allergenIds, ref.allergen('Sesame')];
    const removed = rows[11]!;
    const [before, last] = [rows[9]!, rows[10]!];
    const kept = [...rows.slice(0, 9), last, before];
    const sent = [
      ...kept,
      { ...first!, id: undefined, originalElementId: null, name: 'Added in the save' },
    ].map((row, order) => ({ ...row, order }));
    sent[sent.length - 1]!.allergenIds = [ref.allergen('Fish')];

    const recorder = createQueryRecorder();
    const logged = withQueryLogger(t.database, recorder.logger);
    const input = updateScheduledMenuSchema.parse({ ...update, scheduledElements: sent });
    const { result: answer, statements } = await recorder.during(() =>
      updateScheduledMenu(logged, { canEditLocked: false }, null, menu.id, input),
    );
    // The slot with its rows, the one write, the answer: not one statement a row.
    expect(statements.map((statement) => statement.sql.trim().split(/\s/)[0])).toEqual([
      'select',
      'with',
      'select',
    ]);

    const read = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${menu.id}`)).data;
    expect(read).toEqual(JSON.parse(answer.text));
    expect(read.description).toBe('Twelve rows, one statement');
    const rowsRead = read.scheduledElements;
    expect(rowsRead.map((row) => row.name)).toEqual(sent.map((row) => row.name));
    expect(rowsRead.slice(0, -1).map((row) => row.id)).toEqual(kept.map((row) => row.id));
    expect(rowsRead.map((row) => row.id)).not.toContain(removed.id);
    expect(rowsRead.at(-1)!.id).toEqual(expect.any(String));
    // A kept row keeps its host flow; a new one comes after the kept ones.
    const stored = (id: string | undefined) => menu.scheduledElements.find((row) => row.id === id)!;
    const flowOrders = kept.map((row) => stored(row.id).hostFlowOrder ?? 0);
    expect(rowsRead.map((row) => row.hostFlowOrder)).toEqual([
      ...kept.map((row) => stored(row.id).hostFlowOrder),
      Math.max(...flowOrders) + 1,
    ]);
    // Only rows whose own fields changed move their updatedAt (a host-flow edit's token).
    const moved = rowsRead.slice(0, -1).filter((row) => row.updatedAt !== stored(row.id).updatedAt);
    expect(moved.map((row) => row.id)).toEqual([first!.id, last.id, before.id]);
    const sorted = (ids: string[]) => [...ids].sort();
    expect(rowsRead.map((row) => sorted(row.allergenIds))).toEqual(
      sent.map((row) => sorted(row.allergenIds)),
    );
  });
});
