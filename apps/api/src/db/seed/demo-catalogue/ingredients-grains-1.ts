import { type DemoIngredient, vendor } from './types.js';

/** Rice, grains, pasta, noodles and breads. (part 1 of 2) */
export const GRAIN_INGREDIENTS_1: DemoIngredient[] = [
  {
    name: 'Jasmine Rice',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-8195420', 400, 29, 730, 3),
      vendor('US Foods', 'USF-5864980', 400, 31.03, 730, 4),
    ],
  },
  {
    name: 'Long Grain White Rice',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3754537', 800, 38, 730, 3),
      vendor('US Foods', 'USF-1221663', 800, 41.04, 730, 4),
    ],
  },
  {
    name: 'Brown Rice, Parboiled',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-8851211', 400, 26, 365, 3),
      vendor('US Foods', 'USF-4367361', 400, 27.3, 365, 4),
    ],
  },
  {
    name: 'Basmati Rice',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-4452222', 400, 44, 730, 3),
      vendor('US Foods', 'USF-3608934', 400, 46.64, 730, 4),
    ],
  },
  {
    name: 'Arborio Rice',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-5058277', 400, 58, 730, 3)],
  },
  {
    name: 'Calrose Rice',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3034582', 800, 48, 730, 3),
      vendor('US Foods', 'USF-4315822', 800, 50.88, 730, 4),
    ],
  },
  {
    name: 'Quinoa, White',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-4770986', 400, 62, 730, 3),
      vendor('US Foods', 'USF-7085946', 400, 61.38, 730, 4),
    ],
  },
  {
    name: 'Farro, Pearled',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [vendor('Sysco', 'SYS-3332673', 160, 34, 365, 3)],
  },
  {
    name: 'Bulgur Wheat',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [vendor('Sysco', 'SYS-2225606', 400, 36, 365, 3)],
  },
  {
    name: 'Pearl Couscous',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-5346638', 160, 28, 365, 3),
      vendor('US Foods', 'USF-5067478', 160, 28.28, 365, 4),
    ],
  },
  {
    name: 'Penne Rigate',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-9966570', 320, 28, 730, 3),
      vendor('US Foods', 'USF-5624250', 320, 28.56, 730, 4),
    ],
  },
  {
    name: 'Rigatoni',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-8331235', 320, 30, 730, 3),
      vendor('US Foods', 'USF-8617897', 320, 29.7, 730, 4),
    ],
  },
  {
    name: 'Spaghetti',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-7643187', 320, 26, 730, 3),
      vendor('US Foods', 'USF-5272089', 320, 27.3, 730, 4),
    ],
  },
  {
    name: 'Orzo',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-8945732', 320, 32, 730, 3),
      vendor('US Foods', 'USF-1596428', 320, 34.24, 730, 4),
    ],
  },
  {
    name: 'Elbow Macaroni',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-9662283', 320, 24, 730, 3),
      vendor('US Foods', 'USF-6079617', 320, 23.52, 730, 4),
    ],
  },
  {
    name: 'Lasagna Noodles',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-6347633', 320, 34, 730, 3),
      vendor('US Foods', 'USF-9479319', 320, 34.34, 730, 4),
    ],
  },
  {
    name: 'Cheese Tortellini, Frozen',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat', 'Milk', 'Eggs'],
    vendors: [
      vendor('Sysco', 'SYS-6905861', 160, 52, 270, 3),
      vendor('US Foods', 'USF-8364483', 160, 55.12, 270, 4),
    ],
  },
  {
    name: 'Potato Gnocchi',
    type: 'Starch',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [vendor('Sysco', 'SYS-1253878', 192, 44, 365, 3)],
  },
];
