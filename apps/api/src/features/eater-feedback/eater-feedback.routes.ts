import {
  EATER_FEEDBACK_ACCESS,
  eaterFeedbackFilterSchema,
  eaterFeedbackListQuerySchema,
  eaterFeedbackRowSchema,
  eaterFeedbackSummarySchema,
  envelopeOf,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import {
  eaterFeedbackCsv,
  listEaterFeedback,
  summarizeEaterFeedback,
} from './eater-feedback.service.js';

/** Reading eater feedback (docs/hosts.md): the rows, their summary and a CSV download. */
export async function eaterFeedbackRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['eater feedback'];
  const config = { access: EATER_FEEDBACK_ACCESS, markets: 'scoped' } as const;

  r.get(
    '/v1/eater-feedback',
    {
      schema: {
        tags,
        summary: "A market's eater feedback, newest service first; by account, dates and menu",
        querystring: eaterFeedbackListQuerySchema,
        response: { 200: envelopeOf(z.array(eaterFeedbackRowSchema)) },
      },
      config,
    },
    async (request) => {
      const page = await listEaterFeedback(db, request.marketScope, request.query);
      return okList(page.rows, page.count);
    },
  );

  r.get(
    '/v1/eater-feedback/summary',
    {
      schema: {
        tags,
        summary: 'The filtered feedback: count, average, scores 1 to 5, elements mentioned',
        querystring: eaterFeedbackFilterSchema,
        response: { 200: envelopeOf(eaterFeedbackSummarySchema) },
      },
      config,
    },
    async (request) => ok(await summarizeEaterFeedback(db, request.marketScope, request.query)),
  );

  r.get(
    '/v1/eater-feedback.csv',
    {
      schema: {
        tags,
        summary: 'The filtered feedback as a CSV file (text/csv)',
        querystring: eaterFeedbackFilterSchema,
        response: { 200: z.any().describe('The CSV file (text/csv)') },
      },
      config,
    },
    async (request, reply) => {
      const csv = await eaterFeedbackCsv(db, request.marketScope, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="eater-feedback.csv"')
        .send(csv);
    },
  );
}
