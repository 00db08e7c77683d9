import {
  envelopeOf,
  IMPORT_MAX_BYTES,
  type ImportKind,
  importAppliedSchema,
  importDryRunSchema,
  importQuerySchema,
  importTemplateParamsSchema,
  type Permission,
  XLSX_CONTENT_TYPE,
} from '@catering/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../plugins/access.js';
import { importTemplate } from './import-templates.js';
import { applyImport, dryRunImport, IMPORT_MODULES, type Upload } from './imports.service.js';

/** Spreadsheet types read as the raw body; this plugin's scope only (not fastify-plugin). */
const SPREADSHEET_TYPES = ['text/csv', 'text/plain', XLSX_CONTENT_TYPE, 'application/octet-stream'];

/**
 * Any permission one kind of import needs lets in (an accounts editor holds no element
 * permission); the service then asks for every permission of the kind (moduleFor).
 */
const IMPORT_ACCESS: Permission[] = ['editElement', 'editMenu'];

const FILE_BODY =
  'The file as the raw body: text/csv (UTF-8, or Windows-1252 with a notice) or an XLSX workbook (its first worksheet); at most 20 MB.';

export async function importRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addContentTypeParser(
    SPREADSHEET_TYPES,
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['imports'];
  const upload = (request: FastifyRequest, query: z.infer<typeof importQuerySchema>): Upload => ({
    query,
    body: request.body,
    contentType: request.headers['content-type'],
    user: currentUser(request),
    requestId: String(request.id),
  });

  r.post(
    '/v1/imports/dry-run',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: `What a spreadsheet would create, update or refuse, row by row; writes nothing. ${FILE_BODY}`,
        querystring: importQuerySchema,
        response: { 200: envelopeOf(importDryRunSchema) },
      },
      config: { access: IMPORT_ACCESS, markets: 'shared' },
    },
    async (request) => ok(await dryRunImport(db, upload(request, request.query))),
  );

  r.post(
    '/v1/imports/apply',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: `Applies a spreadsheet all or nothing (400 with the refused rows, nothing written). ${FILE_BODY}`,
        querystring: importQuerySchema,
        response: { 200: envelopeOf(importAppliedSchema) },
      },
      config: { access: IMPORT_ACCESS, markets: 'shared' },
    },
    async (request) => ok(await applyImport(db, upload(request, request.query))),
  );

  r.get(
    '/v1/imports/templates/:file',
    {
      schema: {
        tags,
        summary: 'A template of a kind of import: its headers and one example row (CSV or XLSX)',
        params: importTemplateParamsSchema,
        response: { 200: z.any().describe('The template file') },
      },
      config: { access: IMPORT_ACCESS, markets: 'shared' },
    },
    async (request, reply) => {
      const [kind, format] = request.params.file.split('.') as [ImportKind, 'csv' | 'xlsx'];
      const file = await importTemplate(IMPORT_MODULES[kind], kind, format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.bytes);
    },
  );
}
