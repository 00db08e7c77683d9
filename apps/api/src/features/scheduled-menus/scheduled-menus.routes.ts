import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { masterCopyRoutes } from './master-copy.routes.js';
import { schedulingRoutes } from './scheduling.routes.js';
import { serviceDayRoutes } from './service-day.routes.js';

/**
 * Every scheduled-menu route. Registered in this order so docs/openapi.json keeps its
 * order (a test compares it byte for byte).
 */
export async function scheduledMenuRoutes(
  app: FastifyInstance,
  deps: { db: Db; chefSurveyUrl: string | undefined },
) {
  await app.register(schedulingRoutes, deps);
  await app.register(masterCopyRoutes, deps);
  await app.register(serviceDayRoutes, deps);
}
