import {
  EATER_FEEDBACK_ACCESS,
  envelopeOf,
  hasPermission,
  hostSurveySchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyKeySchema,
  idParamsSchema,
  menuStatisticsSchema,
  mySurveyRowSchema,
  mySurveysQuerySchema,
  openHostSurveySchema,
  permissionsOf,
  saveSurveyDraftSchema,
  submitHostSurveySchema,
  surveyDraftSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import { discardSurveyDraft, saveSurveyDraft } from './host-survey-drafts.service.js';
import { getHostSurvey, openHostSurvey, submitHostSurvey } from './host-surveys.service.js';
import { menuStatistics } from './menu-statistics.js';
import { listMySurveys } from './my-surveys.service.js';

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
    '/v1/host-surveys/mine',
    {
      schema: {
        tags,
        summary: "The caller's surveys (opened, submitted or drafted), newest service first",
        querystring: mySurveysQuerySchema,
        response: { 200: envelopeOf(z.array(mySurveyRowSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const page = await listMySurveys(
        db,
        currentUser(request),
        request.marketScope,
        request.query,
      );
      return okList(page.rows, page.count);
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
        headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional() }),
        body: submitHostSurveySchema,
        response: { 200: one },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      // A replay is answered, not applied: the header tells the change log to leave it out.
      const onReplay = () => reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
      return ok(
        await submitHostSurvey(
          db,
          currentUser(request),
          request.marketScope,
          request.params.id,
          request.body,
          key === undefined ? undefined : { key, onReplay },
        ),
      );
    },
  );

  r.put(
    '/v1/host-surveys/:id/draft',
    {
      schema: {
        tags,
        summary: 'Keep the answers as typed, without the completion rules; answers the draft kept',
        params: idParamsSchema,
        body: saveSurveyDraftSchema,
        response: { 200: envelopeOf(surveyDraftSchema.nullable()) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await saveSurveyDraft(
          db,
          currentUser(request),
          request.marketScope,
          request.params.id,
          request.body,
        ),
      ),
  );

  r.delete(
    '/v1/host-surveys/:id/draft',
    {
      schema: {
        tags,
        summary: "Discard a survey's draft",
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.uuid() })) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      await discardSurveyDraft(db, currentUser(request), request.marketScope, request.params.id);
      return ok({ id: request.params.id });
    },
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
    async (request) => {
      const withEaterScores = hasPermission(
        permissionsOf(currentUser(request)),
        EATER_FEEDBACK_ACCESS,
      );
      return ok(
        await menuStatistics(db, request.params.id, request.marketScope, { withEaterScores }),
      );
    },
  );
}
