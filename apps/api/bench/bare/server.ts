import Fastify from 'fastify';
import { authRoutes } from './auth.js';
import { calculationRoutes } from './calculations.js';
import { openBareDb } from './db.js';
import { elementRoutes } from './elements.js';
import { installErrorEnvelope } from './http.js';
import { menuRoutes } from './menus.js';
import { pdfRoutes } from './pdf.js';
import { updateScheduledMenuRoute } from './scheduled-menu-update.js';
import { scheduledMenuRoutes } from './scheduled-menus.js';

/**
 * The bare server of issue #12: the hot API paths answered by Fastify and hand-written SQL
 * alone (no validation library, ORM, plugins or logger), the same URLs, bodies and JSON as
 * the product. What it does per request is the platform's limit the product is measured
 * against. `PORT` on 127.0.0.1; `DATABASE_URL` or `DATA_DIR` as the API reads them.
 */
async function main() {
  const db = await openBareDb();
  const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  installErrorEnvelope(app);
  // What the bench's start-up waits for, as it waits for the product's.
  app.get('/health', async () => ({ ok: true }));
  for (const routes of [
    authRoutes,
    menuRoutes,
    elementRoutes,
    scheduledMenuRoutes,
    updateScheduledMenuRoute,
    calculationRoutes,
    pdfRoutes,
  ])
    await app.register(routes, { db });

  const shutdown = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  const url = await app.listen({ port: Number(process.env.PORT ?? 4602), host: '127.0.0.1' });
  console.log(`bare server on ${url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
