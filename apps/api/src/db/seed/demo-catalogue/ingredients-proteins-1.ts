import { type DemoIngredient, vendor } from './types.js';

/** Poultry, meat and seafood, bought by weight and costed per ounce. (part 1 of 2) */
export const PROTEIN_INGREDIENTS_1: DemoIngredient[] = [
  {
    name: 'Chicken Thigh, Boneless Skinless',
    type: 'Protein',
    proteinType: 'Poultry',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-4203998', 640, 118.4, 6, 2),
      vendor('US Foods', 'USF-6481222', 640, 121.95, 6, 3),
      vendor('Shamrock Foods', 'SHF-444718', 640, 124.32, 6, 2),
    ],
  },
  {
    name: 'Chicken Breast, Boneless Skinless',
    type: 'Protein',
    proteinType: 'Poultry',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-3581057', 640, 134, 6, 2),
      vendor('US Foods', 'USF-3684551', 640, 132.66, 6, 3),
    ],
  },
  {
    name: 'Chicken Wings, Jumbo Split',
    type: 'Protein',
    proteinType: 'Poultry',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-1655352', 640, 142, 5, 2),
      vendor('US Foods', 'USF-8171992', 640, 143.42, 5, 3),
    ],
  },
  {
    name: 'Ground Turkey 93/7',
    type: 'Protein',
    proteinType: 'Poultry',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-8536545', 320, 96, 5, 2),
      vendor('US Foods', 'USF-2454119', 320, 99.84, 5, 3),
    ],
  },
  {
    name: 'Turkey Breast, Oven Roasted, Sliced',
    type: 'Protein',
    proteinType: 'Poultry',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7602871', 192, 84.5, 21, 2),
      vendor('US Foods', 'USF-3761973', 192, 87.88, 21, 3),
    ],
  },
  {
    name: 'Ground Beef 80/20',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Shamrock Foods', 'SHF-275492', 640, 224, 4, 2),
      vendor('Sysco', 'SYS-6515428', 640, 239.68, 4, 2),
      vendor('US Foods', 'USF-5620652', 640, 228.48, 4, 3),
    ],
  },
  {
    name: 'Beef Flank Steak',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6111892', 256, 179, 6, 2),
      vendor('US Foods', 'USF-7911356', 256, 184.37, 6, 3),
    ],
  },
  {
    name: 'Beef Outside Skirt Steak',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-9549462', 160, 139, 6, 2),
      vendor('Shamrock Foods', 'SHF-580022', 160, 137.61, 6, 2),
    ],
  },
  {
    name: 'Beef Chuck Roll',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6439049', 640, 228, 7, 2),
      vendor('US Foods', 'USF-7649215', 640, 241.68, 7, 3),
    ],
  },
  {
    name: 'Beef Tri-Tip',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Shamrock Foods', 'SHF-271059', 256, 124, 7, 2),
      vendor('Sysco', 'SYS-6176665', 256, 120.28, 7, 2),
    ],
  },
  {
    name: 'Beef Tenderloin, PSMO',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-8046723', 208, 186, 7, 2),
      vendor('US Foods', 'USF-9073225', 208, 193.44, 7, 3),
    ],
  },
  {
    name: 'Beef Short Rib, Boneless',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-8766956', 160, 138, 6, 2),
      vendor('US Foods', 'USF-6935556', 160, 132.48, 6, 3),
    ],
  },
  {
    name: 'Beef Top Sirloin Cap (Picanha)',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Shamrock Foods', 'SHF-371108', 160, 119, 6, 2),
      vendor('Sysco', 'SYS-2716580', 160, 123.76, 6, 2),
    ],
  },
  {
    name: 'Beef Brisket, Whole Packer',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-5993807', 480, 165, 10, 2),
      vendor('US Foods', 'USF-4461373', 480, 165, 10, 3),
      vendor('Shamrock Foods', 'SHF-399529', 480, 173.25, 10, 2),
    ],
  },
  {
    name: 'Pork Shoulder, Boneless',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-7626989', 288, 74, 7, 2),
      vendor('US Foods', 'USF-1870267', 288, 79.18, 7, 3),
    ],
  },
  {
    name: 'Pork Tenderloin',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [
      vendor('Sysco', 'SYS-6517570', 240, 86, 7, 2),
      vendor('US Foods', 'USF-9058146', 240, 91.16, 7, 3),
    ],
  },
  {
    name: 'Pork Belly, Skin-Off',
    type: 'Protein',
    proteinType: 'Red Meat',
    unit: 'oz',
    noAllergens: true,
    vendors: [vendor('Sysco', 'SYS-8483661', 160, 64, 7, 2)],
  },
];
