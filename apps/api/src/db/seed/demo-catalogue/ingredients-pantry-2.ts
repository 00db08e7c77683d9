import { type DemoIngredient, vendor } from './types.js';

/** Stocks, canned goods, sauces, condiments and vinegars. (part 2 of 2) */
export const PANTRY_INGREDIENTS_2: DemoIngredient[] = [
  {
    name: 'Red Curry Paste',
    type: 'Seasoning/Spice',
    unit: 'oz',
    allergens: ['Crustacean Shellfish'],
    vendors: [vendor('Sysco', 'SYS-8238967', 168, 48, 365, 3)],
  },
  {
    name: 'Tahini',
    type: 'Other',
    unit: 'oz',
    allergens: ['Sesame'],
    vendors: [
      vendor('Sysco', 'SYS-2680123', 192, 62, 365, 3),
      vendor('US Foods', 'USF-6503185', 192, 62, 365, 4),
    ],
  },
  {
    name: 'Hummus',
    type: 'Other',
    unit: 'oz',
    allergens: ['Sesame'],
    vendors: [
      vendor('Sysco', 'SYS-3866375', 320, 58, 45, 2),
      vendor('US Foods', 'USF-7982053', 320, 56.26, 45, 3),
    ],
  },
  {
    name: 'Basil Pesto',
    type: 'Other',
    unit: 'oz',
    allergens: ['Milk', 'Tree Nuts'],
    vendors: [
      vendor('Sysco', 'SYS-3288810', 192, 98, 90, 2),
      vendor('US Foods', 'USF-9471418', 192, 98, 90, 3),
    ],
  },
  {
    name: 'Teriyaki Sauce',
    type: 'Other',
    unit: 'fl. oz',
    allergens: ['Wheat', 'Soybeans'],
    vendors: [
      vendor('Sysco', 'SYS-3076905', 512, 48, 365, 3),
      vendor('US Foods', 'USF-3678111', 512, 51.84, 365, 4),
    ],
  },
  {
    name: 'Thai Sweet Chili Sauce',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-2421746', 384, 42, 730, 3),
      vendor('US Foods', 'USF-8609266', 384, 40.74, 730, 4),
    ],
  },
  {
    name: 'BBQ Sauce, Hickory',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3257741', 512, 54, 365, 3),
      vendor('US Foods', 'USF-2102747', 512, 53.46, 365, 4),
      vendor('Shamrock Foods', 'SHF-968007', 512, 51.84, 365, 3),
    ],
  },
  {
    name: 'Buffalo Wing Sauce',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7504141', 512, 58, 365, 3),
      vendor('US Foods', 'USF-1114331', 512, 62.64, 365, 4),
    ],
  },
  {
    name: 'Buttermilk Ranch Dressing',
    type: 'Other',
    unit: 'fl. oz',
    allergens: ['Milk', 'Eggs'],
    vendors: [
      vendor('Sysco', 'SYS-1382228', 512, 52, 120, 2),
      vendor('US Foods', 'USF-1139772', 512, 53.04, 120, 3),
    ],
  },
  {
    name: 'Worcestershire Sauce',
    type: 'Other',
    unit: 'fl. oz',
    allergens: ['Fish'],
    vendors: [
      vendor('Sysco', 'SYS-4758486', 512, 38, 730, 3),
      vendor('US Foods', 'USF-2725678', 512, 39.14, 730, 4),
    ],
  },
  {
    name: 'Dijon Mustard',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-2003776', 544, 64, 365, 3),
      vendor('US Foods', 'USF-5254832', 544, 61.44, 365, 4),
    ],
  },
  {
    name: 'Ketchup',
    type: 'Other',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7690538', 684, 36, 365, 3),
      vendor('US Foods', 'USF-1272122', 684, 36.72, 365, 4),
    ],
  },
  {
    name: 'Red Wine Vinegar',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-9241024', 512, 26, 730, 3),
      vendor('US Foods', 'USF-2390832', 512, 27.3, 730, 4),
    ],
  },
  {
    name: 'Rice Vinegar',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-4747249', 512, 34, 730, 3),
      vendor('US Foods', 'USF-6681303', 512, 33.66, 730, 4),
    ],
  },
  {
    name: 'Balsamic Vinegar',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3270758', 512, 58, 730, 3),
      vendor('US Foods', 'USF-3986846', 512, 56.26, 730, 4),
    ],
  },
  {
    name: 'Apple Cider Vinegar',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6554445', 512, 22, 730, 3),
      vendor('US Foods', 'USF-7685211', 512, 22.88, 730, 4),
    ],
  },
  {
    name: 'Mirin',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-1190967', 384, 44, 730, 3)],
  },
  {
    name: 'Dry White Wine',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-8540171', 304, 96, 365, 3)],
  },
  {
    name: 'Dry Red Wine',
    type: 'Other',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-5161865', 304, 98, 365, 3)],
  },
  {
    name: 'Crispy Fried Onions',
    type: 'Other',
    unit: 'oz',
    allergens: ['Wheat'],
    vendors: [
      vendor('Sysco', 'SYS-4631722', 160, 44, 180, 3),
      vendor('US Foods', 'USF-6234938', 160, 43.56, 180, 4),
    ],
  },
];
