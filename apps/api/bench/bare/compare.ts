import { isDeepStrictEqual } from 'node:util';

/**
 * Sends the same requests to the product and to the bare server and reports where their
 * answers differ (a handful of requests, no load):
 *
 *   node --import tsx apps/api/bench/bare/compare.ts http://127.0.0.1:4601 http://127.0.0.1:4602 [token]
 *
 * Ids are found through the product's reference routes: MARKET (Phoenix), LINE (Lunch),
 * DATE (2026-03-10) and PUT_MONTH (next month, YYYY-MM) pick the day. Without a token it
 * signs in as ADMIN_EMAIL / ADMIN_PASSWORD. The PUT check writes: it edits two scheduled
 * menus of PUT_MONTH (name, rows, allergens), once on each server in each order; it needs
 * both servers on one database (SKIP_PUT=1 leaves it out).
 */

type Json = Record<string, unknown>;
interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  /** Send no Authorization header. */
  anonymous?: boolean;
}
interface Answer {
  status: number;
  type: string;
  json: Json | undefined;
  bytes: number;
}

const [productUrl, bareUrl, givenToken] = process.argv.slice(2);
if (!productUrl || !bareUrl) {
  console.error('usage: compare.ts <product url> <bare url> [token]');
  process.exit(2);
}
const env = process.env;
let token = givenToken ?? '';

async function send(base: string, call: Call): Promise<Answer> {
  const response = await fetch(new URL(call.path, base), {
    method: call.method ?? 'GET',
    headers: {
      ...(call.anonymous ? {} : { authorization: `Bearer ${token}` }),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const type = response.headers.get('content-type') ?? '';
  const buffer = Buffer.from(await response.arrayBuffer());
  const json = type.includes('json') ? (JSON.parse(buffer.toString()) as Json) : undefined;
  return { status: response.status, type, json, bytes: buffer.length };
}

/** A copy without the keys that differ by nature (request ids, new tokens, save times). */
function without(value: unknown, keys: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => without(item, keys));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !keys.has(key))
      .map(([key, item]) => [key, without(item, keys)]),
  );
}

/** The first few paths where two JSON values differ. */
function differences(a: unknown, b: unknown, path = '$', found: string[] = []): string[] {
  if (found.length >= 5 || isDeepStrictEqual(a, b)) return found;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys)
      differences((a as Json)[key], (b as Json)[key], `${path}.${key}`, found);
    if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length)
      found.push(`${path}: ${a.length} vs ${b.length} items`);
  } else {
    found.push(`${path}: ${JSON.stringify(a)?.slice(0, 80)} vs ${JSON.stringify(b)?.slice(0, 80)}`);
  }
  return found;
}

let failures = 0;
function report(name: string, a: Answer, b: Answer, ignore: string[] = []) {
  const keys = new Set(['requestId', ...ignore]);
  const found =
    a.status !== b.status
      ? [`status ${a.status} vs ${b.status}`]
      : differences(without(a.json, keys), without(b.json, keys));
  if (found.length) failures++;
  const sizes = `${a.bytes} / ${b.bytes} bytes`;
  console.log(`${found.length ? 'DIFF' : 'same'}  ${a.status}  ${name.padEnd(58)} ${sizes}`);
  for (const line of found) console.log(`        ${line}`);
  for (const answer of a.status >= 400 ? [a, b] : [])
    console.log(`        ${(answer.json?.error as { msg?: string } | null)?.msg}`);
}

async function compare(name: string, call: Call, ignore?: string[]) {
  const [a, b] = await Promise.all([send(productUrl!, call), send(bareUrl!, call)]);
  report(name, a, b, ignore);
  return a;
}

async function dataOf<T>(path: string): Promise<T> {
  const answer = await send(productUrl!, { path });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return answer.json!.data as T;
}

type Named = { id: string; name: string };
const named = async (path: string, name: string) => {
  const found = (await dataOf<Named[]>(path)).find((item) => item.name === name);
  if (!found) throw new Error(`${path}: no ${name}`);
  return found.id;
};

type ScheduledMenu = Json & { id: string; updatedAt: string; name: string };
type Row = Json & { id: string; originalElementId: string | null; allergenIds: string[] };

/**
 * An edit of every kind but removal when `element` is not on the menu (header, a row's
 * allergens, a row added), and the edit that takes it off again when it is: rows the
 * hosts reported on cannot be removed, the one added here can.
 */
function editOf(menu: ScheduledMenu, element: Named, allergen: string) {
  const rows = (menu.scheduledElements as Row[]).map(({ updatedAt: _, ...row }) => row);
  const kept = rows.filter((row) => row.originalElementId !== element.id);
  const added = { originalElementId: element.id, name: element.name, allergenIds: [allergen] };
  const [first] = kept;
  if (first)
    first.allergenIds = first.allergenIds.includes(allergen)
      ? first.allergenIds.filter((id) => id !== allergen)
      : [...first.allergenIds, allergen];
  return {
    name: menu.name.endsWith(' (bench)') ? menu.name.slice(0, -8) : `${menu.name} (bench)`,
    brandId: menu.brandId,
    cuisineTypeId: menu.cuisineTypeId,
    description: '',
    isDescriptionAutomated: true,
    updatedAt: menu.updatedAt,
    scheduledElements: [...kept, ...(kept.length < rows.length ? [] : [added])].map(
      (row, order) => ({ ...row, order }),
    ),
  };
}

