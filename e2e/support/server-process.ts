import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

/** Starting and stopping the console as a child process: the journeys and the perf script. */

const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the OS for a port nobody listens on. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : undefined;
      server.close(() => (port === undefined ? reject(new Error('no free port')) : resolve(port)));
    });
  });
}

/**
 * Polls GET /health until it answers 200, the process dies, or the time is up; the error
 * carries `lastOutput()`, what the server printed last.
 */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  lastOutput: () => string | Promise<string>,
): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited during start-up (code ${child.exitCode}, signal ${child.signalCode}).\n` +
          `Its last lines:\n${await lastOutput()}`,
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
    `The server did not answer GET /health with 200 within ${STARTUP_TIMEOUT_MS / 1000} s ` +
      `(${lastProblem}).\nIts last lines:\n${await lastOutput()}`,
  );
}

/** SIGTERM to the server's process group, SIGKILL if it is still there after a while. */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
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
  const stopped = await Promise.race([
    exited.then(() => true),
    sleep(SHUTDOWN_TIMEOUT_MS).then(() => false),
  ]);
  if (!stopped) {
    signalGroup('SIGKILL');
    await exited;
  }
}

/**
 * The environment the journeys' console runs with: a fresh embedded database in `dataDir`
 * with the demo data, on `port`. Whatever the developer's shell says, it writes mails to the
 * outbox and serves this checkout's apps/web/dist.
 */
export function journeyServerEnv(options: {
  dataDir: string;
  port: number;
  adminPassword: string;
  demoPassword: string;
}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${options.port}`,
    ADMIN_PASSWORD: options.adminPassword,
    DEMO_PASSWORD: options.demoPassword,
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    // The journeys sign the same demo users in many times a minute; the limit has its own test.
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '1000',
    SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: '1000',
  };
  const settings = ['DATABASE_URL', 'SMTP_URL', 'WEB_DIST_DIR', 'ADMIN_EMAIL', 'AUTH_SECRET'];
  // No survey form unless a journey starts a console of its own with one (extra-console.ts).
  for (const key of [...settings, 'CHEF_SURVEY_URL']) delete env[key];
  return env;
}

/**
 * Starts the compiled server, `node apps/api/dist/server.js` (what users run; the journeys
 * build first), in its own process group (so stopping
 * it stops anything it started), output piped. If this process is stopped abruptly, the
 * server is killed with it; `stop()` ends the server politely and drops that guard.
 */
export function spawnConsoleServer(
  repoRoot: string,
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--max-old-space-size=1024', 'apps/api/dist/server.js'],
    {
      cwd: repoRoot,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const killOnExit = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killOnExit);
  return {
    child,
    stop: async () => {
      await stopProcessGroup(child);
      process.off('exit', killOnExit);
    },
  };
}
