import { type DemoIngredient, vendor } from './types.js';

/** Flours, crumbs, chips, sweeteners and bakery items. */
export const BAKING_INGREDIENTS: DemoIngredient[] = [
  {
    name: 'Cornbread Mix',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat', 'Milk'],
    vendors: [
      vendor('Sysco', 'SYS-9597870', 480, 48, 365, 3),
      vendor('US Foods', 'USF-9873974', 480, 48.48, 365, 4),
    ],
  },
  {
    name: 'All-Purpose Flour',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-8234452', 800, 26, 365, 3),
      vendor('US Foods', 'USF-9277436', 800, 25.48, 365, 4),
    ],
  },
  {
    name: 'Panko Bread Crumbs',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-9206251', 400, 54, 365, 3),
      vendor('US Foods', 'USF-4758753', 400, 56.7, 365, 4),
    ],
  },
  {
    name: 'Yellow Cornmeal',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-5609821', 400, 22, 365, 3)],
  },
  {
    name: 'Cornstarch',
    type: 'Starch',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6963787', 384, 38, 730, 3),
      vendor('US Foods', 'USF-8672001', 384, 38.38, 730, 4),
    ],
  },
  {
    name: 'Tortilla Chips',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-5622704', 384, 48, 90, 2),
      vendor('US Foods', 'USF-4014720', 384, 49.92, 90, 3),
    ],
  },
  {
    name: 'Old Fashioned Rolled Oats',
    type: 'Grain',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-1577475', 400, 28, 365, 3),
      vendor('US Foods', 'USF-8209289', 400, 29.68, 365, 4),
    ],
  },
  {
    name: 'Granola, Honey Almond',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Tree Nuts'],
    vendors: [
      vendor('Sysco', 'SYS-3616450', 200, 58, 180, 3),
      vendor('US Foods', 'USF-4830754', 200, 57.42, 180, 4),
    ],
  },
  {
    name: 'Croutons, Garlic Parmesan',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat', 'Milk'],
    vendors: [
      vendor('Sysco', 'SYS-5315410', 160, 38, 180, 3),
      vendor('US Foods', 'USF-3261074', 160, 38, 180, 4),
    ],
  },
  {
    name: 'Graham Cracker Crumbs',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [vendor('Sysco', 'SYS-6086329', 400, 48, 365, 3)],
  },
  {
    name: 'Ladyfingers (Savoiardi)',
    type: 'Grain',
    unit: 'oz',
    allergens: ['Wheat', 'Eggs'],
    vendors: [vendor('Sysco', 'SYS-2392103', 96, 46, 365, 3)],
  },
  {
    name: 'Chocolate Chip Cookie Dough',
    type: 'Other',
    unit: 'ea',
    allergens: ['Wheat', 'Milk', 'Eggs', 'Soybeans'],
    vendors: [
      vendor('Sysco', 'SYS-2759193', 240, 62, 180, 3),
      vendor('US Foods', 'USF-1851119', 240, 63.86, 180, 4),
    ],
  },
  {
    name: 'Fudge Brownie Mix',
    type: 'Other',
    unit: 'oz',
    allergens: ['Wheat', 'Soybeans'],
    vendors: [
      vendor('Sysco', 'SYS-1096907', 480, 64, 365, 3),
      vendor('US Foods', 'USF-7968449', 480, 69.12, 365, 4),
    ],
  },
  {
    name: 'New York Cheesecake, 16 Cut',
    type: 'Other',
    unit: 'pc',
    allergens: ['Milk', 'Eggs', 'Wheat', 'Soybeans'],
    vendors: [
      vendor('Sysco', 'SYS-7936793', 64, 92, 180, 3),
      vendor('US Foods', 'USF-2632495', 64, 97.52, 180, 4),
    ],
  },
  {
    name: 'Granulated Sugar',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3129167', 800, 48, 730, 3),
      vendor('US Foods', 'USF-8969917', 800, 51.84, 730, 4),
    ],
  },
  {
    name: 'Light Brown Sugar',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-2636530', 400, 32, 730, 3),
      vendor('US Foods', 'USF-9892530', 400, 34.24, 730, 4),
    ],
  },
  {
    name: 'Powdered Sugar',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-2059216', 384, 34, 730, 3)],
  },
  {
    name: 'Clover Honey',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6183308', 480, 88, 730, 3),
      vendor('US Foods', 'USF-7714596', 480, 95.04, 730, 4),
    ],
  },
  {
    name: 'Pure Maple Syrup',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-5812930', 512, 110, 365, 3)],
  },
  {
    name: 'Semi-Sweet Chocolate Chips',
    type: 'Other',
    unit: 'oz',
    allergens: ['Milk', 'Soybeans'],
    vendors: [
      vendor('Sysco', 'SYS-9623828', 400, 118, 365, 3),
      vendor('US Foods', 'USF-5325436', 400, 119.18, 365, 4),
    ],
  },
  {
    name: 'Dark Chocolate, 70%',
    type: 'Other',
    unit: 'oz',
    allergens: ['Soybeans'],
    vendors: [vendor('Sysco', 'SYS-3948984', 176, 96, 365, 3)],
  },
  {
    name: 'Cocoa Powder, Dutch Process',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-5511759', 80, 32, 730, 3)],
  },
  {
    name: 'Pure Vanilla Extract',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-2027938', 32, 58, 730, 3)],
  },
  {
    name: 'Espresso Coffee, Ground',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-9141759', 80, 54, 180, 3),
      vendor('US Foods', 'USF-5414413', 80, 53.46, 180, 4),
    ],
  },
  {
    name: 'Unsweetened Coconut Flakes',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-3725928', 160, 62, 365, 3)],
  },
  {
    name: 'Pepitas, Roasted',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-6907098', 80, 42, 180, 3)],
  },
];
