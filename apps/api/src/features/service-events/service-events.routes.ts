import {
  addEventAddOnSchema,
  envelopeOf,
  exportFormatSchema,
  idParamsSchema,
  serviceEventInputSchema,
  serviceEventNoteSchema,
  serviceEventNotesQuerySchema,
  serviceEventSchema,
  serviceEventsQuerySchema,
  updateEventAddOnsSchema,
  updateServiceEventSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok, okList } from '../../lib/envelope.js';
import { SPREADSHEET_ANSWER, sendSpreadsheet } from '../../lib/spreadsheet-export.js';
import { SERVICE_EVENT_COLUMNS } from './service-event-sheet.js';
import {
  addEventAddOn,
  createEvent,
  deleteEvent,
  deleteEventAddOn,
  listAccountEvents,
  listEventNotes,
  updateEvent,
  updateEventAddOns,
} from './service-events.service.js';

export async function serviceEventRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['service events'];
  const one = { 200: envelopeOf(serviceEventSchema) };
  const removed = { 200: envelopeOf(z.object({ id: z.uuid() })) };

  r.get(
    '/v1/service-events',
    {
      schema: {
        tags,
        querystring: serviceEventsQuerySchema,
        response: { 200: envelopeOf(z.array(serviceEventSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const events = await listAccountEvents(db, request.query, request.marketScope);
      return okList(events, events.length);
    },
  );

  r.get(
    '/v1/service-events/export',
    {
      schema: {
        tags,
        summary: "An account's services of a month or a day, as a CSV or XLSX file",
        querystring: serviceEventsQuerySchema.extend({ format: exportFormatSchema }),
        response: { 200: SPREADSHEET_ANSWER },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, {
        list: 'services',
        sheetName: 'Services',
        format: request.query.format,
        columns: SERVICE_EVENT_COLUMNS,
        rows: await listAccountEvents(db, request.query, request.marketScope),
      }),
  );

  r.get(
    '/v1/service-events/notes',
    {
      schema: {
        tags,
        summary: "Notes and special requests of a market's services in a month",
        querystring: serviceEventNotesQuerySchema,
        response: { 200: envelopeOf(z.array(serviceEventNoteSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const notes = await listEventNotes(db, request.query, request.marketScope);
      return okList(notes, notes.length);
    },
  );

  r.post(
    '/v1/service-events',
    {
      schema: {
        tags,
        body: serviceEventInputSchema,
        response: { 201: envelopeOf(serviceEventSchema) },
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await createEvent(db, request.body, request.marketScope), {}, 201);
    },
  );

  r.put(
    '/v1/service-events/:id',
    {
      schema: { tags, params: idParamsSchema, body: updateServiceEventSchema, response: one },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await updateEvent(db, request.params.id, request.body, request.marketScope)),
  );

  r.delete(
    '/v1/service-events/:id',
    {
      schema: { tags, params: idParamsSchema, response: removed },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) => {
      await deleteEvent(db, request.params.id, request.marketScope);
      return ok({ id: request.params.id });
    },
  );

  r.post(
    '/v1/service-events/:id/add-ons',
    {
      schema: { tags, params: idParamsSchema, body: addEventAddOnSchema, response: one },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await addEventAddOn(db, request.params.id, request.body.addOnTypeId, request.marketScope)),
  );

  r.put(
    '/v1/service-events/:id/add-ons',
    {
      schema: { tags, params: idParamsSchema, body: updateEventAddOnsSchema, response: one },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) =>
      ok(await updateEventAddOns(db, request.params.id, request.body, request.marketScope)),
  );

  r.delete(
    '/v1/service-events/add-ons/:id',
    {
      schema: {
        tags,
        summary: "Remove one slot's add-on, or with scope=type the whole add-on type",
        params: idParamsSchema,
        querystring: z.object({ scope: z.enum(['slot', 'type']).default('slot') }),
        response: removed,
      },
      config: { access: 'editMenu', markets: 'scoped' },
    },
    async (request) => {
      await deleteEventAddOn(db, request.params.id, request.query.scope, request.marketScope);
      return ok({ id: request.params.id });
    },
  );
}
