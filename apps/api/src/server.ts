import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { type InitialDataReport, prepareInitialData } from './db/seed/initial-data.js';

function signInBanner(report: InitialDataReport, url: string, demoData: boolean): string {
  const lines = ['', `Catering console is running at ${url}`];
  lines.push(`Sign in as ${report.adminEmail} (Super Admin).`);
  if (report.generatedAdminPassword) {
    lines.push(`  Generated password: ${report.generatedAdminPassword}  (shown once; keep it)`);
  } else if (!report.adminCreated) {
    lines.push('  Use the password set at first start, or "Forgot Password" on the login page.');
  }
  if (demoData) {
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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(signInBanner(report, config.publicUrl, config.demoData));
  console.log(
    `Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
