import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR, REPO_ROOT, WEB_DIST_INDEX } from './paths';

/** Fixed test secrets (each at least 8 characters, as the server's config demands). */
const ADMIN_PASSWORD = 'e2e-admin-Passw0rd';
const DEMO_PASSWORD = 'e2e-demo-Passw0rd';
const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Asks the OS for a port nobody listens on. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not find a free port'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function tail(file: string, lines = 40): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
  }
}

/** Polls GET /health until it answers 200, the process dies, or the time is up. */
async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The e2e server exited during start-up (code ${child.exitCode}, signal ${child.signalCode}).\n` +
          `Last lines of ${logFile}:\n${await tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET /health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `The e2e server did not answer GET /health with 200 within ${STARTUP_TIMEOUT_MS / 1000} s ` +
      `(${lastProblem}).\nLast lines of ${logFile}:\n${await tail(logFile)}`,
  );
}

/** SIGTERM to the whole process group, SIGKILL if it is still there after a while. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const finished = await Promise.race([
    exited.then(() => true),
    sleep(SHUTDOWN_TIMEOUT_MS).then(() => false),
  ]);
  if (!finished) {
    signalGroup('SIGKILL');
    await exited;
  }
}

/**
 * Starts ONE console (API + built web app) for the whole run on a fresh embedded database
 * with the demo data, and hands its address, data dir and passwords to the journeys.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error(
      `The web app is not built: ${WEB_DIST_INDEX} is missing.\n` +
        'Run `npm run build -w @catering/web` (or `npm run test:e2e`, which builds first).',
    );
  }

  await rm(ARTIFACTS_DIR, { recursive: true, force: true });
  await mkdir(ARTIFACTS_DIR, { recursive: true });

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catering-e2e-'));
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    ADMIN_PASSWORD,
    DEMO_PASSWORD,
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    // The journeys sign the same demo users in many times a minute; the limit has its own test.
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
  };
  // Whatever the developer's shell says, the journeys run on an embedded database of their
  // own, write mails to the outbox and serve this checkout's apps/web/dist.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'WEB_DIST_DIR', 'ADMIN_EMAIL', 'AUTH_SECRET']) {
    delete env[key];
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env,
    // Its own process group, so teardown can stop it together with anything it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // If the runner itself is stopped abruptly, do not leave the server behind.
  const killOnExit = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);

  const teardown = async () => {
    await stopServer(child);
    process.off('exit', killOnExit);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, logFile);
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('demoPassword', DEMO_PASSWORD);
  return teardown;
}
