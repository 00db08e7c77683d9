import {
  type ContainerCalculation,
  formatCount,
  type ScheduledMenu,
  type ScheduledMenuListItem,
} from '@catering/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sender } from '../../../test/menu-fixtures.js';
import { pdfPages } from '../../../test/pdf-text.js';
import { referenceIds } from '../../../test/reference-ids.js';
import { demoLunchOfNextMonth } from '../../../test/scheduling-fixtures.js';
import { body, createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAFE_LIMITS } from './documents/temperature.js';

/** The kitchen's sheets for a demo lunch of next month, read back. */

let t: TestApp;
let send: ReturnType<typeof sender>;
let ref: Awaited<ReturnType<typeof referenceIds>>;
let lunch: ScheduledMenuListItem;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.signInAs('scheduler');
  send = sender(t, () => token);
  ref = await referenceIds(t.database.db);
  lunch = await demoLunchOfNextMonth(send, ref);
});
afterAll(() => t.close());

describe('POST /v1/pdf/packout', () => {
  it("lists every account's containers and container types, as the numbers count them", async () => {
    const slot = {
      marketId: ref.market('Phoenix'),
      serviceLineId: ref.serviceLine('Lunch'),
      mealDate: lunch.date,
    };
    const numbers = body<ContainerCalculation>(
      await send('POST', '/v2/calculations/containers', slot),
    ).data;
    const response = await send('POST', '/v1/pdf/packout', slot);
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`Packout: ${lunch.name}`);
    const [first] = numbers.accountSummaries;
    const block = text.slice(text.indexOf(first!.account.name));
    expect(block).toContain(`${first!.headCount} eaters`);
    expect(block).toContain(numbers.containerTotals[0]!.container.name);
    for (const account of numbers.accountSummaries) expect(text).toContain(account.account.name);
  });
});

describe('POST /v1/pdf/temperature', () => {
  it('prints each dish with its serving temperature, the safe limits and the reading boxes', async () => {
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    const response = await send('POST', '/v1/pdf/temperature', { scheduledMenuId: lunch.id });
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`Temperature Checklist: ${menu.name}`);
    for (const header of ['Departure', 'Arrival', 'Service start', 'Service end'])
      expect(text).toContain(header);
    expect(text).toContain(SAFE_LIMITS.COLD);
    expect(text).toContain(SAFE_LIMITS.HOT);
    for (const row of menu.scheduledElements) expect(text).toContain(row.labelName || row.name);
  });
});

describe('POST /v1/pdf/prep', () => {
  it('prints each line with its counts, weight, ingredients and method', async () => {
    const slot = {
      marketId: ref.market('Phoenix'),
      serviceLineId: ref.serviceLine('Lunch'),
      mealDate: lunch.date,
    };
    const numbers = body<ContainerCalculation>(
      await send('POST', '/v2/calculations/containers', slot),
    ).data;
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    const response = await send('POST', '/v1/pdf/prep', slot);
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    expect(text).toContain(`Prep Sheet: ${lunch.name}`);
    const [line] = numbers.containerTotals;
    const section = text.slice(text.indexOf(line!.name));
    expect(section).toContain(`Eaters ${formatCount(line!.eaters)}`);
    const row = menu.scheduledElements.find((r) => r.id === line!.scheduledElementId)!;
    // The ingredients as printed (pdfjs reads wrapped lines back joined by spaces).
    expect(section).toContain(row.ingredients.split(/\s+/).slice(0, 3).join(' '));
  });
});

describe('POST /v1/pdf/element-cards', () => {
  it('prints a card per dish with the name eaters see and its allergens', async () => {
    const menu = body<ScheduledMenu>(await send('GET', `/v1/scheduled-menus/${lunch.id}`)).data;
    const response = await send('POST', '/v1/pdf/element-cards', { scheduledMenuId: lunch.id });
    expect(response.statusCode).toBe(200);
    const text = (await pdfPages(response.rawPayload)).join(' ');
    for (const row of menu.scheduledElements) expect(text).toContain(row.labelName || row.name);
    const withAllergens = menu.scheduledElements.find((row) => row.allergenNames.length);
    if (withAllergens)
      expect(text).toContain(`Contains: ${withAllergens.allergenNames.join(', ')}`);
    if (menu.scheduledElements.some((row) => !row.allergenNames.length))
      expect(text).toContain('no major allergens');
  });
});

describe('POST /v1/pdf/labels', () => {
  it('prints one label per container the numbers count, ten to a page', async () => {
    const slot = {
      marketId: ref.market('Phoenix'),
      serviceLineId: ref.serviceLine('Lunch'),
      mealDate: lunch.date,
    };
    const numbers = body<ContainerCalculation>(
      await send('POST', '/v2/calculations/containers', slot),
    ).data;
    const containers = numbers.accountSummaries
      .flatMap((account) => account.elements)
      .reduce((sum, element) => sum + element.containerCount + element.halfCount, 0);
    expect(containers).toBeGreaterThan(10);
    const response = await send('POST', '/v1/pdf/labels', slot);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Labels');
    const all = await pdfPages(response.rawPayload);
    // What the numbers left out, if anything, comes on a cover page before the labels.
    const pages = numbers.warnings.length ? all.slice(1) : all;
    if (numbers.warnings.length) expect(all[0]).toContain('Left out of these labels:');
    expect(pages).toHaveLength(Math.ceil(containers / 10));
    const text = pages.join(' ');
    expect(text.match(/Container \d+ of \d+/g)).toHaveLength(containers);
    const [first] = numbers.accountSummaries;
    expect(pages[0]).toContain(first!.account.name);
    const missing = await send('POST', '/v1/pdf/labels', { ...slot, mealDate: '2031-01-04' });
    expect(missing.statusCode).toBe(404);
  });
});
