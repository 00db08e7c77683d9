import {
  envelopeOf,
  idParamsSchema,
  menuSchema,
  scheduledMenuSchema,
  scheduledMenuTokenSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { callerOf } from './lock-exemption.js';
import { revertScheduledMenu, updateBaseMenu } from './master-copy.service.js';

/** Copying between a scheduled menu and its master menu, in either direction. */
export async function masterCopyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scheduled-menus'];
  const one = { 200: envelopeOf(scheduledMenuSchema) };
  const params = idParamsSchema;

  r.post(
    '/v1/scheduled-menus/:id/revert',
    {
      schema: {
        tags,
        summary: "Revert Menu: the master menu's current content, by the copy rule",
        params,
        body: scheduledMenuTokenSchema,
        response: one,
      },
      config: { access: 'editScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await revertScheduledMenu(
          db,
          callerOf(request),
          request.marketScope,
          request.params.id,
          request.body.updatedAt,
        ),
      ),
  );

  r.post(
    '/v1/scheduled-menus/:id/update-base',
    {
      schema: {
        tags,
        summary: 'Update Base Menu: write this menu and its rows to its master menu',
        params,
        body: scheduledMenuTokenSchema,
        response: { 200: envelopeOf(menuSchema) },
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await updateBaseMenu(db, request.marketScope, request.params.id, request.body.updatedAt)),
  );
}
