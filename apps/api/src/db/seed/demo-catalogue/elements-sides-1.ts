import type { DemoElement } from './types.js';

/** Sides and vegetable sides. (part 1 of 4) */
export const SIDE_ELEMENTS_1: DemoElement[] = [
  {
    name: 'Seasoned Black Beans',
    tag: 'standard',
    elementType: 'Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Black beans, onion, garlic, cumin, oregano, bay leaf, salt',
    method:
      'Sweat onion and garlic, add the black beans with their liquid, cumin, oregano and bay and simmer 20 minutes, mashing a few beans to thicken.',
    items: [
      { ingredient: 'Black Beans, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.01, unit: 'oz' },
      { ingredient: 'Dried Oregano', amount: 0.005, unit: 'oz' },
    ],
  },
  {
    name: 'Refried Pinto Beans',
    tag: 'standard',
    elementType: 'Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Pinto beans, onion, garlic, canola oil, cumin, salt, queso fresco',
    method:
      'Fry onion and garlic in oil, add the pinto beans with some of their liquid and mash smooth over low heat. Season with cumin and top with crumbled queso fresco.',
    items: [
      { ingredient: 'Pinto Beans, Canned', amount: 4.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.4, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Ground Cumin', amount: 0.01, unit: 'oz' },
      { ingredient: 'Queso Fresco', amount: 0.25, unit: 'oz' },
    ],
  },
  {
    name: 'Classic Coleslaw',
    tag: 'standard',
    elementType: 'Side',
    servingTemp: 'COLD',
    portion: { container: 'Third Pan', perPerson: 3, perContainer: 48, unit: 'oz' },
    allergens: ['Eggs'],
    ingredients:
      'Green cabbage, red cabbage, carrot, mayonnaise (egg), cider vinegar, sugar, salt, black pepper',
    method:
      'Shred the cabbages and carrot and toss with a dressing of mayonnaise, cider vinegar, sugar, salt and pepper. Chill for an hour before serving.',
    items: [
      { ingredient: 'Green Cabbage', amount: 2, unit: 'oz' },
      { ingredient: 'Red Cabbage', amount: 0.75, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.5, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Apple Cider Vinegar', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Granulated Sugar', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Street Corn Esquites',
    tag: 'standard',
    elementType: 'Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    allergens: ['Milk', 'Eggs'],
    ingredients:
      'Corn, mayonnaise (egg), lime, cotija cheese, chili powder, cilantro, jalapeño, butter',
    method:
      'Char the corn in a dry cast-iron pan until blackened in spots and add a little butter and jalapeño. Toss with mayonnaise, lime juice, cotija, chili powder and cilantro.',
    items: [
      { ingredient: 'Corn Kernels, Frozen', amount: 4, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.4, unit: 'fl. oz' },
      { ingredient: 'Limes', amount: 0.1, unit: 'ea' },
      { ingredient: 'Cotija Cheese', amount: 0.4, unit: 'oz' },
      { ingredient: 'Chili Powder', amount: 0.01, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.15, unit: 'oz' },
    ],
  },
  {
    name: 'Classic Potato Salad',
    tag: 'standard',
    elementType: 'Side',
    servingTemp: 'COLD',
    portion: { container: 'Third Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    allergens: ['Eggs'],
    ingredients:
      'Red potatoes, mayonnaise (egg), Dijon mustard, celery, red onion, dill pickles, egg, dill, salt, black pepper',
    method:
      'Boil diced red potatoes until just tender and cool. Fold with mayonnaise, Dijon, celery, red onion, chopped pickles, chopped hard-boiled egg and dill.',
    items: [
      { ingredient: 'Red Potatoes', amount: 4, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Dijon Mustard', amount: 0.1, unit: 'oz' },
      { ingredient: 'Celery', amount: 0.4, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.25, unit: 'oz' },
      { ingredient: 'Dill Pickle Chips', amount: 0.3, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.25, unit: 'ea' },
      { ingredient: 'Fresh Dill', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Smashed Cucumber Salad',
    tag: 'standard',
    elementType: 'Side',
    servingTemp: 'COLD',
    portion: { container: 'Third Pan', perPerson: 3, perContainer: 48, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'English cucumbers, rice vinegar, soy sauce (wheat, soy), sesame oil, garlic, crushed red pepper, sugar, sesame seeds',
    method:
      'Smash and cut the cucumbers, salt them and drain for 20 minutes. Toss with rice vinegar, soy sauce, sesame oil, garlic, chile flakes and sugar and top with sesame seeds.',
    items: [
      { ingredient: 'English Cucumbers', amount: 4, unit: 'oz' },
      { ingredient: 'Rice Vinegar', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Soy Sauce', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.03, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Charro Beans',
    tag: 'standard',
    elementType: 'Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Pinto beans, bacon, onion, jalapeño, tomato, garlic, cumin, chicken stock, cilantro',
    method:
      'Render diced bacon, sweat onion, jalapeño and garlic, then add the pinto beans, diced tomato, cumin and stock. Simmer 30 minutes and finish with cilantro.',
    items: [
      { ingredient: 'Pinto Beans, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Bacon, Applewood Smoked', amount: 0.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.4, unit: 'oz' },
      { ingredient: 'Jalapeño Peppers', amount: 0.1, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 0.75, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Black Bean and Corn Salad',
    tag: 'lite',
    elementType: 'Side',
    servingTemp: 'COLD',
    portion: { container: 'Third Pan', perPerson: 3, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Black beans, corn, red bell pepper, red onion, cilantro, lime, cumin, olive oil, salt',
    method:
      'Rinse the black beans and toss with thawed corn, diced pepper and red onion. Dress with lime, cumin, a little olive oil and cilantro.',
    items: [
      { ingredient: 'Black Beans, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Corn Kernels, Frozen', amount: 1, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.25, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.15, unit: 'ea' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Cucumber Tomato Salad',
    tag: 'lite',
    elementType: 'Side',
    servingTemp: 'COLD',
    portion: { container: 'Third Pan', perPerson: 3, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'English cucumbers, grape tomatoes, red onion, red wine vinegar, dill, olive oil, salt',
    method:
      'Cut the cucumbers and grape tomatoes and toss with thinly sliced red onion, red wine vinegar, dill and a little olive oil. Chill before serving.',
    items: [
      { ingredient: 'English Cucumbers', amount: 2, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 1.5, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.25, unit: 'oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Fresh Dill', amount: 0.02, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Sea Salt Edamame',
    tag: 'lite',
    elementType: 'Side',
    servingTemp: 'HOT',
    portion: { container: 'Third Pan', perPerson: 3, perContainer: 48, unit: 'oz' },
    allergens: ['Soybeans'],
    ingredients: 'Edamame (soy), salt, lime',
    method:
      'Steam the shelled edamame for 4 minutes and toss with flaky salt and a squeeze of lime.',
    items: [
      { ingredient: 'Edamame, Shelled, Frozen', amount: 3.25, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.02, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.05, unit: 'ea' },
    ],
  },
  {
    name: 'Tuscan White Bean Ragout',
    tag: 'premium',
    elementType: 'Side',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 64, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Cannellini beans, garlic, rosemary, tomato, olive oil, vegetable stock, parmigiano-reggiano, lemon',
    method:
      'Gently cook garlic and rosemary in olive oil, add the cannellini beans, diced tomato and stock and simmer 15 minutes. Finish with lemon, more olive oil and shaved parmigiano.',
    items: [
      { ingredient: 'Cannellini Beans, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Rosemary', amount: 0.01, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 0.75, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.15, unit: 'oz' },
    ],
  },
];
