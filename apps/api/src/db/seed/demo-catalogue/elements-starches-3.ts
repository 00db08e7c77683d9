import type { DemoElement } from './types.js';

/** Rice, potatoes, grains, pasta and noodles. (part 3 of 3) */
export const STARCH_ELEMENTS_3: DemoElement[] = [
  {
    name: 'Crispy Smashed Fingerling Potatoes',
    tag: 'premium',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Fingerling potatoes, olive oil, garlic, rosemary, flaky salt, parmigiano-reggiano',
    method:
      'Boil the fingerlings until tender, smash them flat on oiled sheet trays and roast at 450°F until crisp. Toss with garlic-rosemary oil and a shower of parmigiano.',
    items: [
      { ingredient: 'Fingerling Potatoes', amount: 5.5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Rosemary', amount: 0.02, unit: 'oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.2, unit: 'oz' },
    ],
  },
  {
    name: 'Potato Gratin',
    tag: 'premium',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Yukon gold potatoes, heavy cream, milk, garlic, thyme, parmigiano-reggiano, butter, salt',
    method:
      'Slice the Yukon golds thin on a mandoline and layer in a buttered pan with cream and milk infused with garlic and thyme, and parmigiano. Bake covered at 350°F for an hour, then uncovered until golden, and rest before cutting.',
    items: [
      { ingredient: 'Yukon Gold Potatoes', amount: 5, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Whole Milk', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.01, unit: 'oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.3, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Pearl Couscous with Pine Nuts',
    tag: 'premium',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    allergens: ['Tree Nuts', 'Wheat'],
    ingredients:
      'Pearl couscous (wheat), chicken stock, pine nuts, parsley, mint, dried cranberries, lemon, olive oil',
    method:
      'Toast the pearl couscous in olive oil and simmer in stock for 10 minutes. Fold in toasted pine nuts, herbs, lemon and dried cranberries.',
    items: [
      { ingredient: 'Pearl Couscous', amount: 1.75, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 2.5, unit: 'fl. oz' },
      { ingredient: 'Pine Nuts', amount: 0.2, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Mint', amount: 0.02, unit: 'oz' },
      { ingredient: 'Dried Cranberries', amount: 0.25, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
    ],
  },
  {
    name: 'Toasted Coconut Jasmine Rice',
    tag: 'premium',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Jasmine rice, coconut milk, toasted coconut, lime, green onion, salt',
    method:
      'Cook the jasmine rice in coconut milk and water with salt. Fold in toasted coconut flakes, lime zest and green onion.',
    items: [
      { ingredient: 'Jasmine Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Coconut Milk, Unsweetened', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Unsweetened Coconut Flakes', amount: 0.15, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.1, unit: 'ea' },
      { ingredient: 'Green Onions', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Brown Butter Yukon Gold Mash',
    tag: 'premium',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Yukon gold potatoes, butter, heavy cream, green onion, salt',
    method:
      'Rice the boiled Yukon golds and beat in brown butter and warm cream until silky. Season and fold in sliced green onion.',
    items: [
      { ingredient: 'Yukon Gold Potatoes', amount: 5.5, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.75, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Green Onions', amount: 0.05, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Baked Mac and Cheese',
    tag: 'catering',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 160, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Elbow macaroni (wheat), sharp cheddar, milk, butter, flour, Dijon mustard, panko bread crumbs, smoked paprika, salt',
    method:
      'Bake in full pans topped with buttered panko at 375°F until golden and bubbling, about 30 minutes. Hold covered at 150°F.',
    items: [
      { ingredient: 'Elbow Macaroni', amount: 2, unit: 'oz' },
      { ingredient: 'Sharp Cheddar, Shredded', amount: 2, unit: 'oz' },
      { ingredient: 'Whole Milk', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Unsalted Butter', amount: 0.3, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.2, unit: 'oz' },
      { ingredient: 'Panko Bread Crumbs', amount: 0.2, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Cilantro Lime Rice',
    tag: 'catering',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Long grain rice, cilantro, lime, canola oil, salt',
    method:
      'Cook the rice in full hotel pans in the combi oven, fold in cilantro, lime zest and juice while hot and hold covered.',
    items: [
      { ingredient: 'Long Grain White Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.15, unit: 'ea' },
      { ingredient: 'Canola Oil', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Kosher Salt', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Garlic Mashed Potatoes',
    tag: 'catering',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Yukon gold potatoes, butter, heavy cream, milk, garlic, salt, white pepper',
    method:
      'Mash the potatoes with warm cream, milk, butter and garlic, pan in full pans and hold covered at 150°F, stirring in warm milk if they tighten.',
    items: [
      { ingredient: 'Yukon Gold Potatoes', amount: 5.5, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Whole Milk', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Spanish Rice',
    tag: 'catering',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Long grain rice, tomato, onion, garlic, chicken stock, cumin, canola oil, cilantro, salt',
    method:
      'Bake the tomato rice covered in full pans at 350°F for 30 minutes and fluff with cilantro before sending.',
    items: [
      { ingredient: 'Long Grain White Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 1, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Ground Cumin', amount: 0.01, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Herb Roasted Red Potatoes',
    tag: 'catering',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 140, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Red potatoes, olive oil, rosemary, thyme, garlic, salt, black pepper',
    method:
      'Roast the quartered potatoes on sheet trays at 425°F until crisp, then move them to full pans and hold uncovered so they stay crisp.',
    items: [
      { ingredient: 'Red Potatoes', amount: 5.5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Fresh Rosemary', amount: 0.02, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.02, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Steamed Jasmine Rice',
    tag: 'catering',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Jasmine rice, water, salt',
    method:
      'Steam the rinsed jasmine rice in perforated pans in the combi oven for 25 minutes, rest and fluff.',
    items: [
      { ingredient: 'Jasmine Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Cheesy Potato Casserole',
    tag: 'catering',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 140, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Russet potatoes, sharp cheddar, sour cream, butter, milk, onion, panko bread crumbs (wheat), salt',
    method:
      'Parboil diced russets, then fold with sour cream, cheddar, melted butter, milk and onion. Top with buttered panko and bake at 350°F for 45 minutes until bubbly.',
    items: [
      { ingredient: 'Russet Potatoes', amount: 5, unit: 'oz' },
      { ingredient: 'Sharp Cheddar, Shredded', amount: 1, unit: 'oz' },
      { ingredient: 'Sour Cream', amount: 1, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.3, unit: 'oz' },
      { ingredient: 'Whole Milk', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.3, unit: 'oz' },
      { ingredient: 'Panko Bread Crumbs', amount: 0.15, unit: 'oz' },
    ],
  },
  {
    name: 'Kimchi Fried Rice',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    allergens: ['Eggs', 'Fish', 'Crustacean Shellfish', 'Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Jasmine rice, kimchi (fish sauce, shrimp), egg, gochujang (wheat, soy), sesame oil, green onion, sesame seeds, canola oil',
    method:
      'Stir-fry chopped kimchi in oil until it caramelizes, then add day-old rice with gochujang and a splash of kimchi juice and toss until hot. Finish with sesame oil, green onion and sesame seeds and top with a fried egg at service.',
    items: [
      { ingredient: 'Jasmine Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Kimchi', amount: 1, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.5, unit: 'ea' },
      { ingredient: 'Gochujang', amount: 0.15, unit: 'oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Green Onions', amount: 0.05, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.02, unit: 'oz' },
    ],
  },
];
