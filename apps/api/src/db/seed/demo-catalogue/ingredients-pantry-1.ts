import { type DemoIngredient, vendor } from './types.js';

/** Stocks, canned goods, sauces, condiments and vinegars. (part 1 of 2) */
export const PANTRY_INGREDIENTS_1: DemoIngredient[] = [
  {
    name: 'Chicken Stock, Low Sodium',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-4065340', 384, 34, 365, 3),
      vendor('US Foods', 'USF-7028724', 384, 34.68, 365, 4),
    ],
  },
  {
    name: 'Vegetable Stock, Low Sodium',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-9425544', 384, 32, 365, 3),
      vendor('US Foods', 'USF-1468104', 384, 32.96, 365, 4),
    ],
  },
  {
    name: 'Crushed Tomatoes, Canned',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7123399', 612, 36, 730, 3),
      vendor('US Foods', 'USF-4717349', 612, 38.16, 730, 4),
      vendor('Shamrock Foods', 'SHF-519505', 612, 34.92, 730, 3),
    ],
  },
  {
    name: 'Diced Tomatoes, Canned',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7327622', 612, 34, 730, 3),
      vendor('US Foods', 'USF-6601214', 612, 34, 730, 4),
    ],
  },
  {
    name: 'Tomato Paste',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6593243', 666, 48, 730, 3),
      vendor('US Foods', 'USF-2232369', 666, 46.08, 730, 4),
    ],
  },
  {
    name: 'Marinara Sauce',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3639510', 630, 48, 730, 3),
      vendor('US Foods', 'USF-7507694', 630, 51.84, 730, 4),
    ],
  },
  {
    name: 'Chipotle Peppers in Adobo',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3950567', 636, 78, 730, 3),
      vendor('US Foods', 'USF-2878789', 636, 76.44, 730, 4),
    ],
  },
  {
    name: 'Roasted Red Peppers',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7461274', 576, 52, 730, 3),
      vendor('US Foods', 'USF-6599370', 576, 56.16, 730, 4),
    ],
  },
  {
    name: 'Artichoke Hearts, Quartered',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-4651338', 528, 72, 730, 3)],
  },
  {
    name: 'Capers',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-6239118', 128, 38, 730, 3)],
  },
  {
    name: 'Dill Pickle Chips',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6338560', 448, 32, 365, 3),
      vendor('US Foods', 'USF-9208752', 448, 33.28, 365, 4),
    ],
  },
  {
    name: 'Pickled Jalapeño Slices',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6430866', 576, 46, 365, 3),
      vendor('US Foods', 'USF-5179346', 576, 44.16, 365, 4),
    ],
  },
  {
    name: 'Kimchi',
    type: 'Vegetable',
    unit: 'oz',
    allergens: ['Fish', 'Crustacean Shellfish'],
    vendors: [vendor('Sysco', 'SYS-5177313', 320, 72, 60, 2)],
  },
  {
    name: 'Soy Sauce',
    type: 'Other',
    unit: 'fl. oz',
    allergens: ['Wheat', 'Soybeans'],
    vendors: [
      vendor('Sysco', 'SYS-9447650', 512, 38, 730, 3),
      vendor('US Foods', 'USF-2427970', 512, 40.66, 730, 4),
    ],
  },
  {
    name: 'Tamari, Gluten-Free',
    type: 'Other',
    unit: 'fl. oz',
    allergens: ['Soybeans'],
    vendors: [vendor('Sysco', 'SYS-7772494', 512, 62, 730, 3)],
  },
  {
    name: 'Fish Sauce',
    type: 'Other',
    unit: 'fl. oz',
    allergens: ['Fish'],
    vendors: [vendor('Sysco', 'SYS-1476339', 288, 42, 730, 3)],
  },
  {
    name: 'Oyster Sauce',
    type: 'Other',
    unit: 'fl. oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-3762789', 320, 46, 730, 3),
      vendor('US Foods', 'USF-2045283', 320, 48.3, 730, 4),
    ],
  },
  {
    name: 'Hoisin Sauce',
    type: 'Other',
    unit: 'fl. oz',
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    vendors: [
      vendor('Sysco', 'SYS-7834351', 320, 44, 730, 3),
      vendor('US Foods', 'USF-5598685', 320, 42.24, 730, 4),
    ],
  },
  {
    name: 'Sriracha',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-8464763', 336, 54, 730, 3),
      vendor('US Foods', 'USF-1362385', 336, 57.24, 730, 4),
    ],
  },
  {
    name: 'Gochujang',
    type: 'Other',
    unit: 'oz',
    allergens: ['Wheat', 'Soybeans'],
    vendors: [vendor('Sysco', 'SYS-3469742', 210, 76, 365, 3)],
  },
  {
    name: 'White Miso Paste',
    type: 'Other',
    unit: 'oz',
    allergens: ['Soybeans'],
    vendors: [vendor('Sysco', 'SYS-5002882', 211, 64, 365, 3)],
  },
];
