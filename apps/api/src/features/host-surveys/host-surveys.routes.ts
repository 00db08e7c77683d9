import {
  envelopeOf,
  hostSurveySchema,
  idParamsSchema,
  menuStatisticsSchema,
  openHostSurveySchema,
  submitHostSurveySchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import { getHostSurvey, openHostSurvey, submitHostSurvey } from './host-surveys.service.js';
import { menuStatistics } from './menu-statistics.js';

/** Host surveys and the Menu Statistics read from them (docs/hosts.md). */
export async function hostSurveyRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['host-surveys'];
  const one = envelopeOf(hostSurveySchema);

  r.post(
    '/v1/host-surveys',
    {
      schema: {
        tags,
        summary: "A service's survey: created on first open, else as it is",
        body: openHostSurveySchema,
        response: { 200: one, 201: one },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      const { survey, created } = await openHostSurvey(
        db,
        currentUser(request),
        request.marketScope,
        request.body.serviceEventId,
      );
      reply.status(created ? 201 : 200);
      return ok(survey, {}, created ? 201 : 200);
    },
  );

  r.get(
    '/v1/host-surveys/:id',
    {
      schema: { tags, summary: 'One host survey', params: idParamsSchema, response: { 200: one } },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await getHostSurvey(db, request.params.id, request.marketScope)),
  );

  r.put(
    '/v1/host-surveys/:id',
    {
      schema: {
        tags,
        summary: 'Submit a survey (complete); a completed one changes only with editHostSurvey',
        params: idParamsSchema,
        body: submitHostSurveySchema,
        response: { 200: one },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await submitHostSurvey(
          db,
          currentUser(request),
          request.marketScope,
          request.params.id,
          request.body,
        ),
      ),
  );

  r.get(
    '/v1/scheduled-menus/:id/statistics',
    {
      schema: {
        tags,
        summary: "Menu Statistics: a scheduled menu's survey results and portion suggestions",
        params: idParamsSchema,
        response: { 200: envelopeOf(menuStatisticsSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => ok(await menuStatistics(db, request.params.id, request.marketScope)),
  );
}
