import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';

/**
 * The OpenAPI document generated from the route schemas. Building the routes touches no
 * database (the secret is given), so none is opened.
 */
export async function openApiDocument(): Promise<unknown> {
  const config = loadConfig({
    AUTH_SECRET: 'x'.repeat(32),
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
  });
  const app = await buildApp({ db: {} as Db, config, logger: false });
  await app.ready();
  const document = JSON.parse(JSON.stringify(app.swagger()));
  await app.close();
  return document;
}
