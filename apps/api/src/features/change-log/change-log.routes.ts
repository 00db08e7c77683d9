import {
  accountChangeLogExportQuerySchema,
  accountChangeLogQuerySchema,
  changeLogEntrySchema,
  changeLogExportQuerySchema,
  changeLogPersonSchema,
  changeLogQuerySchema,
  envelopeOf,
  idParamsSchema,
} from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { okList } from '../../lib/envelope.js';
import { SPREADSHEET_ANSWER, sendSpreadsheet } from '../../lib/spreadsheet-export.js';
import {
  listAccountChangePeople,
  listAccountChanges,
  listAccountChangesToExport,
  listChangesToExport,
  listReadableChanges,
} from './change-log.service.js';
import { CHANGE_LOG_COLUMNS } from './change-log-sheet.js';

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
      const page = await listReadableChanges(db, request.query, request.marketScope);
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

  r.get(
    '/v1/change-log/export',
    {
      schema: {
        tags,
        summary: 'The change log as filtered, newest first, as a CSV or XLSX file',
        querystring: changeLogExportQuerySchema,
        response: { 200: SPREADSHEET_ANSWER },
      },
      config: { access: 'superAdmin', markets: 'scoped' },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return sendSpreadsheet(reply, {
        list: 'change-log',
        sheetName: 'Change Log',
        format,
        columns: CHANGE_LOG_COLUMNS,
        rows: await listChangesToExport(db, filters, request.marketScope),
      });
    },
  );

  r.get(
    '/v1/accounts/:id/change-log/export',
    {
      schema: {
        tags,
        summary: "An account's Audit Trail as filtered, as a CSV or XLSX file",
        params: idParamsSchema,
        querystring: accountChangeLogExportQuerySchema,
        response: { 200: SPREADSHEET_ANSWER },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      return sendSpreadsheet(reply, {
        list: 'audit-trail',
        sheetName: 'Audit Trail',
        format,
        columns: CHANGE_LOG_COLUMNS,
        rows: await listAccountChangesToExport(db, request.params.id, filters, request.marketScope),
      });
    },
  );

  r.get(
    '/v1/accounts/:id/change-log/people',
    {
      schema: {
        tags,
        summary: "Who has changed an account: the Audit Trail's Person filter",
        params: idParamsSchema,
        response: { 200: envelopeOf(z.array(changeLogPersonSchema)) },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request) => {
      const people = await listAccountChangePeople(db, request.params.id, request.marketScope);
      return okList(people, people.length);
    },
  );
}
