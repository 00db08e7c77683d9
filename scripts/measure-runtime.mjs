// `npm run measure:runtime` (issue #22): the figures of a running server that users feel
// and operators pay for, measured on one checkout so that two checkouts can be compared
// side by side on one machine:
//   - cold start to /health with an existing database;
//   - idle memory of the server's process tree (tsx, when used, is a process of its own);
//   - the busiest demo day's Chef numbers PDF: first after start, warm, and first after
//     an idle pause (IDLE_SECONDS, 120 by default);
//   - bytes on the wire for the sign-in page (index.html and what it loads before the
//     first screen), as a browser asking for brotli receives them;
//   - SIGTERM to exit, and the exit code.
// Usage: node scripts/measure-runtime.mjs [--cwd <checkout>] [--idle <seconds>]
//          [--postgres <server url>] -- <start command…>
// With --postgres, the server runs on a new database of that server (made with psql and
// dropped after); else on the embedded database in a temporary DATA_DIR.
// The start command runs in the checkout with DATA_DIR, PORT and passwords set here; it
// must be the process that serves (node, or npm/tsx which stay its parents). Dependency-free.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at < args.indexOf('--') ? args[at + 1] : fallback;
};
const command = args.slice(args.indexOf('--') + 1);
if (args.indexOf('--') < 0 || command.length === 0) {
  console.error('usage: measure-runtime.mjs [--cwd dir] [--idle seconds] -- <start command…>');
  process.exit(2);
}
const cwd = path.resolve(option('--cwd', '.'));
const idleSeconds = Number(option('--idle', '120'));
const port = Number(option('--port', '3290'));
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'measure-runtime-'));
const postgres = option('--postgres', undefined);
const databaseName = `measure_runtime_${process.pid}`;
const psql = (statement) =>
  execFileSync('psql', [postgres, '-qc', statement], { stdio: ['ignore', 'ignore', 'inherit'] });
if (postgres) psql(`create database ${databaseName}`);
const admin = { email: 'admin@example.com', password: 'measure-admin-Passw0rd' };
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  ADMIN_PASSWORD: admin.password,
  DEMO_PASSWORD: 'measure-demo-Passw0rd',
  LOG_LEVEL: 'warn',
  DATABASE_URL: postgres ? `${postgres.replace(/\/[^/]*$/, '')}/${databaseName}` : '',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw GET or POST: status, headers and the bytes as sent (nothing decoded). */
function request(method, url, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

async function api(method, route, token, payload) {
  const headers = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await request(method, `${base}${route}`, {
    headers,
    body: payload ? JSON.stringify(payload) : undefined,
  });
  return answer;
}

function start() {
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited };
}

async function untilHealthy(startedAt, limitMs = 300_000) {
  while (Date.now() - startedAt < limitMs) {
    const answer = await request('GET', `${base}/health`).catch(() => undefined);
    if (answer?.status === 200) return Date.now() - startedAt;
    await sleep(20);
  }
  throw new Error('the server did not answer /health in time');
}

/** Resident memory of a process and all its descendants, in MB (Linux /proc). */
function treeRssMb(rootPid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {}
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let kb = 0;
  for (const pid of tree) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    } catch {}
  }
  return Math.round(kb / 1024);
}

async function stop(server) {
  const sentAt = Date.now();
  process.kill(-server.child.pid, 'SIGTERM');
  const code = await server.exited;
  return { ms: Date.now() - sentAt, code };
}

/** The market, line and date of the demo whose Chef numbers are the largest. */
async function busiestDay(token) {
  const markets = JSON.parse((await api('GET', '/v1/markets', token)).body).data;
  const lines = JSON.parse((await api('GET', '/v1/service-lines', token)).body).data;
  const today = new Date();
  let best;
  for (let offset = 0; offset < 14; offset += 1) {
    const day = new Date(today.getTime() + offset * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const mealDate = day.toISOString().slice(0, 10);
    for (const market of markets) {
      for (const line of lines) {
        const body = { marketId: market.id, serviceLineId: line.id, mealDate };
        const answer = await api('POST', '/v2/calculations/containers', token, body);
        if (answer.status !== 200) continue;
        if (!best || answer.body.length > best.size) {
          best = {
            size: answer.body.length,
            body,
            label: `${market.name} ${line.name} ${mealDate}`,
          };
        }
      }
    }
  }
  return best;
}

async function timedPdf(token, body) {
  const startedAt = performance.now();
  const answer = await api('POST', '/v1/pdf/chefnumbers', token, body);
  if (answer.status !== 200) throw new Error(`PDF answered ${answer.status}`);
  return Math.round(performance.now() - startedAt);
}

/** What a browser fetches for the sign-in page before the first screen, bytes on the wire. */
async function signInPageBytes() {
  const headers = { 'accept-encoding': 'br, gzip' };
  const index = await request('GET', `${base}/`, { headers });
  const html = (
    index.headers['content-encoding'] ? await fetch(`${base}/`).then((r) => r.text()) : index.body
  ).toString();
  const urls = [
    ...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+)"[^>]*>/g),
  ].map((match) => match[1]);
  let bytes = index.body.length;
  for (const url of urls) bytes += (await request('GET', `${base}${url}`, { headers })).body.length;
  return { kb: Math.round(bytes / 1000), files: urls.length + 1 };
}

const figures = {};
try {
  // A first start creates, migrates and seeds the database; it is not measured.
  let server = start();
  await untilHealthy(Date.now());
  await stop(server);

  const startedAt = Date.now();
  server = start();
  figures.coldStartMs = await untilHealthy(startedAt);
  await sleep(10_000);
  figures.idleRssMb = treeRssMb(server.child.pid);
  figures.signInPage = await signInPageBytes();

  const token = JSON.parse((await api('POST', '/v1/auth/sign-in', undefined, admin)).body).data
    .token;
  const day = await busiestDay(token);
  figures.busiestDay = day.label;
  figures.firstPdfMs = await timedPdf(token, day.body);
  figures.warmPdfMs = await timedPdf(token, day.body);
  await sleep(idleSeconds * 1000);
  figures.pdfAfterIdleMs = await timedPdf(token, day.body);
  figures.idleSeconds = idleSeconds;
  figures.rssAfterPdfsMb = treeRssMb(server.child.pid);
  figures.sigterm = await stop(server);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (postgres) psql(`drop database ${databaseName}`);
}
figures.database = postgres ? 'PostgreSQL' : 'embedded';
console.log(JSON.stringify(figures, null, 2));
