import { type DemoIngredient, vendor } from './types.js';

/** Fresh and frozen vegetables, potatoes and herbs. (part 1 of 2) */
export const PRODUCE_INGREDIENTS_1: DemoIngredient[] = [
  {
    name: 'Romaine Hearts',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-92822', 352, 44, 10, 1),
      vendor('Sysco', 'SYS-5408948', 352, 45.76, 10, 2),
    ],
  },
  {
    name: 'Spring Mix',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-20513', 48, 17.5, 7, 1),
      vendor('Sysco', 'SYS-7606185', 48, 17.68, 7, 2),
    ],
  },
  {
    name: 'Baby Spinach',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-30416', 64, 21, 7, 1),
      vendor('Sysco', 'SYS-5068366', 64, 22.47, 7, 2),
    ],
  },
  {
    name: 'Baby Arugula',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Valley Produce Co.', 'VPC-73651', 64, 24, 6, 1)],
  },
  {
    name: 'Lacinato Kale',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-23996', 192, 34, 10, 1),
      vendor('Sysco', 'SYS-4170410', 192, 34.68, 10, 2),
    ],
  },
  {
    name: 'Iceberg Lettuce',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-76175', 800, 38, 14, 1),
      vendor('Sysco', 'SYS-8244655', 800, 39.14, 14, 2),
    ],
  },
  {
    name: 'Green Cabbage',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-45946', 800, 28, 30, 1),
      vendor('Sysco', 'SYS-9991368', 800, 27.72, 30, 2),
    ],
  },
  {
    name: 'Red Cabbage',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-62218', 720, 36, 30, 1),
      vendor('Sysco', 'SYS-6684584', 720, 36.72, 30, 2),
    ],
  },
  {
    name: 'Broccoli Florets',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-47528', 192, 36, 7, 1),
      vendor('Sysco', 'SYS-6791190', 192, 35.28, 7, 2),
      vendor('US Foods', 'USF-2181422', 192, 38.16, 7, 3),
    ],
  },
  {
    name: 'Broccolini',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-69822', 144, 48, 7, 1),
      vendor('Sysco', 'SYS-6583420', 144, 46.08, 7, 2),
    ],
  },
  {
    name: 'Cauliflower Florets',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-97842', 192, 34, 7, 1),
      vendor('Sysco', 'SYS-4217680', 192, 35.7, 7, 2),
    ],
  },
  {
    name: 'Green Beans, Trimmed',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-47058', 160, 27, 7, 1),
      vendor('Sysco', 'SYS-6082528', 160, 25.92, 7, 2),
    ],
  },
  {
    name: 'Asparagus',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-17887', 176, 48, 5, 1),
      vendor('Sysco', 'SYS-4257887', 176, 50.4, 5, 2),
    ],
  },
  {
    name: 'Brussels Sprouts',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-65781', 400, 54, 10, 1),
      vendor('Sysco', 'SYS-9796189', 400, 58.32, 10, 2),
    ],
  },
  {
    name: 'Zucchini',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-44347', 320, 24, 10, 1),
      vendor('Sysco', 'SYS-4655147', 320, 23.04, 10, 2),
    ],
  },
  {
    name: 'Yellow Squash',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-53121', 320, 26, 8, 1),
      vendor('Sysco', 'SYS-1588249', 320, 26.52, 8, 2),
    ],
  },
  {
    name: 'Eggplant',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-28674', 400, 28, 10, 1),
      vendor('Sysco', 'SYS-3168416', 400, 29.12, 10, 2),
    ],
  },
  {
    name: 'Red Bell Peppers',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-83483', 400, 44, 10, 1),
      vendor('Sysco', 'SYS-6867435', 400, 42.24, 10, 2),
    ],
  },
  {
    name: 'Green Bell Peppers',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-19243', 448, 32, 10, 1),
      vendor('Sysco', 'SYS-5659531', 448, 32.32, 10, 2),
    ],
  },
  {
    name: 'Poblano Peppers',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-80622', 320, 30, 10, 1),
      vendor('Sysco', 'SYS-4727100', 320, 31.8, 10, 2),
    ],
  },
  {
    name: 'Jalapeño Peppers',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-92292', 160, 14, 14, 1),
      vendor('Sysco', 'SYS-3935090', 160, 14.98, 14, 2),
    ],
  },
  {
    name: 'Yellow Onions',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-33648', 800, 32, 30, 1),
      vendor('Sysco', 'SYS-3314142', 800, 34.24, 30, 2),
      vendor('US Foods', 'USF-2812742', 800, 33.92, 30, 3),
    ],
  },
  {
    name: 'Red Onions',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-98889', 400, 22, 30, 1),
      vendor('Sysco', 'SYS-9153825', 400, 21.12, 30, 2),
    ],
  },
  {
    name: 'Green Onions',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-82217', 192, 24, 7, 1),
      vendor('Sysco', 'SYS-6434561', 192, 25.92, 7, 2),
    ],
  },
  {
    name: 'Shallots',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-20998', 160, 28, 30, 1),
      vendor('Sysco', 'SYS-8836180', 160, 30.24, 30, 2),
    ],
  },
  {
    name: 'Garlic, Peeled',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-32819', 320, 72, 21, 1),
      vendor('Sysco', 'SYS-5251283', 320, 69.84, 21, 2),
      vendor('US Foods', 'USF-9141625', 320, 77.76, 21, 3),
    ],
  },
  {
    name: 'Ginger Root',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Valley Produce Co.', 'VPC-70754', 160, 32, 21, 1),
      vendor('Sysco', 'SYS-7826960', 160, 33.28, 21, 2),
    ],
  },
  {
    name: 'Lemongrass',
    type: 'Vegetable',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Valley Produce Co.', 'VPC-38577', 80, 19, 14, 1)],
  },
];
