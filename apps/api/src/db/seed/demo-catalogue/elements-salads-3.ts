import type { DemoElement } from './types.js';

/** Salads and greens. (part 3 of 3) */
export const SALAD_ELEMENTS_3: DemoElement[] = [
  {
    name: 'Greek Salad',
    tag: 'catering',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 72, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Romaine, cucumber, grape tomatoes, red onion, kalamata olives, feta, oregano',
    method:
      'Pack the salad undressed in full pans with the feta on top and send the red wine vinaigrette in deli containers.',
    items: [
      { ingredient: 'Romaine Hearts', amount: 1.5, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.15, unit: 'oz' },
      { ingredient: 'Kalamata Olives, Pitted', amount: 0.2, unit: 'oz' },
      { ingredient: 'Feta Cheese, Crumbled', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Mixed Greens Salad',
    tag: 'catering',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Spring mix, cucumber, grape tomatoes, carrot, red onion',
    method:
      'Toss the spring mix with cucumber, tomatoes, shaved carrot and red onion just before packing. Send two dressings on the side.',
    items: [
      { ingredient: 'Spring Mix', amount: 1.5, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 0.3, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 0.3, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.2, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Italian Pasta Salad',
    tag: 'catering',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Penne (wheat), salami, fresh mozzarella, grape tomatoes, kalamata olives, roasted red peppers, red wine vinegar, olive oil, oregano',
    method:
      'Cook the penne, rinse it cold and toss with salami, fresh mozzarella, tomatoes, olives and roasted peppers. Dress with red wine vinegar, olive oil and oregano and chill.',
    items: [
      { ingredient: 'Penne Rigate', amount: 1.5, unit: 'oz' },
      { ingredient: 'Genoa Salami, Sliced', amount: 0.4, unit: 'oz' },
      { ingredient: 'Fresh Mozzarella Pearls', amount: 0.5, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 0.4, unit: 'oz' },
      { ingredient: 'Kalamata Olives, Pitted', amount: 0.2, unit: 'oz' },
      { ingredient: 'Roasted Red Peppers', amount: 0.3, unit: 'oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Southwest Chopped Salad',
    tag: 'catering',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 72, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Romaine, black beans, corn, grape tomatoes, Mexican blend cheese, tortilla strips (corn), cilantro',
    method:
      'Pack the chopped salad in full pans with the cheese on top and send the tortilla strips and chipotle ranch separately so they stay crisp.',
    items: [
      { ingredient: 'Romaine Hearts', amount: 1.5, unit: 'oz' },
      { ingredient: 'Black Beans, Canned', amount: 0.5, unit: 'oz' },
      { ingredient: 'Corn Kernels, Frozen', amount: 0.4, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 0.3, unit: 'oz' },
      { ingredient: 'Mexican Blend Cheese, Shredded', amount: 0.25, unit: 'oz' },
      { ingredient: 'Tortilla Chips', amount: 0.2, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Romaine and Spring Mix Blend',
    tag: 'standard',
    elementType: 'Greens',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Romaine hearts, spring mix',
    method:
      'Chop the romaine into bite-size pieces, wash and spin dry and toss with spring mix. Keep chilled under damp towels until service.',
    items: [
      { ingredient: 'Romaine Hearts', amount: 1, unit: 'oz' },
      { ingredient: 'Spring Mix', amount: 1, unit: 'oz' },
    ],
  },
  {
    name: 'Power Greens Blend',
    tag: 'standard',
    elementType: 'Greens',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Baby spinach, lacinato kale, baby arugula',
    method:
      'Thinly slice the kale and toss with baby spinach and arugula. Keep chilled and covered.',
    items: [
      { ingredient: 'Baby Spinach', amount: 0.75, unit: 'oz' },
      { ingredient: 'Lacinato Kale', amount: 0.75, unit: 'oz' },
      { ingredient: 'Baby Arugula', amount: 0.5, unit: 'oz' },
    ],
  },
  {
    name: 'Crunchy Cabbage and Kale Blend',
    tag: 'standard',
    elementType: 'Greens',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Lacinato kale, green cabbage, red cabbage, carrot',
    method:
      'Finely shred the kale, cabbages and carrot and toss together. It holds crisp on the greens bar through service.',
    items: [
      { ingredient: 'Lacinato Kale', amount: 0.75, unit: 'oz' },
      { ingredient: 'Green Cabbage', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Cabbage', amount: 0.5, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.25, unit: 'oz' },
    ],
  },
  {
    name: 'Spinach and Arugula Blend',
    tag: 'lite',
    elementType: 'Greens',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Baby spinach, baby arugula',
    method: 'Toss the baby spinach and arugula together. Keep chilled under damp towels.',
    items: [
      { ingredient: 'Baby Spinach', amount: 1, unit: 'oz' },
      { ingredient: 'Baby Arugula', amount: 1, unit: 'oz' },
    ],
  },
  {
    name: 'Baby Greens and Herbs',
    tag: 'premium',
    elementType: 'Greens',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Spring mix, baby arugula, basil, mint, parsley',
    method:
      'Toss the spring mix and arugula with whole leaves of basil, mint and parsley. Keep chilled and dress only at service.',
    items: [
      { ingredient: 'Spring Mix', amount: 1.25, unit: 'oz' },
      { ingredient: 'Baby Arugula', amount: 0.5, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Mint', amount: 0.05, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Romaine and Spring Mix Blend',
    tag: 'catering',
    elementType: 'Greens',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Romaine hearts, spring mix',
    method:
      'Pack the blend loosely in full pans lined with damp towels so it stays crisp in transit.',
    items: [
      { ingredient: 'Romaine Hearts', amount: 1, unit: 'oz' },
      { ingredient: 'Spring Mix', amount: 1, unit: 'oz' },
    ],
  },
  {
    name: 'Classic Tabbouleh',
    tag: 'catering',
    elementType: 'Salad',
    servingTemp: 'COLD',
    portion: { container: 'Third Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Wheat'],
    ingredients:
      'Bulgur wheat, parsley, mint, tomato, cucumber, green onion, lemon, olive oil, salt',
    method:
      'Soak the fine bulgur in boiling water and lemon juice for 20 minutes and fluff. Toss with plenty of chopped parsley and mint, tomato, cucumber and green onion and dress with olive oil.',
    items: [
      { ingredient: 'Bulgur Wheat', amount: 0.75, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.3, unit: 'oz' },
      { ingredient: 'Fresh Mint', amount: 0.05, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 0.75, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.2, unit: 'fl. oz' },
    ],
  },
];
