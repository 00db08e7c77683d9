import {
  createScheduledMenuSchema,
  envelopeOf,
  idParamsSchema,
  rescheduleSchema,
  scheduledMenuListItemSchema,
  scheduledMenuSchema,
  scheduledMenusQuerySchema,
  updateScheduledMenuSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { okPrepared } from '../../lib/prepared-json.js';
import { changeLineOf } from '../change-log/index.js';
import { callerOf } from './lock-exemption.js';
import { listScheduledMenus } from './scheduled-menu-calendar.service.js';
import {
  createScheduledMenu,
  getScheduledMenuJson,
  removeScheduledMenu,
  rescheduleScheduledMenu,
  updateScheduledMenu,
} from './scheduled-menus.service.js';

/** The calendar's menus: list, read, schedule, edit, move to another date, unschedule. */
export async function schedulingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scheduled-menus'];
  const one = { 200: envelopeOf(scheduledMenuSchema) };
  const params = idParamsSchema;

  r.get(
    '/v1/scheduled-menus',
    {
      schema: {
        tags,
        summary: "A market's scheduled menus of a month (or of one day of it)",
        querystring: scheduledMenusQuerySchema,
        response: { 200: envelopeOf(z.array(scheduledMenuListItemSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const { rows, count } = await listScheduledMenus(db, request.marketScope, request.query);
      return okPrepared(rows, { count });
    },
  );

  r.get(
    '/v1/scheduled-menus/:id',
    {
      schema: { tags, params, response: one },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      okPrepared(await getScheduledMenuJson(db, request.params.id, request.marketScope)),
  );

  r.post(
    '/v1/scheduled-menus',
    {
      schema: {
        tags,
        summary: 'Schedule a master menu: copied for a market, service line and date',
        body: createScheduledMenuSchema,
        response: { 201: envelopeOf(scheduledMenuSchema) },
      },
      config: { access: 'addScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(
        await createScheduledMenu(db, callerOf(request), request.marketScope, request.body),
        {},
        201,
      );
    },
  );

  r.put(
    '/v1/scheduled-menus/:id',
    {
      schema: { tags, params, body: updateScheduledMenuSchema, response: one },
      config: { access: 'editScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      okPrepared(
        await updateScheduledMenu(
          db,
          callerOf(request),
          request.marketScope,
          request.params.id,
          request.body,
          // The save writes its log line itself, in its statement (change-line.ts).
          changeLineOf(request, request.params.id),
        ),
      ),
  );

  r.put(
    '/v1/scheduled-menus/:id/date',
    {
      schema: {
        tags,
        summary: 'Move to another date (the calendar drag); both dates must be unlocked',
        params,
        body: rescheduleSchema,
        response: one,
      },
      config: { access: 'editScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await rescheduleScheduledMenu(
          db,
          callerOf(request),
          request.marketScope,
          request.params.id,
          request.body,
        ),
      ),
  );

  r.delete(
    '/v1/scheduled-menus/:id',
    {
      schema: {
        tags,
        summary: 'Unschedule',
        params,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'removeScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      await removeScheduledMenu(db, callerOf(request), request.marketScope, request.params.id);
      return ok({ id: request.params.id });
    },
  );
}
