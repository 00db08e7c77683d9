import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR, REPO_ROOT, WEB_DIST_INDEX } from './paths';
import {
  findFreePort,
  journeyServerEnv,
  spawnConsoleServer,
  waitForHealth,
} from './server-process';

/**
 * Fixed test secrets: each at least 12 characters, as the server's config demands, and no
 * common password (docs/password-policy.md), or sign-in would ask for a stronger one.
 */
const ADMIN_PASSWORD = 'e2e-admin-Passw0rd';
const DEMO_PASSWORD = 'e2e-demo-Passw0rd';

async function tail(file: string, lines = 40): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server output)';
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

  const env = journeyServerEnv({
    dataDir,
    port,
    adminPassword: ADMIN_PASSWORD,
    demoPassword: DEMO_PASSWORD,
  });

  const { child, stop: stopServer } = spawnConsoleServer(REPO_ROOT, env);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const teardown = async () => {
    await stopServer();
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => tail(logFile));
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
