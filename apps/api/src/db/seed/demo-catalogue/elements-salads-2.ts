import type { DemoElement } from './types.js';

/** Salads and greens. (part 2 of 3) */
export const SALAD_ELEMENTS_2: DemoElement[] = [
  {
    name: 'Greek Salad',
    tag: 'lite',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 72, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Romaine, cucumber, grape tomatoes, red onion, kalamata olives, feta, oregano',
    method:
      'Build the salad with extra cucumber and a light sprinkle of feta. Send lemon herb vinaigrette on the side.',
    items: [
      { ingredient: 'Romaine Hearts', amount: 1.5, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 0.75, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.15, unit: 'oz' },
      { ingredient: 'Kalamata Olives, Pitted', amount: 0.1, unit: 'oz' },
      { ingredient: 'Feta Cheese, Crumbled', amount: 0.15, unit: 'oz' },
    ],
  },
  {
    name: 'Kale Quinoa Salad',
    tag: 'lite',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 72, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Lacinato kale, quinoa, dried cranberries, carrot, pepitas, lemon, olive oil',
    method:
      'Massage sliced kale with lemon and a little olive oil. Toss with cooled quinoa, shredded carrot and dried cranberries and top with pepitas.',
    items: [
      { ingredient: 'Lacinato Kale', amount: 1.5, unit: 'oz' },
      { ingredient: 'Quinoa, White', amount: 0.4, unit: 'oz' },
      { ingredient: 'Dried Cranberries', amount: 0.2, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.3, unit: 'oz' },
      { ingredient: 'Pepitas, Roasted', amount: 0.15, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.08, unit: 'ea' },
    ],
  },
  {
    name: 'Asian Cabbage Salad',
    tag: 'lite',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 72, unit: 'oz' },
    allergens: ['Soybeans'],
    ingredients:
      'Green cabbage, red cabbage, carrot, edamame (soy), green onion, cilantro, rice vinegar, lime',
    method:
      'Shred the cabbages and carrot and toss with edamame, green onion and cilantro. Dress lightly with rice vinegar and lime.',
    items: [
      { ingredient: 'Green Cabbage', amount: 1, unit: 'oz' },
      { ingredient: 'Red Cabbage', amount: 0.75, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.4, unit: 'oz' },
      { ingredient: 'Edamame, Shelled, Frozen', amount: 0.4, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.05, unit: 'oz' },
      { ingredient: 'Rice Vinegar', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Arugula Lemon Salad',
    tag: 'lite',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Baby arugula, shaved parmesan, lemon, olive oil, black pepper',
    method:
      'Toss the baby arugula with lemon juice and a little olive oil just before service. Top with shaved parmesan and cracked pepper.',
    items: [
      { ingredient: 'Baby Arugula', amount: 1.5, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.15, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.08, unit: 'ea' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'House Garden Salad',
    tag: 'lite',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 72, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Spring mix, romaine, cucumber, grape tomatoes, carrot, radish',
    method:
      'Build as the standard garden salad with extra cucumber and radish and pair it with the light balsamic vinaigrette.',
    items: [
      { ingredient: 'Spring Mix', amount: 1, unit: 'oz' },
      { ingredient: 'Romaine Hearts', amount: 1, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 0.4, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 0.4, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.25, unit: 'oz' },
      { ingredient: 'Radishes', amount: 0.15, unit: 'oz' },
    ],
  },
  {
    name: 'Burrata Caprese Salad',
    tag: 'premium',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Burrata, heirloom tomatoes, basil, extra virgin olive oil, balsamic vinegar, flaky salt, black pepper',
    method:
      'Slice the heirloom tomatoes and arrange with torn burrata and basil leaves. Dress with olive oil, aged balsamic, flaky salt and cracked pepper just before service.',
    items: [
      { ingredient: 'Burrata', amount: 0.25, unit: 'ea' },
      { ingredient: 'Heirloom Tomatoes', amount: 2.5, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.05, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Balsamic Vinegar', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Roasted Beet and Goat Cheese Salad',
    tag: 'premium',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 72, unit: 'oz' },
    allergens: ['Milk', 'Tree Nuts'],
    ingredients:
      'Red beets, baby arugula, goat cheese, walnuts, orange, balsamic vinegar, olive oil',
    method:
      'Roast the beets in foil at 400°F until tender, peel and cut into wedges. Arrange over arugula with orange segments, crumbled goat cheese and toasted walnuts and drizzle with balsamic.',
    items: [
      { ingredient: 'Red Beets', amount: 1.5, unit: 'oz' },
      { ingredient: 'Baby Arugula', amount: 1, unit: 'oz' },
      { ingredient: 'Goat Cheese', amount: 0.3, unit: 'oz' },
      { ingredient: 'Walnut Pieces', amount: 0.2, unit: 'oz' },
      { ingredient: 'Navel Oranges', amount: 0.15, unit: 'ea' },
      { ingredient: 'Balsamic Vinegar', amount: 0.05, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Classic Wedge Salad',
    tag: 'premium',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Iceberg lettuce, blue cheese, bacon, grape tomatoes, red onion, green onion',
    method:
      'Cut the iceberg into wedges and top with crumbled blue cheese, crisp bacon, halved grape tomatoes, red onion and green onion. Send blue cheese dressing on the side.',
    items: [
      { ingredient: 'Iceberg Lettuce', amount: 4, unit: 'oz' },
      { ingredient: 'Blue Cheese Crumbles', amount: 0.4, unit: 'oz' },
      { ingredient: 'Bacon, Applewood Smoked', amount: 0.4, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 0.4, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Farro Kale Salad with Butternut Squash',
    tag: 'premium',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 96, unit: 'oz' },
    allergens: ['Milk', 'Tree Nuts', 'Wheat'],
    ingredients:
      'Farro (wheat), lacinato kale, butternut squash, dried cranberries, pecans, parmigiano-reggiano, lemon, olive oil',
    method:
      'Roast the diced butternut until caramelized and cool it. Toss cooked farro with sliced kale, the squash, cranberries and toasted pecans and finish with lemon, olive oil and shaved parmigiano.',
    items: [
      { ingredient: 'Farro, Pearled', amount: 0.75, unit: 'oz' },
      { ingredient: 'Lacinato Kale', amount: 1, unit: 'oz' },
      { ingredient: 'Butternut Squash, Peeled & Diced', amount: 1, unit: 'oz' },
      { ingredient: 'Dried Cranberries', amount: 0.15, unit: 'oz' },
      { ingredient: 'Pecan Pieces', amount: 0.15, unit: 'oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.15, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.08, unit: 'ea' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Heirloom Tomato and Cucumber Salad',
    tag: 'premium',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Third Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Heirloom tomatoes, English cucumber, red onion, feta, mint, red wine vinegar, olive oil, sumac',
    method:
      'Cut the heirloom tomatoes and cucumber into wedges and toss with shaved red onion, mint, red wine vinegar and olive oil. Top with feta and a dusting of sumac.',
    items: [
      { ingredient: 'Heirloom Tomatoes', amount: 2, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 1, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.15, unit: 'oz' },
      { ingredient: 'Feta Cheese, Crumbled', amount: 0.3, unit: 'oz' },
      { ingredient: 'Fresh Mint', amount: 0.02, unit: 'oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Ground Sumac', amount: 0.005, unit: 'oz' },
    ],
  },
  {
    name: 'Caesar Salad',
    tag: 'catering',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 72, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Romaine hearts, parmesan, garlic parmesan croutons (wheat, milk), lemon, black pepper',
    method:
      'Pack the chopped romaine in full pans and send the parmesan and croutons in deli containers to add on site, with the dressing on the side.',
    items: [
      { ingredient: 'Romaine Hearts', amount: 2.5, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.25, unit: 'oz' },
      { ingredient: 'Croutons, Garlic Parmesan', amount: 0.3, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.03, unit: 'ea' },
    ],
  },
];
