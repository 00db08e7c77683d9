import { type DemoIngredient, vendor } from './types.js';

/** Salt, dried spices, blends and seeds. */
export const SPICE_INGREDIENTS: DemoIngredient[] = [
  {
    name: 'Kosher Salt',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3438834', 432, 36, 1095, 3),
      vendor('US Foods', 'USF-4423026', 432, 34.56, 1095, 4),
      vendor('Shamrock Foods', 'SHF-279634', 432, 38.88, 1095, 3),
    ],
  },
  {
    name: 'Black Pepper, Coarse Ground',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-4249295', 80, 54, 730, 3),
      vendor('US Foods', 'USF-5354365', 80, 56.7, 730, 4),
    ],
  },
  {
    name: 'Ground Cumin',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-5274301', 96, 54, 730, 3),
      vendor('US Foods', 'USF-1057451', 96, 56.7, 730, 4),
    ],
  },
  {
    name: 'Smoked Paprika',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-9727749', 96, 62, 730, 3),
      vendor('US Foods', 'USF-2222851', 96, 65.72, 730, 4),
    ],
  },
  {
    name: 'Chili Powder',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-1380396', 96, 44, 730, 3),
      vendor('US Foods', 'USF-9712324', 96, 44.88, 730, 4),
    ],
  },
  {
    name: 'Garam Masala',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-1799191', 96, 68, 730, 3)],
  },
  {
    name: 'Ground Turmeric',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-8841376', 96, 48, 730, 3)],
  },
  {
    name: 'Madras Curry Powder',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-2052484', 96, 52, 730, 3),
      vendor('US Foods', 'USF-3561676', 96, 49.92, 730, 4),
    ],
  },
  {
    name: 'Ground Coriander',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-2300946', 96, 42, 730, 3)],
  },
  {
    name: 'Ground Cinnamon',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3624850', 96, 42, 730, 3),
      vendor('US Foods', 'USF-5396306', 96, 44.1, 730, 4),
    ],
  },
  {
    name: 'Dried Oregano',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-5500491', 36, 38, 730, 3),
      vendor('US Foods', 'USF-7277569', 36, 39.9, 730, 4),
    ],
  },
  {
    name: 'Italian Seasoning',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-4419427', 36, 32, 730, 3),
      vendor('US Foods', 'USF-8805033', 36, 34.56, 730, 4),
    ],
  },
  {
    name: 'Crushed Red Pepper',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-8502649', 72, 38, 730, 3),
      vendor('US Foods', 'USF-5217103', 72, 39.9, 730, 4),
    ],
  },
  {
    name: 'Garlic Powder',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3612543', 96, 44, 730, 3),
      vendor('US Foods', 'USF-9402573', 96, 42.24, 730, 4),
    ],
  },
  {
    name: 'Onion Powder',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-2793180', 96, 36, 730, 3),
      vendor('US Foods', 'USF-7891284', 96, 35.28, 730, 4),
    ],
  },
  {
    name: 'Cajun Seasoning',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6597062', 96, 42, 730, 3),
      vendor('US Foods', 'USF-8439678', 96, 42, 730, 4),
    ],
  },
  {
    name: 'Jamaican Jerk Seasoning',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-4121629', 96, 48, 730, 3)],
  },
  {
    name: "Za'atar",
    type: 'Seasoning/Spice',
    unit: 'oz',
    allergens: ['Sesame'],
    vendors: [vendor('Sysco', 'SYS-9233452', 72, 58, 365, 3)],
  },
  {
    name: 'Ground Sumac',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-8326554', 48, 36, 730, 3)],
  },
  {
    name: 'Bay Leaves',
    type: 'Seasoning/Spice',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-2572558', 12, 24, 730, 3)],
  },
  {
    name: 'Toasted Sesame Seeds',
    type: 'Seasoning/Spice',
    unit: 'oz',
    allergens: ['Sesame'],
    vendors: [
      vendor('Sysco', 'SYS-6987588', 80, 32, 365, 3),
      vendor('US Foods', 'USF-4213004', 80, 34.24, 365, 4),
    ],
  },
  {
    name: 'Saffron Threads',
    type: 'Seasoning/Spice',
    unit: 'g',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-2527362', 28, null, 730, 3)],
  },
];