/** An edit on one server, then the same on the other: the second must find nothing to do. */
async function putTwice(path: string, edit: Json, first: string, second: string, label: string) {
  const a = await send(first, { method: 'PUT', path, body: edit });
  const menu = a.json?.data as ScheduledMenu | undefined;
  const b = await send(second, {
    method: 'PUT',
    path,
    body: { ...edit, updatedAt: menu?.updatedAt },
  });
  report(`PUT ${label}`, a, b, ['updatedAt']);
  const stale = await send(second, { method: 'PUT', path, body: edit });
  if (stale.status !== 409) report('PUT with an old updatedAt: 409', stale, a);
  return (b.json?.data as ScheduledMenu | undefined) ?? menu;
}

/** A row added then removed, on `first` then `second`. */
async function comparePut(menuId: string, first: string, second: string, label: string) {
  const path = `/v1/scheduled-menus/${menuId}`;
  const menu = (await send(first, { path })).json!.data as ScheduledMenu;
  const onMenu = new Set((menu.scheduledElements as Row[]).map((row) => row.originalElementId));
  const element = (await dataOf<Named[]>('/v1/elements?q=soup')).find((e) => !onMenu.has(e.id))!;
  const [allergen] = await dataOf<Named[]>('/v1/allergens');
  const added = await putTwice(path, editOf(menu, element, allergen!.id), first, second, label);
  if (added) await putTwice(path, editOf(added, element, allergen!.id), first, second, label);
}

async function main() {
  if (!token) {
    const signIn = await send(productUrl!, {
      method: 'POST',
      path: '/v1/auth/sign-in',
      body: {
        email: env.ADMIN_EMAIL ?? 'admin@example.com',
        password: env.ADMIN_PASSWORD ?? 'bench-Passw0rd1',
      },
    });
    token = (signIn.json?.data as { token?: string } | undefined)?.token ?? '';
  }
  const market = await named('/v1/markets', env.MARKET ?? 'Phoenix');
  const line = await named('/v1/service-lines', env.LINE ?? 'Lunch');
  const date = env.DATE ?? '2026-03-10';
  const [year, month, day] = date.split('-').map(Number);
  const [sample] = await dataOf<Json[]>('/v1/menus?q=chicken');
  const tag = (await dataOf<Named[]>('/v1/menu-element-classes'))[0]!.id;

  await compare(
    'POST /v1/auth/sign-in',
    {
      method: 'POST',
      path: '/v1/auth/sign-in',
      body: {
        email: env.ADMIN_EMAIL ?? 'admin@example.com',
        password: env.ADMIN_PASSWORD ?? 'bench-Passw0rd1',
      },
    },
    ['token'],
  );
  await compare('GET /me', { path: '/me' });
  await compare('GET /v1/menus?q=chicken', { path: '/v1/menus?q=chicken' });
  await compare('GET /v1/menus?cuisine&class', {
    path: `/v1/menus?q=&cuisine=${sample?.cuisineTypeId}&class=${sample?.menuElementClassId}`,
  });
  await compare('GET /v1/menus', { path: '/v1/menus' });
  await compare('GET /v1/menus?page=7&perPage=100', { path: '/v1/menus?page=7&perPage=100' });
  await compare('GET /v1/elements?q=chicken', { path: '/v1/elements?q=chicken' });
  await compare('GET /v1/elements?class', { path: `/v1/elements?class=${tag}` });
  await compare('GET /v1/elements?class&q=rice', { path: `/v1/elements?class=${tag}&q=rice` });
  await compare('GET /v1/elements', { path: '/v1/elements' });
  const calendar = `/v1/scheduled-menus?marketId=${market}&month=${month}&year=${year}`;
  await compare('GET /v1/scheduled-menus (month)', { path: calendar });
  const days = await compare('GET /v1/scheduled-menus (day)', { path: `${calendar}&day=${day}` });
  const dayMenu = ((days.json?.data ?? []) as { id: string; serviceLineId: string }[]).find(
    (menu) => menu.serviceLineId === line,
  );
  await compare('GET /v1/scheduled-menus/:id', { path: `/v1/scheduled-menus/${dayMenu?.id}` });
  const slot = { marketId: market, serviceLineId: line, mealDate: date };
  await compare('POST /v2/calculations/containers', {
    method: 'POST',
    path: '/v2/calculations/containers',
    body: slot,
  });
  const pdf = { method: 'POST', path: '/v1/pdf/chefnumbers', body: slot } as const;
  const [pa, pb] = await Promise.all([send(productUrl!, pdf), send(bareUrl!, pdf)]);
  console.log(
    `pdf   ${pa.status}/${pb.status}  ${pa.type} / ${pb.type}  ${pa.bytes} / ${pb.bytes} bytes`,
  );
  await compare('GET /me without a token', { path: '/me', anonymous: true });
  await compare('GET /v1/scheduled-menus/:id unknown', {
    path: '/v1/scheduled-menus/00000000-0000-4000-8000-000000000000',
  });

  if (env.SKIP_PUT) return summary();
  const putMonth = env.PUT_MONTH ?? nextMonth();
  const [putYear, putMonthNumber] = putMonth.split('-').map(Number);
  const future = await dataOf<{ id: string }[]>(
    `/v1/scheduled-menus?marketId=${market}&month=${putMonthNumber}&year=${putYear}`,
  );
  if (future.length < 2) throw new Error(`no scheduled menus in ${putMonth} to edit`);
  await comparePut(future[0]!.id, productUrl!, bareUrl!, 'product, then bare');
  await comparePut(future[1]!.id, bareUrl!, productUrl!, 'bare, then product');
  summary();
}

function summary() {
  console.log(failures ? `${failures} case(s) differ` : 'all cases answer the same');
  process.exitCode = failures ? 1 : 0;
}

/** The month after today's, YYYY-MM: scheduled menus there are not locked. */
function nextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
