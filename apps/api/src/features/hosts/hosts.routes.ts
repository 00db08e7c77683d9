import {
  envelopeOf,
  hostDailyQuerySchema,
  hostDailySchema,
  hostDayQuerySchema,
  hostServiceLineSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { hostDaily, hostServiceLines } from './hosts.service.js';

/** The hosts' day (docs/hosts.md): the picker's lines and the daily view. */
export async function hostRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['hosts'];

  r.get(
    '/v1/hosts/services',
    {
      schema: {
        tags,
        summary: "A market's scheduled service lines of a day (the hosts picker)",
        querystring: hostDayQuerySchema,
        response: { 200: envelopeOf(z.array(hostServiceLineSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const rows = await hostServiceLines(db, request.marketScope, request.query);
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/v1/hosts/daily',
    {
      schema: {
        tags,
        summary: "A line's day for its hosts: the menu, its host flow and the services",
        querystring: hostDailyQuerySchema,
        response: { 200: envelopeOf(hostDailySchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await hostDaily(db, request.marketScope, request.query)),
  );
}
