import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { type InitialDataReport, prepareInitialData } from './db/seed/initial-data.js';
import { describeFatalError } from './lib/fatal-error.js';

const SHUTDOWN_GRACE_MS = 25_000;

function signInBanner(report: InitialDataReport, url: string): string {
  const lines = ['', `Catering console is running at ${url}`];
  lines.push(`Sign in as ${report.adminEmail} (Super Admin).`);
  if (report.generatedAdminPassword) {
    lines.push(`  Generated password: ${report.generatedAdminPassword}  (shown once; keep it)`);
  } else if (!report.adminCreated) {
    lines.push('  Use the password set at first start, or "Forgot Password" on the login page.');
  }
  // Whether the database holds the demo, not whether DEMO_DATA is on: it is loaded only once.
  if (report.demoState.state === 'loaded') {
    lines.push(
      'Demo users: manager@, culinary@, scheduler@, chef@, host@ and consumer@example.com.',
    );
    if (report.generatedDemoPassword) {
      lines.push(`  Their password: ${report.generatedDemoPassword}  (shown once)`);
    }
  }
  lines.push(`API documentation: ${url}/docs`, '');
  return lines.join('\n');
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const report = await prepareInitialData(database.db, config);

  const app = await buildApp({ db: database.db, config, serveWebApp: true });
  let closing = false;
  /**
   * Stop accepting, let the requests in flight finish and answer, then close the database
   * (PGlite checkpoints and releases DATA_DIR). A request that never ends must not keep
   * the process alive: orchestrators send SIGKILL after about 30 s anyway.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      app.log.error('shutdown took too long: exiting with requests still open');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    let exitCode = 0;
    const closeStep = async (step: string, close: () => Promise<unknown>) => {
      try {
        await close();
      } catch (error) {
        app.log.error({ err: error }, `shutdown: closing the ${step} failed`);
        exitCode = 1;
      }
    };
    // Node closes the idle keep-alive connections once, when closing starts; a connection
    // busy at that moment would then stay open after its answer until the client lets go
    // (Fastify's keep-alive is 72 s). Each is closed as soon as its answer has gone.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await closeStep('server', () => app.close());
    clearInterval(closeIdle);
    await closeStep('database', () => database.close());
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(signInBanner(report, config.publicUrl));
  console.log(
    `Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
  );
}

main().catch((error) => {
  console.error(describeFatalError(error));
  process.exit(1);
});
