import type { AmountUnits } from '@catering/domain';
import type { FastifyInstance } from 'fastify';
import { chefNumbersDocument } from '../../src/features/pdf/documents/chef-numbers.js';
import { renderPdf } from '../../src/features/pdf/render.js';
import { authorize } from './auth.js';
import { containerNumbers, slotOf } from './calculations.js';
import type { BareDb } from './db.js';
import { badRequest } from './http.js';

/**
 * POST /v1/pdf/chefnumbers: the numbers of calculations.ts, the product's own pure
 * document and render functions, rendered in the request thread (no worker pool).
 */

/** pdf.routes.ts contentDisposition for the Latin-1 names the bench data holds. */
const fileName = (name: string) =>
  name
    .replace(/[^\p{L}\p{N} -]+/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim() || 'document';

export async function pdfRoutes(app: FastifyInstance, { db }: { db: BareDb }) {
  app.post('/v1/pdf/chefnumbers', async (request, reply) => {
    await authorize(db, request, 'viewScheduleMenu');
    const slot = slotOf(request.body);
    const units = (request.body as { units?: unknown }).units ?? 'oz';
    if (units !== 'oz' && units !== 'lbs') throw badRequest('units must be oz or lbs.');
    const numbers = await containerNumbers(db, slot);
    // The bare server counts no add-ons (one small grouped query in the product): its
    // sheet says none were ordered, a few bytes shorter than the product's on a day with some.
    const noAddOns = { addOns: [], summaries: [] };
    const pdf = await renderPdf(chefNumbersDocument(numbers, units as AmountUnits, noAddOns));
    const name = `${numbers.scheduledMenu.name}-ChefNumbers-${slot.date}`;
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(name)}.pdf"`)
      .send(pdf);
  });
}
