import {
  choiceShareHistorySchema,
  consumerDetailsSchema,
  envelopeOf,
  idParamsSchema,
  scheduledHostFlowSchema,
  scheduledHostFlowUpdateSchema,
  scheduledPortionModifiersSchema,
  updateElementPortionModifiersSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import { chefSurveyLink } from './chef-survey.js';
import { choiceShareHistory } from './choice-share-history.service.js';
import { callerOf } from './lock-exemption.js';
import {
  saveElementPortionModifiers,
  scheduledPortionModifiers,
} from './portion-modifiers.service.js';
import {
  consumerDetails,
  getScheduledHostFlow,
  updateScheduledHostFlow,
} from './service-day.service.js';

/**
 * What the day of one scheduled menu needs: host flow, chef survey, eaters, choice shares
 * learned, portion modifiers.
 */
export async function serviceDayRoutes(
  app: FastifyInstance,
  { db, chefSurveyUrl }: { db: Db; chefSurveyUrl: string | undefined },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scheduled-menus'];
  const hostFlow = { 200: envelopeOf(scheduledHostFlowSchema) };
  const modifiers = { 200: envelopeOf(scheduledPortionModifiersSchema) };
  const params = idParamsSchema;

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
    '/v1/scheduled-menus/:id/choice-share-history',
    {
      schema: {
        tags,
        summary:
          'Per element type split on the menu, the choice shares of its dishes in past services of the same dishes ("last 6 times: 45 / 35 / 20")',
        params,
        response: { 200: envelopeOf(z.array(choiceShareHistorySchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const rows = await choiceShareHistory(db, request.marketScope, request.params.id);
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
