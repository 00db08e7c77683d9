import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** The real server, as `npm start` runs it, in a child process the harness can kill. */

const API_DIR = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(API_DIR, 'src', 'server.ts');
const OUTPUT_KEPT_CHARS = 20_000;
const HEALTH_TIMEOUT_MS = 120_000;

export const ADMIN_EMAIL = 'crash-test-admin@example.com';
export const ADMIN_PASSWORD = 'crash-test-password-1';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  pid: number;
  exited: Promise<Exit>;
  /** The last lines it printed, for a failure's message. */
  output(): string;
  signal(signal: NodeJS.Signals): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Only what the server needs: nothing of the caller's shell (DATABASE_URL, NODE_OPTIONS ...). */
function serverEnv(database: Record<string, string>, port: number): NodeJS.ProcessEnv {
  const kept = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG'] as const;
  const env: NodeJS.ProcessEnv = {};
  for (const key of kept) if (process.env[key] !== undefined) env[key] = process.env[key];
  return {
    ...env,
    ...database,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    // Every cycle signs in again; the sign-in limit has its own test.
    SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
    SIGN_IN_ATTEMPTS_PER_CLIENT_PER_MINUTE: '10000',
    SIGN_IN_FAILURES_PER_CLIENT_PER_HOUR: '10000',
  };
}

function watch(child: ChildProcess) {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { exited, output: () => output };
}

async function waitForHealth(url: string, exited: Promise<Exit>, output: () => string) {
  let gone: Exit | undefined;
  void exited.then((exit) => {
    gone = exit;
  });
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone)
      throw new Error(`server exited (${JSON.stringify(gone)}) before healthy:\n${output()}`);
    const status = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts `node --import tsx src/server.ts` (node itself, no npm or npx in between, so a
 * signal reaches the server and its pid is the server's) on `database` (DATA_DIR or
 * DATABASE_URL) and waits for /health. The bench starts the compiled server and its bare
 * server the same way (`entry`, relative to apps/api; a `.js` entry runs without tsx) and
 * sets its own variables (`env`).
 */
export async function startServer(
  database: Record<string, string>,
  options: { entry?: string; env?: Record<string, string>; nodeFlags?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const entry = options.entry ? path.join(API_DIR, options.entry) : SERVER_ENTRY;
  // The compiled server runs with the flags users start it with (Dockerfile, npm start).
  const loader = entry.endsWith('.ts')
    ? ['--import', 'tsx']
    : ['--max-semi-space-size=4', '--max-old-space-size=1024', ...(options.nodeFlags ?? [])];
  const child = spawn(process.execPath, [...loader, entry], {
    cwd: API_DIR,
    env: { ...serverEnv(database, port), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { exited, output } = watch(child);
  // If the harness itself dies, do not leave a server holding the data directory.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    exited,
    output,
    signal: (signal) => {
      child.kill(signal);
    },
  };
  try {
    await waitForHealth(server.url, exited, output);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  return server;
}

/** Stops a server the polite way; answers its exit. */
export async function stopServer(server: ServerProcess, timeoutMs = 30_000): Promise<Exit> {
  server.signal('SIGTERM');
  const timer = setTimeout(() => server.signal('SIGKILL'), timeoutMs);
  const exit = await server.exited;
  clearTimeout(timer);
  return exit;
}
