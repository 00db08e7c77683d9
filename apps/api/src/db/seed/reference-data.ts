/**
 * The product's fixed vocabularies: every operator starts with these, demo data or not.
 * Names are the spec's where it gives them.
 */
export const SERVICE_LINES = [
  'Breakfast',
  'Lunch',
  'Dinner',
  'Snack',
  'Happy Hour',
  'Dessert',
  'Special',
];

/** Which eaters each element type feeds (DESIGN.md 5); core types lead the modifiers tab. */
export const ELEMENT_TYPES: { name: string; feeds: 'protein' | 'veg' | 'all'; isCore: boolean }[] =
  [
    { name: 'Protein', feeds: 'protein', isCore: true },
    { name: 'Alt Protein', feeds: 'protein', isCore: true },
    { name: 'Veg Entree', feeds: 'veg', isCore: true },
    { name: 'Starch', feeds: 'all', isCore: true },
    { name: 'Side', feeds: 'all', isCore: true },
    { name: 'Salad', feeds: 'all', isCore: true },
    { name: 'Veg Side', feeds: 'all', isCore: false },
    { name: 'Bread', feeds: 'all', isCore: false },
    { name: 'Salad Dressing', feeds: 'all', isCore: false },
    { name: 'Topping', feeds: 'all', isCore: false },
    { name: 'Sauce', feeds: 'all', isCore: false },
    { name: 'Garnish', feeds: 'all', isCore: false },
    { name: 'Fruit', feeds: 'all', isCore: false },
    { name: 'Dessert', feeds: 'all', isCore: false },
    { name: 'Greens', feeds: 'all', isCore: false },
    { name: 'Soup', feeds: 'all', isCore: false },
    { name: 'Sandwich', feeds: 'all', isCore: false },
  ];

/** The nine major food allergens of US law (FALCPA and the FASTER Act). */
export const ALLERGENS = [
  'Milk',
  'Eggs',
  'Fish',
  'Crustacean Shellfish',
  'Tree Nuts',
  'Peanuts',
  'Wheat',
  'Soybeans',
  'Sesame',
];

export const CUISINE_TYPES = [
  'American',
  'Asian Fusion',
  'BBQ',
  'Brazilian',
  'Cajun/Creole',
  'Caribbean',
  'Chinese',
  'Cuban',
  'Ethiopian',
  'Filipino',
  'French',
  'German',
  'Greek',
  'Hawaiian',
  'Indian',
  'Italian',
  'Japanese',
  'Korean',
  'Mediterranean',
  'Mexican',
  'Middle Eastern',
  'Peruvian',
  'Southern',
  'Spanish',
  'Tex Mex',
  'Thai',
  'Vietnamese',
  'Other',
];

export const CONTAINER_TYPES = [
  { name: 'Full Pan', allowsHalf: true },
  { name: 'Half Pan', allowsHalf: false },
  { name: 'Third Pan', allowsHalf: false },
  { name: 'Quarter Pan', allowsHalf: false },
  { name: '32oz Deli', allowsHalf: true },
  { name: '16oz Deli', allowsHalf: false },
  { name: '8oz Deli', allowsHalf: false },
  { name: '2oz Ramekin', allowsHalf: false },
  { name: 'Sheet Tray', allowsHalf: false },
  { name: 'Cambro', allowsHalf: false },
];

export const PORTION_UNITS = [
  { name: 'Ounce', abbreviation: 'oz' },
  { name: 'Fluid Ounce', abbreviation: 'fl. oz' },
  { name: 'Pound', abbreviation: 'lb' },
  { name: 'Quart', abbreviation: 'qt' },
  { name: 'Each', abbreviation: 'ea' },
  { name: 'Piece', abbreviation: 'pc' },
  { name: 'Slice', abbreviation: 'slice' },
  { name: 'Cup', abbreviation: 'cup' },
  { name: 'Tablespoon', abbreviation: 'tbsp' },
  { name: 'Gram', abbreviation: 'g' },
];

export const SERVING_UTENSILS = [
  'Tongs',
  'Salad Tongs',
  '2oz Ladle',
  '4oz Ladle',
  '8oz Ladle',
  'Slotted Spoon',
  'Solid Spoon',
  'Spoodle',
  'Spatula',
  'Pie Server',
];

export const SERVING_VESSELS = [
  'Chafing Dish',
  'Full Hotel Pan',
  'Half Hotel Pan',
  'Round Bowl',
  'Square Platter',
  'Cold Well',
  'Soup Kettle',
  'Wooden Board',
];

/** Service types the defaults name: schedule entries Sifted 1.0, new events Sifted 2.0. */
export const SERVICE_TYPES = ['Sifted 1.0', 'Sifted 2.0'];

/** Greens Bar: Entry Level items from slot 0, Basic from 9, Elevated from 12. */
export const ADD_ON_TYPES: { name: string; slots: string[] }[] = [
  { name: 'Soup', slots: ['Soup', 'Soup Topping'] },
  {
    name: 'Greens Bar',
    slots: [
      'Base Greens',
      'Second Greens',
      'Vegetable 1',
      'Vegetable 2',
      'Vegetable 3',
      'Vegetable 4',
      'Crunch',
      'Cheese',
      'House Dressing',
      'Second Dressing',
      'Grain',
      'Legume',
      'Premium Protein',
      'Premium Cheese',
      'Premium Topping',
    ],
  },
];

/** The spec's default market; every operator has at least this one. */
export const DEFAULT_MARKETS = [{ name: 'Phoenix', timeZone: 'America/Phoenix' }];

/** Tags (menu element classes): the variants a menu or element comes in. */
export const MENU_ELEMENT_CLASSES = ['standard', 'lite', 'premium', 'catering'];
