import {
  CALENDAR_FEED_MESSAGES,
  calendarFeedInputSchema,
  calendarFeedSchema,
  calendarFeedSecretParamsSchema,
  createdCalendarFeedSchema,
  envelopeOf,
  idParamsSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import {
  calendarFeedText,
  createCalendarFeed,
  listCalendarFeeds,
  revokeCalendarFeed,
} from './calendar-feeds.service.js';

/** Calendar feeds (docs/calendar-feeds.md): one's own secret addresses, and the feeds. */
export async function calendarFeedRoutes(
  app: FastifyInstance,
  { db, publicUrl }: { db: Db; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar feeds'];

  r.get(
    '/v1/calendar-feeds',
    {
      schema: {
        tags,
        summary: "The caller's calendar feeds (in their markets), with their targets' names",
        response: { 200: envelopeOf(z.array(calendarFeedSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const rows = await listCalendarFeeds(db, currentUser(request).id, request.marketScope);
      return okList(rows, rows.length);
    },
  );

  r.post(
    '/v1/calendar-feeds',
    {
      schema: {
        tags,
        summary: `A new secret iCal address of an account or of a market and line, replacing the caller's old one. ${CALENDAR_FEED_MESSAGES.shownOnce}`,
        body: calendarFeedInputSchema,
        response: { 201: envelopeOf(createdCalendarFeedSchema) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      const feed = await createCalendarFeed(
        db,
        currentUser(request).id,
        request.marketScope,
        request.body,
        publicUrl,
      );
      reply.status(201);
      return ok(feed, {}, 201);
    },
  );

  r.delete(
    '/v1/calendar-feeds/:id',
    {
      schema: {
        tags,
        summary: 'Revoke one of the caller’s calendar feeds: its address stops working',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(
        await revokeCalendarFeed(
          db,
          currentUser(request).id,
          request.marketScope,
          request.params.id,
        ),
      ),
  );

  // What a calendar application subscribes to: the secret is the only credential.
  r.get(
    '/calendar/:secret.ics',
    {
      schema: {
        tags,
        summary: 'A calendar feed (text/calendar, RFC 5545), addressed by its secret',
        params: calendarFeedSecretParamsSchema,
        response: { 200: z.any().describe('The iCal file (text/calendar)') },
      },
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const text = await calendarFeedText(db, request.params.secret);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  );
}
