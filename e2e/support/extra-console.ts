import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { e2eEnvironment } from './context';
import { ARTIFACTS_DIR, REPO_ROOT } from './paths';
import {
  findFreePort,
  journeyServerEnv,
  spawnConsoleServer,
  waitForHealth,
} from './server-process';

export interface ExtraConsole {
  /** e.g. http://localhost:41234, no trailing slash. */
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A console of the journey's own, like the shared one (same demo data and passwords) but with
 * `settings` added: for what the shared console runs without, such as CHEF_SURVEY_URL. Its
 * output goes to e2e/artifacts/server-<name>.log.
 */
export async function startExtraConsole(
  name: string,
  settings: Record<string, string>,
  /** A port chosen beforehand, when another server must know the console's address first. */
  chosenPort?: number,
): Promise<ExtraConsole> {
  const { adminPassword, demoPassword } = e2eEnvironment();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `catering-e2e-${name}-`));
  const port = chosenPort ?? (await findFreePort());
  const logFile = path.join(ARTIFACTS_DIR, `server-${name}.log`);
  const log = createWriteStream(logFile);
  const env = { ...journeyServerEnv({ dataDir, port, adminPassword, demoPassword }), ...settings };
  const { child, stop: stopServer } = spawnConsoleServer(REPO_ROOT, env);
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const stop = async () => {
    await stopServer();
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, () =>
      readFile(logFile, 'utf8').catch(() => '(no server output)'),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://localhost:${port}`, stop };
}
