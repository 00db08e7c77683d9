import {
  accountChangeLogQuerySchema,
  changeLogEntrySchema,
  changeLogQuerySchema,
  envelopeOf,
  idParamsSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { okList } from '../../lib/envelope.js';
import { listChanges } from './change-log.repo.js';
import { listAccountChanges } from './change-log.service.js';

/** Reading the change log: the whole of it (Super Admin) and one account's (its Audit Trail). */
export async function changeLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['change log'];
  const answer = { 200: envelopeOf(z.array(changeLogEntrySchema)) };

  r.get(
    '/v1/change-log',
    {
      schema: {
        tags,
        summary: 'Every accepted write, newest first; filters by kind, person, account and days',
        querystring: changeLogQuerySchema,
        response: answer,
      },
      config: { access: 'superAdmin', markets: 'scoped' },
    },
    async (request) => {
      const page = await listChanges(db, request.query, request.marketScope);
      return okList(page.rows, page.count);
    },
  );

  r.get(
    '/v1/accounts/:id/change-log',
    {
      schema: {
        tags,
        summary: "An account's Audit Trail: the writes to it, its events, schedules and notes",
        params: idParamsSchema,
        querystring: accountChangeLogQuerySchema,
        response: answer,
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const page = await listAccountChanges(
        db,
        request.params.id,
        request.query,
        request.marketScope,
      );
      return okList(page.rows, page.count);
    },
  );
}
