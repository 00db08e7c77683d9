import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { writeBulkheadPlugin } from './write-bulkhead.js';

/** A route whose handlers wait until `open()`; it counts how many run at once. */
function gatedRoutes() {
  let running = 0;
  let most = 0;
  let opened = false;
  const waiting: (() => void)[] = [];
  const gate = () =>
    opened ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
  return {
    async work(fail = false) {
      running += 1;
      most = Math.max(most, running);
      await gate();
      running -= 1;
      if (fail) throw new Error('refused');
      return { ok: true };
    },
    open() {
      opened = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
    get running() {
      return running;
    },
    get most() {
      return most;
    },
  };
}

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appWith(gated: ReturnType<typeof gatedRoutes>) {
  const app = Fastify();
  apps.push(app);
  await app.register(writeBulkheadPlugin, { atOnce: 2 });
  app.put('/v1/things/:id', { config: { access: 'editMenu' } }, () => gated.work());
  app.delete('/v1/things/:id', { config: { access: 'editMenu' } }, () => gated.work(true));
  app.post('/v1/pdf/things', { config: { access: 'viewMenu' } }, () => gated.work());
  app.get('/v1/things', { config: { access: 'viewMenu' } }, async () => ({ read: true }));
  app.post('/v1/auth/sign-in', { config: { access: 'public' } }, () => gated.work());
  return app;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the write bulkhead', () => {
  it('runs at most its number of writes at once; reads and the rest wait their turn', async () => {
    const gated = gatedRoutes();
    const app = await appWith(gated);
    const saves = [1, 2, 3, 4, 5].map((n) => app.inject({ method: 'PUT', url: `/v1/things/${n}` }));
    await settle();
    expect(gated.running).toBe(2);

    // A read does not queue behind the writes.
    const read = await app.inject({ method: 'GET', url: '/v1/things' });
    expect(read.json()).toEqual({ read: true });

    gated.open();
    const answers = await Promise.all(saves);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(gated.most).toBe(2);
  });

  it('frees the slot of a write that failed', async () => {
    const gated = gatedRoutes();
    const app = await appWith(gated);
    gated.open();
    const failed = await Promise.all(
      [1, 2, 3].map((n) => app.inject({ method: 'DELETE', url: `/v1/things/${n}` })),
    );
    expect(failed.map((answer) => answer.statusCode)).toEqual([500, 500, 500]);
    const saved = await app.inject({ method: 'PUT', url: '/v1/things/4' });
    expect(saved.statusCode).toBe(200);
  });

  it('leaves alone the POST routes that only compute, and signing in', async () => {
    const gated = gatedRoutes();
    const app = await appWith(gated);
    const documents = [1, 2, 3].map(() => app.inject({ method: 'POST', url: '/v1/pdf/things' }));
    const signIns = [1, 2].map(() => app.inject({ method: 'POST', url: '/v1/auth/sign-in' }));
    await settle();
    expect(gated.running).toBe(5);
    gated.open();
    await Promise.all([...documents, ...signIns]);
  });
});
