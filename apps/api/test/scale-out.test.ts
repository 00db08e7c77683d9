import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Menu } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, stopServer } from '../reliability/server-process.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DEMO_PASSWORD } from './fixtures.js';
import { asUpdate, menuPayload } from './menu-fixtures.js';
import { referenceIds } from './reference-ids.js';
import { copyTemplateDatabase } from './support/template-database.js';

/*
 * Issue #12: two API processes behind a load balancer share one PostgreSQL and nothing
 * else. Each is the real server (`node --import tsx src/server.ts`) with its own DATA_DIR
 * on this file's copy of the template database; a request may land on either.
 */

interface Answer<T = unknown> {
  status: number;
  data: T;
  error: { code: string } | null;
}

async function call<T = unknown>(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; payload?: object } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.payload) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers,
    body: options.payload && JSON.stringify(options.payload),
  });
  const envelope = (await response.json()) as { data: T; error: { code: string } | null };
  return { status: response.status, ...envelope };
}

async function signIn(server: ServerProcess, email: string, password: string) {
  const answer = await call<{ token: string }>(server, 'POST', '/v1/auth/sign-in', {
    payload: { email, password },
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

describe.skipIf(!process.env.DATABASE_URL)('two API processes on one PostgreSQL', () => {
  let copy: Awaited<ReturnType<typeof copyTemplateDatabase>> | undefined;
  let database: Database | undefined;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let admin: string;

  async function start() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'catering-scale-out-'));
    dataDirs.push(dataDir);
    const server = await startServer({ DATABASE_URL: copy!.url, DATA_DIR: dataDir });
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    // Its menu is the demo's tikka night (menuPayload's default elements).
    copy = await copyTemplateDatabase('demo');
    database = openPostgres(copy.url);
    ref = await referenceIds(database.db);
    // One after the other: the second starts on a database the first has already checked.
    a = await start();
    b = await start();
    admin = await signIn(a, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    await database?.close();
    await copy?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 90_000);

  async function createMenu(name: string): Promise<Menu> {
    const created = await call<Menu>(a, 'POST', '/v1/menus', {
      token: admin,
      payload: menuPayload(ref, { name }),
    });
    expect(created.status).toBe(201);
    return created.data;
  }

  it('accepts on B a token signed in on A', async () => {
    const token = await signIn(a, 'scheduler@example.com', TEST_DEMO_PASSWORD);
    const me = await call<{ email: string }>(b, 'GET', '/me', { token });
    expect(me.status).toBe(200);
    expect(me.data.email).toBe('scheduler@example.com');
  });

  it('refuses on A, at once, a token signed out on B', async () => {
    const token = await signIn(a, 'culinary@example.com', TEST_DEMO_PASSWORD);
    expect((await call(a, 'GET', '/me', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/v1/auth/sign-out', { token })).status).toBe(200);
    const after = await call(a, 'GET', '/me', { token });
    expect(after.status).toBe(401);
    expect(after.error?.code).toBe('unauthenticated');
  });

  it('reads on B a menu written on A, whole and in the list', async () => {
    const menu = await createMenu('Scale-out Tikka Night');
    const read = await call<Menu>(b, 'GET', `/v1/menus/${menu.id}`, { token: admin });
    expect(read.status).toBe(200);
    expect(read.data).toEqual(menu);
    const list = await call<{ id: string }[]>(b, 'GET', '/v1/menus?q=Scale-out', { token: admin });
    expect(list.data.map((row) => row.id)).toEqual([menu.id]);
  });

  it('answers 409 stale on B to a save of the version A has just replaced', async () => {
    const menu = await createMenu('Scale-out Curry Lunch');
    const first = await call<Menu>(a, 'PUT', `/v1/menus/${menu.id}`, {
      token: admin,
      payload: asUpdate(menu, { name: 'Scale-out Curry Lunch (A)' }),
    });
    expect(first.status).toBe(200);
    const second = await call(b, 'PUT', `/v1/menus/${menu.id}`, {
      token: admin,
      payload: asUpdate(menu, { name: 'Scale-out Curry Lunch (B)' }),
    });
    expect(second.status).toBe(409);
    expect(second.error?.code).toBe('stale');
    const kept = await call<Menu>(b, 'GET', `/v1/menus/${menu.id}`, { token: admin });
    expect(kept.data.name).toBe('Scale-out Curry Lunch (A)');
  });

  it('saves exactly one of two saves of one version sent to A and B at once', async () => {
    const menu = await createMenu('Scale-out Dinner Race');
    const save = (server: ServerProcess, name: string) =>
      call<Menu>(server, 'PUT', `/v1/menus/${menu.id}`, {
        token: admin,
        payload: asUpdate(menu, { name }),
      });
    const answers = await Promise.all([save(a, 'Race won by A'), save(b, 'Race won by B')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const kept = await call<Menu>(a, 'GET', `/v1/menus/${menu.id}`, { token: admin });
    expect(kept.data.name).toBe(winner.data.name);
  });

  it('counts attempt limits across processes: the sixth reset request a minute is refused', async () => {
    const payload = { email: 'scale-out-limit@example.com' };
    for (const server of [a, b, a, b, a]) {
      expect((await call(server, 'POST', '/v1/auth/password-reset', { payload })).status).toBe(200);
    }
    const sixth = await call(b, 'POST', '/v1/auth/password-reset', { payload });
    expect(sixth.status).toBe(429);
    expect(sixth.error?.code).toBe('rate_limited');
  });
});
