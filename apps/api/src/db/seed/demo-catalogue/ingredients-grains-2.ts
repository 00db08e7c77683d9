import { type DemoIngredient, vendor } from './types.js';

/** Rice, grains, pasta, noodles and breads. (part 2 of 2) */
export const GRAIN_INGREDIENTS_2: DemoIngredient[] = [
  {
    name: 'Wide Egg Noodles',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat', 'Eggs'],
    vendors: [
      vendor('Sysco', 'SYS-7365404', 160, 28, 730, 3),
      vendor('US Foods', 'USF-3599252', 160, 26.88, 730, 4),
    ],
  },
  {
    name: 'Lo Mein Noodles',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat', 'Eggs'],
    vendors: [
      vendor('Sysco', 'SYS-7817970', 160, 24, 21, 2),
      vendor('US Foods', 'USF-2860786', 160, 24.96, 21, 3),
    ],
  },
  {
    name: 'Rice Stick Noodles',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-2477931', 480, 54, 730, 3)],
  },
  {
    name: 'Udon Noodles, Frozen',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [vendor('Sysco', 'SYS-1241876', 210, 36, 365, 3)],
  },
  {
    name: 'Soba Noodles',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [vendor('Sysco', 'SYS-1512773', 240, 54, 730, 3)],
  },
  {
    name: 'Corn Tortillas, 6 in',
    type: 'Grain',
    unit: 'ea',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7159747', 720, 34, 30, 2),
      vendor('US Foods', 'USF-8318153', 720, 35.36, 30, 3),
      vendor('Shamrock Foods', 'SHF-951757', 720, 35.7, 30, 2),
    ],
  },
  {
    name: 'Flour Tortillas, 8 in',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-5048533', 288, 31, 30, 2),
      vendor('US Foods', 'USF-8432691', 288, 30.38, 30, 3),
    ],
  },
  {
    name: 'Flour Tortillas, 12 in',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-7529430', 96, 28, 30, 2),
      vendor('US Foods', 'USF-5093550', 96, 27.16, 30, 3),
    ],
  },
  {
    name: 'Brioche Buns, 4 in',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat', 'Milk', 'Eggs'],
    vendors: [
      vendor('Sysco', 'SYS-7278705', 48, 38, 10, 2),
      vendor('US Foods', 'USF-1956183', 48, 36.86, 10, 3),
    ],
  },
  {
    name: 'Brioche Slider Buns',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat', 'Milk', 'Eggs'],
    vendors: [
      vendor('Sysco', 'SYS-8018367', 96, 36, 10, 2),
      vendor('US Foods', 'USF-7086285', 96, 34.92, 10, 3),
    ],
  },
  {
    name: 'Ciabatta Rolls',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-8983923', 60, 36, 10, 2),
      vendor('US Foods', 'USF-2288793', 60, 37.8, 10, 3),
    ],
  },
  {
    name: 'Hoagie Rolls, 8 in',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-7238062', 72, 34, 10, 2),
      vendor('US Foods', 'USF-3452214', 72, 32.64, 10, 3),
    ],
  },
  {
    name: 'Sourdough Bread, Sliced',
    type: 'Grain',
    unit: 'slice',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-2993544', 120, 30, 7, 2),
      vendor('US Foods', 'USF-7556296', 120, 30, 7, 3),
    ],
  },
  {
    name: 'Multigrain Bread, Sliced',
    type: 'Grain',
    unit: 'slice',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-5177334', 120, 32, 7, 2),
      vendor('US Foods', 'USF-3073614', 120, 33.28, 7, 3),
    ],
  },
  {
    name: 'French Baguette, Par-Baked',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-8894590', 24, 32, 90, 2),
      vendor('US Foods', 'USF-1655846', 24, 34.56, 90, 3),
    ],
  },
  {
    name: 'Naan Flatbread',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat', 'Milk'],
    vendors: [
      vendor('Sysco', 'SYS-9206627', 60, 42, 90, 2),
      vendor('US Foods', 'USF-8580201', 60, 41.16, 90, 3),
    ],
  },
  {
    name: 'Pita Bread, 7 in',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-9987688', 120, 30, 14, 2),
      vendor('US Foods', 'USF-2497320', 120, 29.7, 14, 3),
    ],
  },
  {
    name: 'Dinner Rolls, Par-Baked',
    type: 'Grain',
    unit: 'ea',
    allergens: ['Wheat', 'Milk'],
    vendors: [
      vendor('Sysco', 'SYS-6278185', 120, 34, 90, 2),
      vendor('US Foods', 'USF-2375775', 120, 36.38, 90, 3),
    ],
  },
];
