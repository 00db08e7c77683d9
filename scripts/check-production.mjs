// `npm run check:production` (issue #22): the path the container image runs, checked where
// no container engine is at hand. A clean directory gets what the Dockerfile's runtime
// stage copies (the package manifests and the build, no sources), `npm ci --omit=dev`
// there, then `node apps/api/dist/server.js` must answer /health, sign in, list menus,
// render a PDF in its worker, and stop on SIGTERM within the grace period with exit code 0.
// Run after `npm run build` (CI runs it after the journeys, which build). Dependency-free.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
/** As in the Dockerfile's runtime stage. */
const COPIED = [
  'package.json',
  'package-lock.json',
  'apps/api/package.json',
  'apps/web/package.json',
  'packages/domain/package.json',
  'e2e/package.json',
  'apps/api/dist',
  'apps/web/dist',
];
/**
 * As the Dockerfile installs. `--omit=optional` too: better-auth declares optional peers
 * (drizzle-kit, react, …) that npm would otherwise install, and with them tsx and vite.
 */
const INSTALL_FLAGS = ['--omit=dev', '--omit=optional'];
/** Build and development tools that must not be needed, nor installed, at run time. */
const DEV_ONLY = ['tsx', 'vite', 'esbuild', 'typescript', 'vitest', 'drizzle-kit', 'react'];
const GRACE_MS = 30_000;
const PORT = 3291;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'admin@example.com', password: 'production-check-Passw0rd' };

const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

for (const needed of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(REPO_ROOT, needed))) {
    console.error(`${needed} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const root = mkdtempSync(path.join(tmpdir(), 'production-check-'));
const appDir = path.join(root, 'app');
const dataDir = path.join(root, 'data');
let server;
try {
  for (const item of COPIED) {
    mkdirSync(path.dirname(path.join(appDir, item)), { recursive: true });
    cpSync(path.join(REPO_ROOT, item), path.join(appDir, item), { recursive: true });
  }
  const installStarted = Date.now();
  execFileSync('npm', ['ci', ...INSTALL_FLAGS, '--no-audit', '--no-fund'], {
    cwd: appDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const size = execFileSync('du', ['-sm', path.join(appDir, 'node_modules')], { encoding: 'utf8' });
  console.log(
    `npm ci ${INSTALL_FLAGS.join(' ')}: ${Math.round((Date.now() - installStarted) / 1000)} s, node_modules ${size.split('\t')[0]} MB`,
  );
  for (const tool of DEV_ONLY) {
    check(!existsSync(path.join(appDir, 'node_modules', tool)), `${tool} is not installed`);
  }

  const startedAt = Date.now();
  server = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--max-old-space-size=1024', 'apps/api/dist/server.js'],
    {
      cwd: appDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: ADMIN.password,
        DEMO_PASSWORD: 'production-check-demo-Passw0rd',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let healthy = false;
  while (!healthy && Date.now() - startedAt < 180_000) {
    healthy = (await fetch(`${BASE}/health`).catch(() => undefined))?.status === 200;
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  check(healthy, `/health answers 200 (first start with demo data: ${Date.now() - startedAt} ms)`);

  const post = (route, token, body) =>
    fetch(`${BASE}${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const get = (route, token) =>
    fetch(`${BASE}${route}`, { headers: { authorization: `Bearer ${token}` } });
  const signIn = await post('/v1/auth/sign-in', undefined, ADMIN);
  check(signIn.status === 200, `sign-in answers 200 (${signIn.status})`);
  const token = signIn.status === 200 ? (await signIn.json()).data.token : '';
  const menus = await get('/v1/menus', token);
  const menuCount = menus.status === 200 ? (await menus.json()).data.length : 0;
  check(
    menus.status === 200 && menuCount > 0,
    `GET /v1/menus answers the demo menus (${menuCount})`,
  );

  // A slot the demo scheduled (weekdays of this month and the next): today may be a weekend.
  const markets = (await (await get('/v1/markets', token)).json()).data;
  const phoenix = markets.find((market) => market.name === 'Phoenix') ?? markets[0];
  const now = new Date();
  const scheduled = await get(
    `/v1/scheduled-menus?marketId=${phoenix.id}&month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}`,
    token,
  );
  const [slot] = scheduled.status === 200 ? (await scheduled.json()).data : [];
  const pdf = await post('/v1/pdf/chefnumbers', token, {
    marketId: phoenix.id,
    serviceLineId: slot?.serviceLineId,
    mealDate: slot?.date,
  });
  const pdfBytes = Buffer.from(await pdf.arrayBuffer());
  check(
    pdf.status === 200 && pdfBytes.subarray(0, 5).toString() === '%PDF-',
    `a Chef numbers PDF renders in the compiled worker (${pdf.status}, ${pdfBytes.length} bytes)`,
  );
  const page = await fetch(`${BASE}/menus`);
  check(
    page.status === 200 && (await page.text()).includes('<div id="root">'),
    'the web app is served',
  );

  const stopAsked = Date.now();
  server.kill('SIGTERM');
  const outcome = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(undefined), GRACE_MS)),
  ]);
  check(
    outcome?.code === 0,
    `SIGTERM stops it with exit code 0 within ${GRACE_MS / 1000} s (${JSON.stringify(outcome)} after ${Date.now() - stopAsked} ms)`,
  );
  server = undefined;
} finally {
  server?.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
}
console.log(
  failures.length ? `${failures.length} check(s) failed` : 'production install: all checks passed',
);
process.exit(failures.length ? 1 : 0);
