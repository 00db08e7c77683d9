import { type DemoIngredient, vendor } from './types.js';

/** Fruit, fresh, cut, frozen and dried. */
export const FRUIT_INGREDIENTS: DemoIngredient[] = [
  {
    name: 'Avocados, Hass',
    type: 'Fruit',
    unit: 'ea',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-35029', 48, 62, 5, 1),
      vendor('Sysco', 'SYS-1711725', 48, 61.38, 5, 2),
    ],
  },
  {
    name: 'Lemons',
    type: 'Fruit',
    unit: 'ea',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-85912', 115, 48, 21, 1),
      vendor('Sysco', 'SYS-4661062', 115, 47.52, 21, 2),
    ],
  },
  {
    name: 'Limes',
    type: 'Fruit',
    unit: 'ea',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-11628', 200, 38, 21, 1),
      vendor('Sysco', 'SYS-9547466', 200, 39.14, 21, 2),
    ],
  },
  {
    name: 'Navel Oranges',
    type: 'Fruit',
    unit: 'ea',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-77603', 88, 42, 21, 1),
      vendor('Sysco', 'SYS-8236515', 88, 40.32, 21, 2),
    ],
  },
  {
    name: 'Gala Apples',
    type: 'Fruit',
    unit: 'ea',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-21486', 100, 46, 30, 1),
      vendor('Sysco', 'SYS-8576908', 100, 49.22, 30, 2),
    ],
  },
  {
    name: 'Granny Smith Apples',
    type: 'Fruit',
    unit: 'ea',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-60629', 100, 44, 30, 1),
      vendor('Sysco', 'SYS-4964797', 100, 47.52, 30, 2),
    ],
  },
  {
    name: 'Bananas',
    type: 'Fruit',
    unit: 'ea',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-35784', 100, 29, 5, 1),
      vendor('Sysco', 'SYS-3956294', 100, 28.13, 5, 2),
    ],
  },
  {
    name: 'Strawberries',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-63327', 128, 34, 5, 1),
      vendor('Sysco', 'SYS-8484735', 128, 34.34, 5, 2),
    ],
  },
  {
    name: 'Blueberries',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-39398', 144, 38, 7, 1),
      vendor('Sysco', 'SYS-9835940', 144, 38.76, 7, 2),
    ],
  },
  {
    name: 'Pineapple Chunks, Fresh Cut',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Valley Produce Co.', 'VPC-61274', 160, 36, 5, 1)],
  },
  {
    name: 'Watermelon Chunks, Fresh Cut',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Valley Produce Co.', 'VPC-94544', 160, 22, 4, 1)],
  },
  {
    name: 'Cantaloupe Chunks, Fresh Cut',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Valley Produce Co.', 'VPC-14978', 160, 24, 4, 1)],
  },
  {
    name: 'Red Seedless Grapes',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-12307', 288, 42, 10, 1),
      vendor('Sysco', 'SYS-1314563', 288, 44.1, 10, 2),
    ],
  },
  {
    name: 'Mango Chunks, Frozen',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-5269748', 240, 58, 365, 3),
      vendor('US Foods', 'USF-9276124', 240, 61.48, 365, 4),
    ],
  },
  {
    name: 'Mixed Berries, Frozen',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7001065', 240, 54, 365, 3),
      vendor('US Foods', 'USF-4386527', 240, 53.46, 365, 4),
    ],
  },
  {
    name: 'Dried Cranberries',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7354866', 160, 42, 365, 3),
      vendor('US Foods', 'USF-4786290', 160, 44.94, 365, 4),
    ],
  },
  {
    name: 'Kalamata Olives, Pitted',
    type: 'Fruit',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-1119880', 128, 42, 365, 3),
      vendor('US Foods', 'USF-2672904', 128, 41.58, 365, 4),
    ],
  },
];
