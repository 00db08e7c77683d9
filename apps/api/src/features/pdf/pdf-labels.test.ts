import { CALCULATION_MESSAGES, type ContainerCalculation } from '@catering/domain';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../../test/pdf-text.js';
import { containerLabels, labelsPdf } from './documents/labels.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const line = (key: string, name: string, allowsHalf: boolean) => ({
  key,
  scheduledElementId: id(Number(key.replace('a', '')) + 10),
  name,
  elementTypeName: 'Protein',
  isAlternative: false,
  isAlternate: false,
  container: { id: id(2), name: allowsHalf ? 'Full Pan' : 'Sheet Tray', allowsHalf },
  portionPerPerson: 4,
  portionPerContainer: 120,
  portionUnit: null,
  share: 100,
  eaters: 0,
  containerCount: 0,
  halfCount: 0,
  portion: 0,
  roundedPortion: 0,
});
const account = (n: number, name: string, chicken: [number, number], veg: [number, number]) => ({
  account: { id: id(n), name },
  headCount: 40,
  veggies: 10,
  proteins: 30,
  accommodations: 0,
  elements: [
    {
      key: '1',
      eaters: 30,
      portionModifier: 1,
      containerCount: chicken[0],
      halfCount: chicken[1],
      portion: 0,
    },
    {
      key: '2',
      eaters: 10,
      portionModifier: 1,
      containerCount: veg[0],
      halfCount: veg[1],
      portion: 0,
    },
  ],
});
const numbers: ContainerCalculation = {
  scheduledMenu: { id: id(1), name: 'Taste of India', isLocked: false },
  market: { id: id(3), name: 'Phoenix' },
  serviceLine: { id: id(4), name: 'Lunch' },
  date: '2030-07-09',
  // Papago: 2 pans of chicken and a half, 1 tray of chana; Saguaro: half a pan of chicken.
  accountSummaries: [
    account(5, 'Papago & Söhne', [2, 1], [1, 0]),
    account(6, 'Saguaro', [0, 1], [0, 0]),
  ],
  containerTotals: [line('1', 'Chicken Tikka Masala', true), line('2', 'Chana Masala', false)],
  error: null,
  warnings: [],
};
const note = (
  labelName: string,
  allergenNames: string[],
  alternativeFor: string | null = null,
) => ({
  labelName,
  ingredients: '',
  method: '',
  allergenNames,
  alternativeFor,
});
const notes = {
  '1': note('Chicken Tikka Masala', ['Milk']),
  '2': note('Chana Masala', []),
};

describe('container labels', () => {
  it('makes one label per container, numbered per account and line, the half marked', () => {
    const labels = containerLabels(numbers, notes);
    expect(
      labels.map((l) => [l.accountName, l.elementName, `${l.number}/${l.of}`, l.half]),
    ).toEqual([
      ['Papago & Söhne', 'Chicken Tikka Masala', '1/3', false],
      ['Papago & Söhne', 'Chicken Tikka Masala', '2/3', false],
      ['Papago & Söhne', 'Chicken Tikka Masala', '3/3', true],
      ['Papago & Söhne', 'Chana Masala', '1/1', false],
      ['Saguaro', 'Chicken Tikka Masala', '1/1', true],
    ]);
  });

  it('prints them ten to a US Letter sheet with the service, date and allergens', async () => {
    const many = { ...numbers, accountSummaries: [account(5, 'Papago & Söhne', [11, 1], [0, 0])] };
    const pages = await pdfPages(await labelsPdf(many, notes));
    expect(pages).toHaveLength(2);
    expect(pages[0]!.match(/Container \d+ of 12/g)).toHaveLength(10);
    expect(pages[1]).toContain('Container 12 of 12 (half) · Full Pan');
    expect(pages[0]).toContain('Lunch · 07/09/2030');
    expect(pages[0]).toContain('Allergens: Milk');
  });

  it('wraps long names onto two lines and cuts the rest with an ellipsis, accents kept', async () => {
    const long =
      'Slow-Roasted Chicken Thighs with Crème Fraîche, Herbes de Provence & Charred Lemon Wedges on the Side for Everyone';
    const named = {
      ...numbers,
      accountSummaries: [account(5, 'Café Ünïcode & Co’s Headquarters', [1, 0], [0, 0])],
      containerTotals: [line('1', long, true), line('2', 'Chana Masala', false)],
    };
    const [page] = await pdfPages(await labelsPdf(named, { ...notes, '1': note(long, ['Milk']) }));
    expect(page).toContain('Café Ünïcode & Co’s Headquarters');
    expect(page).toContain('Slow-Roasted Chicken Thighs with Crème Fraîche,');
    expect(page).toContain('…');
    expect(page).not.toContain('for Everyone');
  });

  it('puts what the numbers left out on a cover page before the labels', async () => {
    const warning = CALCULATION_MESSAGES.someElementsMissing(['Naan']);
    const pages = await pdfPages(await labelsPdf({ ...numbers, warnings: [warning] }, notes));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Left out of these labels:');
    expect(pages[0]).toContain(warning);
    expect(pages[0]).toContain('5 labels on 1 sheet follow, from page 2.');
    expect(pages[0]).not.toMatch(/Container \d+ of/);
    expect(pages[1]!.match(/Container \d+ of \d+/g)).toHaveLength(5);
  });

  it('never prints "none" for allergens it was not given', async () => {
    const [page] = await pdfPages(await labelsPdf(numbers, { '1': notes['1'] }));
    expect(page).toContain('Allergens: not recorded');
    expect(page).not.toContain('Allergens: none');
  });

  it('says so on a sheet when there is nothing to label', async () => {
    const none = { ...numbers, accountSummaries: [] };
    expect(await pdfPages(await labelsPdf(none, notes))).toEqual([
      'There are no containers to label.',
    ]);
  });
});
