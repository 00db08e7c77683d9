import type { IngredientType, ProteinType } from '@catering/domain';
import { commaList } from './comma-list.js';

/** What generated ingredients are made of: bought foods by type, with their allergens. */

export interface IngredientBase {
  name: string;
  type: IngredientType;
  proteinType?: ProteinType;
  /** The portion unit abbreviation it is costed in. */
  unit: string;
  allergens: string[];
}

const bases = (
  type: IngredientType,
  unit: string,
  list: [string, string[]?, ProteinType?][],
): IngredientBase[] =>
  list.map(([name, allergens = [], proteinType]) => ({ name, type, unit, allergens, proteinType }));

export const INGREDIENT_BASES: IngredientBase[] = [
  ...bases('Protein', 'oz', [
    ['Chicken Thigh', [], 'Poultry'],
    ['Chicken Breast', [], 'Poultry'],
    ['Turkey Breast', [], 'Poultry'],
    ['Beef Chuck', [], 'Red Meat'],
    ['Beef Flank', [], 'Red Meat'],
    ['Pork Shoulder', [], 'Red Meat'],
    ['Lamb Leg', [], 'Red Meat'],
    ['Salmon Fillet', ['Fish'], 'Seafood'],
    ['Cod Fillet', ['Fish'], 'Seafood'],
    ['Shrimp', ['Crustacean Shellfish'], 'Seafood'],
    ['Eggs', ['Eggs'], 'Egg'],
    ['Tofu', ['Soybeans'], 'Bean'],
    ['Black Beans', [], 'Bean'],
    ['Chickpeas', [], 'Bean'],
    ['Almonds', ['Tree Nuts'], 'Nut'],
    ['Peanuts', ['Peanuts'], 'Nut'],
    ['Paneer', ['Milk'], 'Dairy'],
  ]),
  ...bases(
    'Dairy',
    'oz',
    commaList(
      'Whole Milk, Heavy Cream, Cheddar, Parmesan, Feta, Greek Yogurt, Butter, Sour Cream, Mozzarella, Cotija',
    ).map((name) => [name, ['Milk']]),
  ),
  ...bases('Grain', 'oz', [
    ['Wheat Flour', ['Wheat']],
    ['Jasmine Rice'],
    ['Brown Rice'],
    ['Quinoa'],
    ['Rolled Oats'],
    ['Farro', ['Wheat']],
    ['Couscous', ['Wheat']],
    ['Panko', ['Wheat']],
    ['Cornmeal'],
    ['Penne Pasta', ['Wheat']],
    ['Flour Tortillas', ['Wheat']],
  ]),
  ...bases(
    'Starch',
    'oz',
    commaList('Russet Potatoes, Sweet Potatoes, Yukon Potatoes, Plantains, Cassava').map((n) => [
      n,
    ]),
  ),
  ...bases(
    'Vegetable',
    'oz',
    commaList(`Onions, Carrots, Celery, Bell Peppers, Broccoli, Cauliflower, Zucchini, Spinach,
      Kale, Tomatoes, Cucumbers, Mushrooms, Garlic, Ginger, Cabbage, Green Beans,
      Brussels Sprouts, Eggplant, Romaine, Jalapeños`).map((n) => [n]),
  ),
  ...bases(
    'Fruit',
    'ea',
    commaList(
      'Lemons, Limes, Oranges, Apples, Pineapple, Mango, Strawberries, Blueberries, Grapes, Peaches',
    ).map((n) => [n]),
  ),
  ...bases('Fat', 'fl. oz', [
    ['Olive Oil'],
    ['Canola Oil'],
    ['Sesame Oil', ['Sesame']],
    ['Coconut Oil'],
    ['Avocado Oil'],
    ['Ghee', ['Milk']],
  ]),
  ...bases('Seasoning/Spice', 'oz', [
    ...commaList(`Cumin, Smoked Paprika, Black Pepper, Kosher Salt, Oregano, Chili Powder,
      Turmeric, Cinnamon, Garam Masala, Thyme, Rosemary`).map((n): [string] => [n]),
    ['Sesame Seeds', ['Sesame']],
  ]),
  ...bases('Other', 'fl. oz', [
    ['Soy Sauce', ['Soybeans', 'Wheat']],
    ['Fish Sauce', ['Fish']],
    ['Honey'],
    ['Maple Syrup'],
    ['Rice Vinegar'],
    ['Dijon Mustard'],
    ['Tahini', ['Sesame']],
    ['Miso', ['Soybeans']],
    ['Vegetable Stock'],
    ['Chicken Stock'],
    ['Mayonnaise', ['Eggs']],
  ]),
];

export const INGREDIENT_QUALIFIERS = commaList(`Organic, Local, Frozen, Fresh, Diced, Sliced,
  Whole, Chopped, Premium, Select, Grade A, Shredded, IQF, Bulk, Value, Natural, Imported,
  Family Farm, Heirloom, Baby`);
export const INGREDIENT_PACKS = ['', '', 'Case', '5 lb', '10 lb', '25 lb', '#10 Can', '1 gal'];
