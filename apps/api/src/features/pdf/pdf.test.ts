import type { ContainerCalculation, ScheduledHostFlow, ScheduledMenu } from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from '../../../test/menu-fixtures.js';
import { pdfPages, pdfText } from '../../../test/pdf-text.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { buildServedLunch, type ServedLunch } from '../../../test/served-lunch-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { chefNumbersDocument } from './documents/chef-numbers.js';
import { renderPdf } from './render.js';

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let served: ServedLunch;
let lunch: ScheduledMenu;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  ref = await referenceIds(t.database.db);
  // Three Phoenix accounts served a lunch of three dishes (served-lunch-fixtures.ts).
  served = await buildServedLunch(t.database.db, { accounts: 3 });
  lunch = served.scheduledMenu;
});
afterAll(() => t.close());

const slot = () => ({
  marketId: ref.market('Phoenix'),
  serviceLineId: ref.serviceLine('Lunch'),
  mealDate: lunch.date,
});

describe('POST /v1/pdf/chefnumbers', () => {
  it("prints the day's figures and names, as the numbers endpoint counts them", async () => {
    const numbers = body<ContainerCalculation>(
      await send('POST', '/v2/calculations/containers', slot()),
    ).data;
    const response = await send('POST', '/v1/pdf/chefnumbers', slot());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('ChefNumbers');
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`Chef Daily Numbers: ${lunch.name}`);
    expect(text).toContain('Catering Operations Console');
    expect(text).toMatch(/Page 1 of \d+/);
    // Every dish of the menu is a line, every account served a summary: nothing left out.
    expect(numbers.containerTotals.map((line) => line.name)).toEqual(
      lunch.scheduledElements.map((row) => row.name),
    );
    expect(numbers.accountSummaries.map((s) => s.account.id).sort()).toEqual(
      served.accounts.map((account) => account.id).sort(),
    );
    for (const line of numbers.containerTotals) expect(text).toContain(line.name);
    for (const account of numbers.accountSummaries.slice(0, 3))
      expect(text).toContain(account.account.name);
  });

  it('answers the guard message, not an empty PDF, for a day without a menu', async () => {
    const response = await send('POST', '/v1/pdf/chefnumbers', {
      ...slot(),
      mealDate: '2031-01-04',
    });
    expect(response.statusCode).toBe(404);
    expect(body(response).error?.messages).toEqual(['Could not find any data']);
  });
});

describe('the Chef numbers document', () => {
  it('reads whole and half containers and converts to pounds', async () => {
    const numbers: ContainerCalculation = {
      scheduledMenu: {
        id: '00000000-0000-4000-8000-000000000001',
        name: 'Taste of India',
        isLocked: false,
      },
      market: { id: '00000000-0000-4000-8000-000000000002', name: 'Phoenix' },
      serviceLine: { id: '00000000-0000-4000-8000-000000000003', name: 'Lunch' },
      date: '2030-07-09',
      accountSummaries: [
        {
          account: { id: '00000000-0000-4000-8000-000000000004', name: 'Papago & Söhne' },
          headCount: 50,
          veggies: 10,
          proteins: 40,
          accommodations: 0,
          elements: [
            {
              key: '1',
              eaters: 40,
              portionModifier: 1.2,
              containerCount: 1,
              halfCount: 1,
              portion: 192,
            },
          ],
        },
      ],
      containerTotals: [
        {
          key: '1',
          scheduledElementId: '00000000-0000-4000-8000-000000000005',
          name: 'Chicken Tikka Masala',
          elementTypeName: 'Protein',
          isAlternative: false,
          isAlternate: false,
          container: {
            id: '00000000-0000-4000-8000-000000000006',
            name: 'Full Pan',
            allowsHalf: true,
          },
          portionPerPerson: 4,
          portionPerContainer: 120,
          portionUnit: {
            id: '00000000-0000-4000-8000-000000000007',
            name: 'Ounce',
            abbreviation: 'oz',
          },
          share: 100,
          eaters: 40,
          containerCount: 1,
          halfCount: 1,
          portion: 192,
          roundedPortion: 180,
        },
      ],
      error: null,
      warnings: [],
    };
    const text = await pdfText(
      await renderPdf(chefNumbersDocument(numbers, 'lbs', { addOns: [], summaries: [] })),
    );
    expect(text).toContain('Phoenix · Lunch · 07/09/2030');
    expect(text).toContain('1 full, 1 half');
    expect(text).toContain('12.0 lb');
    expect(text).toContain('1 + ½');
    expect(text).toContain('Papago & Söhne');
    expect(text).toContain('No add-ons were ordered for this service.');
    expect(text).not.toContain('Left out');
  });
});

describe('POST /v1/pdf/hostflow', () => {
  it("prints the notes and the dishes in host-flow order, named '{name}-HostFlow.pdf'", async () => {
    // The host serves the dishes last to first, so host-flow order is not the rows' order.
    const flowUrl = `/v1/scheduled-menus/${lunch.id}/host-flow`;
    const flow = body<ScheduledHostFlow>(await send('GET', flowUrl)).data;
    const saved = await send('PUT', flowUrl, {
      clientNotes: 'Deliver through the loading dock.',
      updatedAt: flow.updatedAt,
      scheduledElements: flow.scheduledElements.map((row, i, rows) => ({
        id: row.id,
        directionals: row.directionals,
        hostFlowOrder: rows.length - 1 - i,
        servingUtensilId: row.servingUtensilId,
        servingVesselId: row.servingVesselId,
        updatedAt: row.updatedAt,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    expect(menu.scheduledElements.map((row) => row.hostFlowOrder)).toEqual([2, 1, 0]);
    const response = await send('POST', '/v1/pdf/hostflow', { scheduledMenuId: lunch.id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${menu.name}-HostFlow.pdf"`,
    );
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`${menu.name} Host Flow`);
    expect(text).toContain('Client Notes Deliver through the loading dock.');
    // The table starts after its header; the description names the dishes too.
    const table = text.slice(text.indexOf('Directionals'));
    const order = [...menu.scheduledElements]
      .sort((a, b) => (a.hostFlowOrder ?? a.order) - (b.hostFlowOrder ?? b.order))
      .map((row) => table.indexOf(row.labelName || row.name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const missing = await send('POST', '/v1/pdf/hostflow', {
      scheduledMenuId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
