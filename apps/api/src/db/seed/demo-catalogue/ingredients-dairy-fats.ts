import { type DemoIngredient, vendor } from './types.js';

/** Milk, cream, cheeses, butter and oils. */
export const DAIRY_FAT_INGREDIENTS: DemoIngredient[] = [
  {
    name: 'Heavy Cream',
    type: 'Dairy',
    unit: 'fl. oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-753495', 384, 66, 21, 2),
      vendor('Sysco', 'SYS-5790589', 384, 67.32, 21, 2),
      vendor('US Foods', 'USF-5202475', 384, 65.34, 21, 3),
    ],
  },
  {
    name: 'Whole Milk',
    type: 'Dairy',
    unit: 'fl. oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-963068', 512, 18.5, 14, 2),
      vendor('Sysco', 'SYS-5259052', 512, 17.95, 14, 2),
    ],
  },
  {
    name: 'Buttermilk',
    type: 'Dairy',
    unit: 'fl. oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-264121', 384, 28, 14, 2),
      vendor('Sysco', 'SYS-7318847', 384, 27.72, 14, 2),
    ],
  },
  {
    name: 'Unsalted Butter',
    type: 'Fat',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-233940', 576, 148, 90, 2),
      vendor('Sysco', 'SYS-9875668', 576, 145.04, 90, 2),
      vendor('US Foods', 'USF-7689340', 576, 148, 90, 3),
    ],
  },
  {
    name: 'Sour Cream',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-838595', 320, 42, 21, 2),
      vendor('Sysco', 'SYS-2067913', 320, 43.26, 21, 2),
    ],
  },
  {
    name: 'Plain Greek Yogurt',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-556412', 320, 58, 28, 2),
      vendor('Sysco', 'SYS-8949324', 320, 55.68, 28, 2),
    ],
  },
  {
    name: 'Cream Cheese',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-680731', 480, 92, 60, 2),
      vendor('Sysco', 'SYS-7834961', 480, 92.92, 60, 2),
      vendor('US Foods', 'USF-9756471', 480, 98.44, 60, 3),
    ],
  },
  {
    name: 'Feta Cheese, Crumbled',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Sysco', 'SYS-3671843', 160, 48, 45, 2),
      vendor('US Foods', 'USF-1305257', 160, 48, 45, 3),
    ],
  },
  {
    name: 'Parmesan Cheese, Grated',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Sysco', 'SYS-5643183', 160, 58, 90, 2),
      vendor('US Foods', 'USF-2390813', 160, 55.68, 90, 3),
    ],
  },
  {
    name: 'Parmigiano-Reggiano',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [vendor('Sysco', 'SYS-2656628', 80, 96, 90, 2)],
  },
  {
    name: 'Mozzarella, Shredded',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-130048', 320, 62, 45, 2),
      vendor('Sysco', 'SYS-2618160', 320, 62, 45, 2),
      vendor('US Foods', 'USF-5762496', 320, 60.14, 45, 3),
    ],
  },
  {
    name: 'Fresh Mozzarella Pearls',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [vendor('Sysco', 'SYS-4888302', 96, 46, 21, 2)],
  },
  {
    name: 'Burrata',
    type: 'Dairy',
    unit: 'ea',
    allergens: ['Milk'],
    vendors: [vendor('Sysco', 'SYS-7335951', 12, 42, 14, 2)],
  },
  {
    name: 'Sharp Cheddar, Shredded',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-672658', 320, 64, 60, 2),
      vendor('Sysco', 'SYS-7190002', 320, 62.72, 60, 2),
      vendor('US Foods', 'USF-6584498', 320, 65.28, 60, 3),
    ],
  },
  {
    name: 'Mexican Blend Cheese, Shredded',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-222218', 320, 60, 60, 2),
      vendor('Sysco', 'SYS-8923034', 320, 61.8, 60, 2),
    ],
  },
  {
    name: 'Cotija Cheese',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Sysco', 'SYS-6467833', 160, 54, 60, 2),
      vendor('Shamrock Foods', 'SHF-364947', 160, 57.78, 60, 2),
    ],
  },
  {
    name: 'Queso Fresco',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Shamrock Foods', 'SHF-885635', 144, 42, 30, 2),
      vendor('Sysco', 'SYS-1257193', 144, 43.68, 30, 2),
    ],
  },
  {
    name: 'Goat Cheese',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [vendor('Sysco', 'SYS-3946836', 128, 62, 45, 2)],
  },
  {
    name: 'Blue Cheese Crumbles',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Sysco', 'SYS-8652340', 160, 52, 45, 2),
      vendor('US Foods', 'USF-9880156', 160, 54.6, 45, 3),
    ],
  },
  {
    name: 'Swiss Cheese, Sliced',
    type: 'Dairy',
    unit: 'slice',
    allergens: ['Milk'],
    vendors: [
      vendor('Sysco', 'SYS-8028888', 320, 58, 45, 2),
      vendor('US Foods', 'USF-8373496', 320, 57.42, 45, 3),
    ],
  },
  {
    name: 'Provolone Cheese, Sliced',
    type: 'Dairy',
    unit: 'slice',
    allergens: ['Milk'],
    vendors: [
      vendor('Sysco', 'SYS-7135929', 320, 52, 45, 2),
      vendor('US Foods', 'USF-1636495', 320, 52, 45, 3),
    ],
  },
  {
    name: 'Sharp Cheddar, Sliced',
    type: 'Dairy',
    unit: 'slice',
    allergens: ['Milk'],
    vendors: [
      vendor('Sysco', 'SYS-3149827', 320, 60, 45, 2),
      vendor('US Foods', 'USF-3200201', 320, 57.6, 45, 3),
    ],
  },
  {
    name: 'Ricotta Cheese',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [
      vendor('Sysco', 'SYS-7903113', 288, 52, 21, 2),
      vendor('US Foods', 'USF-1209471', 288, 56.16, 21, 3),
    ],
  },
  {
    name: 'Mascarpone',
    type: 'Dairy',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [vendor('Sysco', 'SYS-7133433', 96, 48, 30, 2)],
  },
  {
    name: 'Ghee',
    type: 'Fat',
    unit: 'oz',
    allergens: ['Milk'],
    vendors: [vendor('Sysco', 'SYS-6547487', 192, 72, 180, 3)],
  },
  {
    name: 'Mayonnaise',
    type: 'Fat',
    unit: 'fl. oz',
    allergens: ['Eggs'],
    vendors: [
      vendor('Sysco', 'SYS-1131754', 512, 58, 180, 3),
      vendor('US Foods', 'USF-3875770', 512, 62.06, 180, 4),
    ],
  },
  {
    name: 'Extra Virgin Olive Oil',
    type: 'Fat',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-5817002', 512, 118, 365, 3),
      vendor('US Foods', 'USF-6015226', 512, 121.54, 365, 4),
    ],
  },
  {
    name: 'Canola Oil',
    type: 'Fat',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-9742082', 768, 68, 365, 3),
      vendor('US Foods', 'USF-2995490', 768, 71.4, 365, 4),
      vendor('Shamrock Foods', 'SHF-626242', 768, 67.32, 365, 3),
    ],
  },
  {
    name: 'Toasted Sesame Oil',
    type: 'Fat',
    unit: 'fl. oz',
    allergens: ['Sesame'],
    vendors: [
      vendor('Sysco', 'SYS-3487686', 192, 64, 365, 3),
      vendor('US Foods', 'USF-7191102', 192, 61.44, 365, 4),
    ],
  },
  {
    name: 'Coconut Milk, Unsweetened',
    type: 'Fat',
    unit: 'fl. oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-8072457', 324, 52, 730, 3),
      vendor('US Foods', 'USF-6977663', 324, 53.56, 730, 4),
    ],
  },
];
