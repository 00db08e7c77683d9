import type { DemoElement } from './types.js';

/** Rice, potatoes, grains, pasta and noodles. (part 1 of 3) */
export const STARCH_ELEMENTS_1: DemoElement[] = [
  {
    name: 'Cilantro Lime Rice',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Long grain rice, cilantro, lime, canola oil, salt',
    method:
      'Rinse the rice and cook it with oil and salt. Fold in chopped cilantro, lime zest and lime juice while hot.',
    items: [
      { ingredient: 'Long Grain White Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.15, unit: 'ea' },
      { ingredient: 'Canola Oil', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Kosher Salt', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Steamed Jasmine Rice',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Jasmine rice, water, salt',
    method:
      'Rinse the jasmine rice until the water runs clear and steam with 1¼ parts water for 20 minutes. Rest covered for 10 minutes and fluff.',
    items: [
      { ingredient: 'Jasmine Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Spanish Rice',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Long grain rice, tomato, onion, garlic, chicken stock, cumin, canola oil, cilantro, salt',
    method:
      'Toast the rice in oil until golden, add onion and garlic, then tomato blended with stock and cumin. Cover and bake at 350°F for 25 minutes and fluff with cilantro.',
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
    name: 'Garlic Mashed Potatoes',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Yukon gold potatoes, butter, heavy cream, milk, garlic, salt, white pepper',
    method:
      'Simmer peeled Yukon golds with garlic until tender, drain and steam dry. Mash with warm cream, milk and butter and season.',
    items: [
      { ingredient: 'Yukon Gold Potatoes', amount: 5.5, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Whole Milk', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Herb Roasted Red Potatoes',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 140, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Red potatoes, olive oil, rosemary, thyme, garlic, salt, black pepper',
    method:
      'Quarter the red potatoes and toss with olive oil, garlic, chopped herbs, salt and pepper. Roast at 425°F for 35 minutes, stirring once, until crisp.',
    items: [
      { ingredient: 'Red Potatoes', amount: 5.5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Fresh Rosemary', amount: 0.02, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.02, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Jeera Basmati Rice',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Basmati rice, ghee, cumin, bay leaf, salt',
    method:
      'Rinse and soak the basmati for 20 minutes. Bloom the cumin and bay leaves in ghee, add the rice and water and steam until fluffy.',
    items: [
      { ingredient: 'Basmati Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Ghee', amount: 0.2, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.01, unit: 'oz' },
      { ingredient: 'Bay Leaves', amount: 0.002, unit: 'oz' },
    ],
  },
  {
    name: 'Coconut Rice',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Jasmine rice, coconut milk, sugar, salt',
    method:
      'Rinse the jasmine rice and cook it in coconut milk and water with a pinch of sugar and salt. Rest covered for 10 minutes and fluff.',
    items: [
      { ingredient: 'Jasmine Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Coconut Milk, Unsweetened', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Granulated Sugar', amount: 0.05, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Vegetable Fried Rice',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    allergens: ['Eggs', 'Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Jasmine rice, egg, peas, carrot, green onion, soy sauce (wheat, soy), sesame oil, garlic, canola oil',
    method:
      'Stir-fry day-old jasmine rice in a very hot wok with oil and garlic. Push it aside to scramble the egg, add peas and carrots, season with soy sauce and sesame oil and finish with green onion.',
    items: [
      { ingredient: 'Jasmine Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.3, unit: 'ea' },
      { ingredient: 'Green Peas, Frozen', amount: 0.75, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.5, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Yakisoba Noodles',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 140, unit: 'oz' },
    allergens: ['Eggs', 'Fish', 'Wheat', 'Soybeans'],
    ingredients:
      'Wheat noodles (egg), cabbage, carrot, onion, Worcestershire sauce (anchovy), soy sauce (soy), ketchup, oyster sauce, sugar',
    method:
      'Blanch the noodles and stir-fry with cabbage, carrot and onion over high heat. Toss with a yakisoba sauce of Worcestershire, soy sauce, ketchup, oyster sauce and sugar.',
    items: [
      { ingredient: 'Lo Mein Noodles', amount: 3, unit: 'oz' },
      { ingredient: 'Green Cabbage', amount: 1, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Worcestershire Sauce', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Soy Sauce', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Ketchup', amount: 0.2, unit: 'oz' },
      { ingredient: 'Oyster Sauce', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Baked Mac and Cheese',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 160, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Elbow macaroni (wheat), sharp cheddar, milk, butter, flour, Dijon mustard, panko bread crumbs, smoked paprika, salt',
    method:
      'Make a béchamel with butter, flour and milk, melt in the cheddar and season with mustard and paprika. Fold in al dente macaroni, top with buttered panko and bake at 375°F until golden.',
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
    name: 'Lemon Herb Orzo',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 140, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients: 'Orzo (wheat), chicken stock, lemon, parsley, garlic, olive oil, parmesan',
    method:
      'Toast the orzo in olive oil with garlic, then cook it in stock like pasta until al dente and drain. Toss with lemon zest and juice, parsley and parmesan.',
    items: [
      { ingredient: 'Orzo', amount: 2, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.2, unit: 'oz' },
    ],
  },
  {
    name: 'Roasted Sweet Potatoes',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 140, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Sweet potatoes, olive oil, smoked paprika, cinnamon, salt, black pepper',
    method:
      'Cube the sweet potatoes, toss with olive oil, smoked paprika, a pinch of cinnamon and salt and roast at 425°F for 30 minutes until caramelized.',
    items: [
      { ingredient: 'Sweet Potatoes', amount: 6, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'Ground Cinnamon', amount: 0.005, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.03, unit: 'oz' },
    ],
  },
];
