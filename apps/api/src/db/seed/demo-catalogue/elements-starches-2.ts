import type { DemoElement } from './types.js';

/** Rice, potatoes, grains, pasta and noodles. (part 2 of 3) */
export const STARCH_ELEMENTS_2: DemoElement[] = [
  {
    name: 'Garlic Noodles',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 140, unit: 'oz' },
    allergens: ['Milk', 'Wheat', 'Soybeans'],
    ingredients:
      'Spaghetti (wheat), butter, garlic, oyster sauce, soy sauce (soy), parmesan, green onion',
    method:
      'Cook the spaghetti al dente. Toss in garlic butter with oyster sauce, soy sauce and parmesan and finish with green onion.',
    items: [
      { ingredient: 'Spaghetti', amount: 2.5, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.2, unit: 'oz' },
      { ingredient: 'Oyster Sauce', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Soy Sauce', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.2, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Penne Aglio e Olio',
    tag: 'standard',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 140, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Penne pasta (wheat), olive oil, garlic, crushed red pepper, parsley, parmesan, salt',
    method:
      'Cook the penne al dente, reserving some pasta water. Gently fry sliced garlic and chile flakes in olive oil, toss with the pasta, a splash of the water and parsley and finish with parmesan.',
    items: [
      { ingredient: 'Penne Rigate', amount: 2.5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.15, unit: 'oz' },
      { ingredient: 'Crushed Red Pepper', amount: 0.005, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.2, unit: 'oz' },
    ],
  },
  {
    name: 'Cilantro Lime Rice',
    tag: 'lite',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Brown rice, cilantro, lime, salt',
    method:
      'Cook the parboiled brown rice in salted water with no oil and drain. Fold in cilantro, lime zest and lime juice.',
    items: [
      { ingredient: 'Brown Rice, Parboiled', amount: 2, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.15, unit: 'ea' },
      { ingredient: 'Kosher Salt', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Quinoa Pilaf',
    tag: 'lite',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Quinoa, vegetable stock, onion, carrot, celery, parsley, olive oil, lemon',
    method:
      'Sweat diced onion, carrot and celery in a little olive oil, add the rinsed quinoa and stock and simmer covered for 15 minutes. Fluff with parsley and lemon.',
    items: [
      { ingredient: 'Quinoa, White', amount: 1.75, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.4, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.3, unit: 'oz' },
      { ingredient: 'Celery', amount: 0.3, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Herbed Farro',
    tag: 'lite',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    allergens: ['Wheat'],
    ingredients: 'Farro (wheat), vegetable stock, lemon, parsley, dill, olive oil, salt',
    method:
      'Simmer the pearled farro in stock for 25 minutes until chewy-tender and drain. Toss with lemon, herbs and a little olive oil.',
    items: [
      { ingredient: 'Farro, Pearled', amount: 1.75, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Dill', amount: 0.02, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Roasted Sweet Potatoes',
    tag: 'lite',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Sweet potatoes, olive oil, smoked paprika, cinnamon, salt, black pepper',
    method:
      'Cube the sweet potatoes and roast on parchment at 425°F with a light spray of olive oil and the spices until tender.',
    items: [
      { ingredient: 'Sweet Potatoes', amount: 5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.08, unit: 'fl. oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'Ground Cinnamon', amount: 0.005, unit: 'oz' },
    ],
  },
  {
    name: 'Steamed Brown Rice',
    tag: 'lite',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 160, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Brown rice, water, salt',
    method:
      'Cook the parboiled brown rice in plenty of salted water for 25 minutes and drain. Hold covered.',
    items: [
      { ingredient: 'Brown Rice, Parboiled', amount: 1.75, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Lemon Herb Pearl Couscous',
    tag: 'lite',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    allergens: ['Wheat'],
    ingredients: 'Pearl couscous (wheat), vegetable stock, lemon, parsley, mint, olive oil',
    method:
      'Toast the pearl couscous in a little olive oil, add stock and simmer covered for 10 minutes. Toss with lemon zest, parsley and mint.',
    items: [
      { ingredient: 'Pearl Couscous', amount: 1.75, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 2.5, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Mint', amount: 0.02, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Sesame Soba Noodles',
    tag: 'lite',
    elementType: 'Starch',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Soba noodles (wheat), tamari (soy), rice vinegar, sesame oil, carrot, green onion, sesame seeds',
    method:
      'Cook the soba, rinse in cold water and drain well. Toss with tamari, rice vinegar, a little sesame oil, shredded carrot and green onion and top with sesame seeds.',
    items: [
      { ingredient: 'Soba Noodles', amount: 2, unit: 'oz' },
      { ingredient: 'Tamari, Gluten-Free', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Rice Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Carrots', amount: 0.5, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Cauliflower Rice',
    tag: 'lite',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Cauliflower, olive oil, garlic, cilantro, lime, salt',
    method:
      'Pulse the cauliflower florets to rice-size pieces and sauté quickly in a little olive oil with garlic. Finish with cilantro and lime.',
    items: [
      { ingredient: 'Cauliflower Florets', amount: 4.5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.1, unit: 'ea' },
    ],
  },
  {
    name: 'Saffron Rice',
    tag: 'premium',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 160, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Basmati rice, saffron, butter, onion, chicken stock, bay leaf, salt',
    method:
      'Bloom the saffron in warm stock. Sweat onion in butter, toast the rinsed basmati, add the saffron stock and a bay leaf and steam covered until fluffy.',
    items: [
      { ingredient: 'Basmati Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Saffron Threads', amount: 0.03, unit: 'g' },
      { ingredient: 'Unsalted Butter', amount: 0.25, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.3, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Parmesan Risotto',
    tag: 'premium',
    elementType: 'Starch',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 128, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Arborio rice, chicken stock, white wine, shallot, butter, parmigiano-reggiano, salt',
    method:
      'Toast the arborio with shallot in butter and deglaze with white wine. Add hot stock a ladle at a time, stirring, for 18 minutes and finish with butter and grated parmigiano.',
    items: [
      { ingredient: 'Arborio Rice', amount: 2, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 6, unit: 'fl. oz' },
      { ingredient: 'Dry White Wine', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Shallots', amount: 0.25, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.4, unit: 'oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.4, unit: 'oz' },
    ],
  },
];
