import {
  consumerDetailsSchema,
  createScheduledMenuSchema,
  envelopeOf,
  idParamsSchema,
  menuSchema,
  type Permission,
  rescheduleSchema,
  scheduledHostFlowSchema,
  scheduledHostFlowUpdateSchema,
  scheduledMenuListItemSchema,
  scheduledMenuSchema,
  scheduledMenusQuerySchema,
  scheduledMenuTokenSchema,
  scheduledPortionModifiersSchema,
  updateElementPortionModifiersSchema,
  updateScheduledMenuSchema,
} from '@catering/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import { chefSurveyLink } from './chef-survey.js';
import {
  saveElementPortionModifiers,
  scheduledPortionModifiers,
} from './portion-modifiers.service.js';
import { findScheduledMenus } from './scheduled-menus.calendar.js';
import {
  consumerDetails,
  getScheduledHostFlow,
  updateScheduledHostFlow,
} from './scheduled-menus.host-flow.js';
import {
  type Caller,
  createScheduledMenu,
  getScheduledMenu,
  removeScheduledMenu,
  rescheduleScheduledMenu,
  revertScheduledMenu,
  updateBaseMenu,
  updateScheduledMenu,
} from './scheduled-menus.service.js';

const EXEMPT: Permission = 'editLockedScheduleMenu';

/** The lock exemption of the signed-in caller (docs/permissions.md 8). */
const callerOf = (request: FastifyRequest): Caller => ({
  canEditLocked: currentUser(request).role.permissions.includes(EXEMPT),
});

export async function scheduledMenuRoutes(
  app: FastifyInstance,
  { db, chefSurveyUrl }: { db: Db; chefSurveyUrl: string | undefined },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scheduled-menus'];
  const one = { 200: envelopeOf(scheduledMenuSchema) };
  const hostFlow = { 200: envelopeOf(scheduledHostFlowSchema) };
  const modifiers = { 200: envelopeOf(scheduledPortionModifiersSchema) };
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
      const rows = await findScheduledMenus(db, request.marketScope, request.query);
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/v1/scheduled-menus/:id',
    {
      schema: { tags, params, response: one },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await getScheduledMenu(db, request.params.id, request.marketScope)),
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
      ok(
        await updateScheduledMenu(
          db,
          callerOf(request),
          request.marketScope,
          request.params.id,
          request.body,
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

  r.get(
    '/v1/scheduled-menus/:id/host-flow',
    {
      schema: { tags, params, response: hostFlow },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await getScheduledHostFlow(db, request.marketScope, request.params.id)),
  );

  r.put(
    '/v1/scheduled-menus/:id/host-flow',
    {
      schema: { tags, params, body: scheduledHostFlowUpdateSchema, response: hostFlow },
      config: { access: 'editScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await updateScheduledHostFlow(
          db,
          callerOf(request),
          request.marketScope,
          request.params.id,
          request.body,
        ),
      ),
  );

  r.get(
    '/v1/scheduled-menus/:id/chef-survey',
    {
      schema: {
        tags,
        summary: 'The chef survey form for this menu and caller (null when none is configured)',
        params,
        response: { 200: envelopeOf(z.object({ url: z.string().nullable() })) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await chefSurveyLink(
          db,
          chefSurveyUrl,
          { id: currentUser(request).id, scope: request.marketScope },
          request.params.id,
        ),
      ),
  );

  r.get(
    '/v1/scheduled-menus/:id/consumer-details',
    {
      schema: {
        tags,
        summary: "Per account of the menu's market, line and date: eaters and accommodations",
        params,
        response: { 200: envelopeOf(z.array(consumerDetailsSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const rows = await consumerDetails(db, request.marketScope, request.params.id);
      return okList(rows, rows.length);
    },
  );

  r.get(
    '/v1/portion-modifiers/scheduled-menus/:id',
    {
      schema: { tags, params, response: modifiers },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await scheduledPortionModifiers(db, request.marketScope, request.params.id)),
  );

  r.put(
    '/v1/portion-modifiers/scheduled-elements/:id',
    {
      schema: {
        tags,
        summary: "A scheduled element's modifier per account (null removes it)",
        params,
        body: updateElementPortionModifiersSchema,
        response: modifiers,
      },
      config: { access: 'editScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await saveElementPortionModifiers(
          db,
          callerOf(request),
          request.marketScope,
          request.params.id,
          request.body,
        ),
      ),
  );
}
