import type { DemoElement } from './types.js';

/** Sides and vegetable sides. (part 4 of 4) */
export const SIDE_ELEMENTS_4: DemoElement[] = [
  {
    name: 'Charred Broccolini',
    tag: 'premium',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Broccolini, olive oil, garlic, lemon, crushed red pepper, salt',
    method:
      'Blanch the broccolini for 1 minute, then char it on a hot grill or plancha with olive oil. Toss with garlic chips, lemon and chile flakes.',
    items: [
      { ingredient: 'Broccolini', amount: 4.5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.08, unit: 'ea' },
      { ingredient: 'Crushed Red Pepper', amount: 0.003, unit: 'oz' },
    ],
  },
  {
    name: 'Roasted Asparagus with Lemon and Parmesan',
    tag: 'premium',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Asparagus, olive oil, lemon, parmigiano-reggiano, black pepper, salt',
    method:
      'Roast the asparagus at 425°F with olive oil and salt for 8-10 minutes. Finish with lemon zest, shaved parmigiano and cracked pepper.',
    items: [
      { ingredient: 'Asparagus', amount: 5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.08, unit: 'ea' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.2, unit: 'oz' },
      { ingredient: 'Black Pepper, Coarse Ground', amount: 0.005, unit: 'oz' },
    ],
  },
  {
    name: 'Brussels Sprouts with Bacon and Balsamic',
    tag: 'premium',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Brussels sprouts, bacon, balsamic vinegar, shallot, olive oil, salt',
    method:
      'Render diced bacon until crisp, then roast the halved sprouts in the fat at 425°F until browned. Toss with shallot, a balsamic reduction and the bacon.',
    items: [
      { ingredient: 'Brussels Sprouts', amount: 4.5, unit: 'oz' },
      { ingredient: 'Bacon, Applewood Smoked', amount: 0.5, unit: 'oz' },
      { ingredient: 'Balsamic Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Shallots', amount: 0.1, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Honey Thyme Roasted Carrots',
    tag: 'premium',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Carrots, honey, butter, thyme, salt, black pepper',
    method:
      'Roast the carrots halved lengthwise at 425°F with butter and thyme until caramelized. Glaze with honey in the last 5 minutes.',
    items: [
      { ingredient: 'Carrots', amount: 4.5, unit: 'oz' },
      { ingredient: 'Clover Honey', amount: 0.15, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.2, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.01, unit: 'oz' },
    ],
  },
  {
    name: 'Haricots Verts Almondine',
    tag: 'premium',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    allergens: ['Milk', 'Tree Nuts'],
    ingredients: 'Green beans, butter, sliced almonds, shallot, lemon, salt',
    method:
      'Blanch the green beans and shock them. Toast sliced almonds in butter with shallot, toss with the beans until hot and finish with lemon.',
    items: [
      { ingredient: 'Green Beans, Trimmed', amount: 4.25, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.25, unit: 'oz' },
      { ingredient: 'Almonds, Sliced', amount: 0.25, unit: 'oz' },
      { ingredient: 'Shallots', amount: 0.1, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.05, unit: 'ea' },
    ],
  },
  {
    name: 'Miso Butter Mushrooms',
    tag: 'premium',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 3, perContainer: 48, unit: 'oz' },
    allergens: ['Milk', 'Soybeans'],
    ingredients:
      'Shiitake mushrooms, cremini mushrooms, white miso (soy), butter, garlic, green onion',
    method:
      'Sear the mushrooms hard in a hot pan until browned. Off the heat, toss with miso butter and garlic and finish with green onion.',
    items: [
      { ingredient: 'Shiitake Mushrooms', amount: 1.5, unit: 'oz' },
      { ingredient: 'Cremini Mushrooms', amount: 2, unit: 'oz' },
      { ingredient: 'White Miso Paste', amount: 0.15, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.3, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Roasted Seasonal Vegetables',
    tag: 'catering',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Zucchini, yellow squash, red bell pepper, red onion, carrots, olive oil, Italian seasoning, salt, black pepper',
    method:
      'Cut the vegetables into even chunks, toss with olive oil and Italian seasoning and roast at 425°F on sheet trays until browned. Combine in full pans.',
    items: [
      { ingredient: 'Zucchini', amount: 1.25, unit: 'oz' },
      { ingredient: 'Yellow Squash', amount: 1, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 0.75, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.75, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Italian Seasoning', amount: 0.01, unit: 'oz' },
    ],
  },
  {
    name: 'Grilled Vegetable Platter',
    tag: 'catering',
    elementType: 'Veg Side',
    servingTemp: 'AMBIENT',
    portion: { container: 'Sheet Tray', perPerson: 4, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Zucchini, yellow squash, eggplant, red bell pepper, portobello mushrooms, asparagus, olive oil, balsamic vinegar, basil, salt',
    method:
      'Slice the vegetables lengthwise, brush with olive oil and grill until marked and tender. Arrange on trays, drizzle with balsamic and scatter torn basil; serve at room temperature.',
    items: [
      { ingredient: 'Zucchini', amount: 1, unit: 'oz' },
      { ingredient: 'Yellow Squash', amount: 0.75, unit: 'oz' },
      { ingredient: 'Eggplant', amount: 1, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 0.75, unit: 'oz' },
      { ingredient: 'Portobello Mushroom Caps', amount: 0.75, unit: 'oz' },
      { ingredient: 'Asparagus', amount: 0.75, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Balsamic Vinegar', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Fajita Peppers and Onions',
    tag: 'catering',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 96, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Red bell pepper, green bell pepper, onion, canola oil, cumin, chili powder, lime, salt',
    method:
      'Char the peppers and onions on the flat-top in batches so they stay crisp, then hold in full pans with the pan juices.',
    items: [
      { ingredient: 'Red Bell Peppers', amount: 1.5, unit: 'oz' },
      { ingredient: 'Green Bell Peppers', amount: 1.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Ground Cumin', amount: 0.01, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.05, unit: 'ea' },
    ],
  },
  {
    name: 'Haricots Verts Almondine',
    tag: 'catering',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Tree Nuts'],
    ingredients: 'Green beans, butter, sliced almonds, shallot, lemon, salt',
    method:
      'Blanch and shock the beans ahead, then toss with the almond brown butter just before sending and hold uncovered.',
    items: [
      { ingredient: 'Green Beans, Trimmed', amount: 4.25, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.25, unit: 'oz' },
      { ingredient: 'Almonds, Sliced', amount: 0.25, unit: 'oz' },
      { ingredient: 'Shallots', amount: 0.1, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.05, unit: 'ea' },
    ],
  },
  {
    name: 'Nacho Bar with Queso',
    tag: 'catering',
    elementType: 'Side',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 96, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Tortilla chips, cheddar cheese sauce (cheddar, milk, butter, flour), pickled jalapeños',
    method:
      'Whisk cheddar into a light béchamel of butter, flour and milk to make a smooth queso and hold it warm. Serve with tortilla chips and pickled jalapeños, with pico de gallo on the side.',
    items: [
      { ingredient: 'Tortilla Chips', amount: 2, unit: 'oz' },
      { ingredient: 'Sharp Cheddar, Shredded', amount: 1, unit: 'oz' },
      { ingredient: 'Whole Milk', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Unsalted Butter', amount: 0.1, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.1, unit: 'oz' },
      { ingredient: 'Pickled Jalapeño Slices', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Green Bean Casserole',
    tag: 'catering',
    elementType: 'Veg Side',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Green beans, cremini mushrooms, heavy cream, chicken stock, butter, flour (wheat), crispy fried onions (wheat)',
    method:
      'Blanch the green beans and fold into a mushroom cream sauce made with butter, flour, stock and cream. Top with crispy fried onions and bake at 350°F for 25 minutes.',
    items: [
      { ingredient: 'Green Beans, Trimmed', amount: 4, unit: 'oz' },
      { ingredient: 'Cremini Mushrooms', amount: 1, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Unsalted Butter', amount: 0.2, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.15, unit: 'oz' },
      { ingredient: 'Crispy Fried Onions', amount: 0.3, unit: 'oz' },
    ],
  },
];
