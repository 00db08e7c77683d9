import { accountListQueryExtra, listExportQuery } from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { SPREADSHEET_ANSWER, sendSpreadsheet } from '../../lib/spreadsheet-export.js';
import { ACCOUNT_COLUMNS } from './account-sheet.js';
import { listAccountsToExport } from './accounts.service.js';

/** The accounts list as a spreadsheet: its filters, every page, the caller's markets. */
export async function accountExportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/accounts/export',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The accounts the filters match, every page, as a CSV or XLSX file',
        querystring: listExportQuery(accountListQueryExtra.shape),
        response: { 200: SPREADSHEET_ANSWER },
      },
      config: { access: 'viewScheduleMenu', markets: 'scoped' },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, {
        list: 'accounts',
        sheetName: 'Accounts',
        format: request.query.format,
        columns: ACCOUNT_COLUMNS,
        rows: await listAccountsToExport(db, request.query, request.marketScope),
      }),
  );
}
