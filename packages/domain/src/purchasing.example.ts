import type { IngredientVendorFigures, PortionLine, PurchasableIngredient } from './purchasing.js';

/**
 * The week checked by hand in the purchasing tests and docs/purchasing.md ("Worked
 * example"). Monday 2025-03-10 to Thursday 2025-03-13, one kitchen, two vendors.
 */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const IDS = {
  chicken: id(1),
  garamMasala: id(2),
  rice: id(3),
  lemon: id(4),
  yogurt: id(5),
  cilantro: id(6),
  naan: id(7),
  unknown: id(8),
  sysco: id(11),
  usFoods: id(12),
  tikka: id(21),
  steamedRice: id(22),
  raita: id(23),
  naanElement: id(24),
  mystery: id(25),
} as const;

const vendor = (
  figures: Partial<IngredientVendorFigures> & Pick<IngredientVendorFigures, 'vendorId'>,
): IngredientVendorFigures => ({
  vendorName: figures.vendorId === IDS.sysco ? 'Sysco' : 'US Foods',
  preference: 1,
  itemId: null,
  unitsPerCase: null,
  costPerCase: null,
  expDays: null,
  leadTime: null,
  ...figures,
});

export const EXAMPLE_INGREDIENTS: ReadonlyMap<string, PurchasableIngredient> = new Map(
  [
    {
      id: IDS.chicken,
      name: 'Chicken Thigh',
      unit: 'oz',
      vendors: [
        // A 40 lb case kept in ounces; good for 3 days; ordered 2 days ahead.
        vendor({
          vendorId: IDS.sysco,
          itemId: 'SY-1001',
          unitsPerCase: 640,
          costPerCase: 89.6,
          expDays: 3,
          leadTime: 2,
        }),
        vendor({ vendorId: IDS.usFoods, preference: 2, itemId: 'US-77', unitsPerCase: 160 }),
      ],
    },
    {
      id: IDS.garamMasala,
      name: 'Garam Masala',
      unit: 'oz',
      vendors: [
        vendor({
          vendorId: IDS.sysco,
          itemId: 'SY-2040',
          unitsPerCase: 16,
          costPerCase: 12.5,
          leadTime: 2,
        }),
      ],
    },
    {
      id: IDS.rice,
      name: 'Jasmine Rice',
      unit: 'oz',
      vendors: [
        // Sysco lists it without a case size: the order falls back to US Foods.
        vendor({ vendorId: IDS.sysco, itemId: 'SY-3100', costPerCase: 40 }),
        vendor({
          vendorId: IDS.usFoods,
          preference: 2,
          itemId: 'US-210',
          unitsPerCase: 800,
          costPerCase: 45,
          leadTime: 3,
        }),
      ],
    },
    {
      id: IDS.lemon,
      name: 'Lemon',
      unit: 'ea',
      vendors: [
        vendor({ vendorId: IDS.usFoods, itemId: 'US-500', unitsPerCase: 115, leadTime: 3 }),
      ],
    },
    { id: IDS.yogurt, name: 'Plain Yogurt', unit: 'oz', vendors: [] },
    { id: IDS.cilantro, name: 'Cilantro', unit: 'oz', vendors: [] },
    { id: IDS.naan, name: 'Naan', unit: 'ea', vendors: [] },
  ].map((ingredient) => [ingredient.id, ingredient]),
);

const TIKKA = [
  { ingredientId: IDS.chicken, amountPerPortion: 5, unit: 'oz' },
  { ingredientId: IDS.garamMasala, amountPerPortion: 2, unit: 'g' },
  { ingredientId: IDS.lemon, amountPerPortion: 0.1, unit: 'ea' },
];

const line = (
  date: string,
  elementId: string,
  name: string,
  portions: number,
  ingredients: PortionLine['ingredients'],
): PortionLine => ({
  date,
  serviceLine: 'Lunch',
  source: `${name} (Taste of India, Lunch)`,
  elementId,
  portions,
  ingredients,
});

export const EXAMPLE_LINES: PortionLine[] = [
  line('2025-03-10', IDS.tikka, 'Chicken Tikka', 100, TIKKA),
  line('2025-03-10', IDS.steamedRice, 'Steamed Rice', 100, [
    { ingredientId: IDS.rice, amountPerPortion: 0.25, unit: 'lb' },
  ]),
  line('2025-03-10', IDS.raita, 'Raita', 100, [
    { ingredientId: IDS.yogurt, amountPerPortion: 0.25, unit: 'cup' },
    { ingredientId: IDS.cilantro, amountPerPortion: null, unit: 'oz' },
  ]),
  line('2025-03-10', IDS.naanElement, 'Naan', 100, [
    { ingredientId: IDS.naan, amountPerPortion: 1, unit: 'ea' },
  ]),
  line('2025-03-11', IDS.tikka, 'Chicken Tikka', 60, TIKKA),
  line('2025-03-11', IDS.mystery, 'Mystery Dish', 10, [
    { ingredientId: IDS.unknown, amountPerPortion: 1, unit: 'oz' },
  ]),
  line('2025-03-12', IDS.tikka, 'Chicken Tikka', 0, TIKKA),
  line('2025-03-13', IDS.tikka, 'Chicken Tikka', 80, TIKKA),
];
