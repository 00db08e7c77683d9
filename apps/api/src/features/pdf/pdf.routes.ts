import { envelopeOf } from '@catering/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { createConcurrencyLimit } from '../../lib/concurrency-limit.js';
import { DOCUMENT_SOURCES, type DocumentSource } from './document-sources.js';
import { createRenderPool, RENDER_THREADS, type RenderPool } from './render-pool.js';

/** A file name any system takes: letters, digits, spaces, dashes. */
const fileName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} -]+/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim() || 'document';

/**
 * A header carries Latin-1 only: a name with other letters ("Phở", "漢") is given in full
 * as RFC 6266's `filename*`, after a Latin-1 `filename` for older clients.
 */
function contentDisposition(name: string): string {
  const full = `${fileName(name)}.pdf`;
  const latin1 = `${fileName(name.replace(/[\u0100-\u{10ffff}]/gu, ''))}.pdf`;
  const fallback = `attachment; filename="${latin1}"`;
  return full === latin1 ? fallback : `${fallback}; filename*=UTF-8''${encodeURIComponent(full)}`;
}

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(name))
    .send(pdf);
}

const response = {
  200: z.any().describe('The PDF file (application/pdf)'),
  404: envelopeOf(z.null()),
};

/**
 * The PDF service (DESIGN.md 2, 7): its own plugin under `/v1/pdf`, so it can be served
 * apart. Each document is a pure function from the data the screens show to a PDF,
 * rendered in the worker pool; its data comes from document-sources.ts.
 */
export async function pdfRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const pool = createRenderPool();
  app.addHook('onClose', () => pool.close());
  // A document's data and its rendering hold megabytes until the PDF is sent: while one
  // renders per thread and one more gathers its data, the rest of a burst waits holding
  // nothing (32 Chef numbers at once took 220 MB more without this).
  const inTurn = createConcurrencyLimit(RENDER_THREADS * 2);
  for (const source of DOCUMENT_SOURCES) registerDocument(app, db, pool, inTurn, source);
}

function registerDocument(
  app: FastifyInstance,
  db: Db,
  pool: RenderPool,
  inTurn: ReturnType<typeof createConcurrencyLimit>,
  source: DocumentSource<z.ZodType>,
) {
  const get = source.method === 'GET';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: source.method ?? 'POST',
    url: source.path,
    schema: {
      tags: ['pdf'],
      summary: source.summary,
      ...(get ? { querystring: source.input } : { body: source.input }),
      response,
    },
    config: { access: source.access ?? 'viewScheduleMenu', markets: source.markets ?? 'scoped' },
    handler: async (request, reply) => {
      const { name, pdf } = await inTurn(async () => {
        const input = get ? request.query : request.body;
        const prepared = await source.prepare(db, input, request.marketScope);
        return { name: prepared.name, pdf: await pool.render(prepared.request) };
      });
      return sendPdf(reply, name, pdf);
    },
  });
}
