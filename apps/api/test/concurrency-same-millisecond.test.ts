import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { errorCode } from './concurrency-race.js';
import { type EditKind, type EditTarget, editTargets } from './concurrency-targets.js';
import { referenceIds } from './reference-ids.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Saves that fall in one millisecond of the server's clock (a busy server, or several API
 * processes whose clocks differ): `updatedAt` must still move on each save, or a writer
 * holding the value read before the last save would pass the check and overwrite it.
 * The clock is stopped to make that millisecond certain rather than lucky.
 */

let t: TestApp;
let targets: Record<EditKind, EditTarget>;
beforeAll(async () => {
  // The edit targets are rows of the demo (concurrency-targets.ts).
  t = await createTestApp({}, { template: 'demo' });
  targets = await editTargets(t, await referenceIds(t.database.db));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

it.each<EditKind>(['menu', 'scheduledMenu', 'account', 'accountModifiers', 'hostSurvey'])(
  '%s: a stale save is refused though every save shares one millisecond',
  async (kind) => {
    const target = targets[kind];
    const original = await target.read();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    expect((await target.write(original, 0, 0)).statusCode).toBe(200);

    // Two people open the saved version; one saves, then the other saves what they read.
    const opened = await target.read();
    expect((await target.write(opened, 1, 0)).statusCode).toBe(200);
    const late = await target.write(opened, 2, 0);

    expect([late.statusCode, errorCode(late)]).toEqual([409, 'stale']);
    expect(target.holds(await target.read(), 1, 0)).toBe(true);
  },
);
