import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, WEB_DIST_INDEX } from '../support/paths';
import { findFreePort, spawnConsoleServer, waitForHealth } from '../support/server-process';

/** The Super Admin the measurement signs in as; the password is for measurements only. */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'perf-admin-Passw0rd';
const DEMO_PASSWORD = 'perf-demo-Passw0rd';
const LOG_LINES_KEPT = 40;

export interface RunningConsole {
  /** e.g. http://localhost:41234, no trailing slash. */
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A measurement needs what users run: the web app and the compiled server. Built when
 * either is absent.
 */
export function buildAppIfMissing(): void {
  const compiledServer = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'server.js');
  if (existsSync(WEB_DIST_INDEX) && existsSync(compiledServer)) return;
  console.log('The build is missing: building the web app and the server.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The app did not build.');
}

/** The last lines the server printed, for the message when it does not come up. */
function keepLastLines(child: ChildProcess): () => string {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n'));
    lines.splice(0, Math.max(0, lines.length - LOG_LINES_KEPT));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines.join('\n');
}

/**
 * The real console (API + built web app) as an operator starts it, on a fresh embedded
 * database with the demo data, on a free port. Same set-up as the browser journeys'.
 */
export async function startConsole(): Promise<RunningConsole> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'catering-perf-web-'));
  const port = await findFreePort();
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DEMO_PASSWORD,
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
    // Every run signs in again; the default limit would refuse the runs of one minute.
    SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
    SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '1000',
    SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: '1000',
  };
  // Whatever the shell says: the embedded database, the outbox, this checkout's dist.
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'WEB_DIST_DIR', 'AUTH_SECRET']) {
    delete env[key];
  }

  const { child, stop: stopServer } = spawnConsoleServer(REPO_ROOT, env);
  const output = keepLastLines(child);
  const stop = async () => {
    await stopServer();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
