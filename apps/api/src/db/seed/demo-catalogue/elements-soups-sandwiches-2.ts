import type { DemoElement } from './types.js';

/** Soups and sandwiches. (part 2 of 4) */
export const SOUP_SANDWICH_ELEMENTS_2: DemoElement[] = [
  {
    name: 'Beef and Bean Chili',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    noAllergens: true,
    ingredients:
      'Ground beef, kidney beans, crushed tomato, onion, green bell pepper, garlic, chili powder, cumin, oregano, chicken stock',
    method:
      'Brown the ground beef with onion, pepper and garlic, add the spices, then tomato, beans and stock. Simmer 45 minutes until thick.',
    items: [
      { ingredient: 'Ground Beef 80/20', amount: 2.5, unit: 'oz' },
      { ingredient: 'Red Kidney Beans, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Green Bell Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Chili Powder', amount: 0.05, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.02, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Tomato Basil Soup',
    tag: 'lite',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    noAllergens: true,
    ingredients: 'Crushed tomato, vegetable stock, onion, garlic, carrot, basil, olive oil, salt',
    method:
      'Sweat onion, carrot and garlic in a little olive oil, add tomato and stock and simmer 30 minutes. Blend smooth with basil; the carrot gives body instead of cream.',
    items: [
      { ingredient: 'Crushed Tomatoes, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.4, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.03, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Minestrone',
    tag: 'lite',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    noAllergens: true,
    ingredients:
      'Vegetable stock, diced tomato, cannellini beans, carrot, celery, onion, zucchini, spinach, garlic, olive oil',
    method:
      'Make the minestrone without pasta or cheese, with extra zucchini and spinach. Simmer until the vegetables are just tender.',
    items: [
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 5, unit: 'fl. oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 1.5, unit: 'oz' },
      { ingredient: 'Cannellini Beans, Canned', amount: 1, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.4, unit: 'oz' },
      { ingredient: 'Celery', amount: 0.3, unit: 'oz' },
      { ingredient: 'Zucchini', amount: 0.75, unit: 'oz' },
      { ingredient: 'Baby Spinach', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Miso Soup with Tofu',
    tag: 'lite',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Soybeans'],
    ingredients: 'Vegetable stock, white miso (soy), firm tofu, baby spinach, green onion',
    method:
      'Heat the stock to just below a simmer and whisk in the miso off the heat. Add diced tofu, spinach and green onion and hold warm without boiling.',
    items: [
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 7, unit: 'fl. oz' },
      { ingredient: 'White Miso Paste', amount: 0.5, unit: 'oz' },
      { ingredient: 'Firm Tofu', amount: 1, unit: 'oz' },
      { ingredient: 'Baby Spinach', amount: 0.3, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Crab and Corn Chowder',
    tag: 'premium',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk', 'Crustacean Shellfish', 'Wheat'],
    ingredients:
      'Lump crab, corn, Yukon gold potatoes, heavy cream, milk, bacon, onion, celery, butter, flour (wheat), thyme, chicken stock',
    method:
      'Render bacon, sweat onion and celery in butter, dust with flour and whisk in stock and milk. Simmer the potatoes and corn until tender, add cream and fold in the crab at the end.',
    items: [
      { ingredient: 'Lump Crab Meat, Pasteurized', amount: 1, unit: 'oz' },
      { ingredient: 'Corn Kernels, Frozen', amount: 1, unit: 'oz' },
      { ingredient: 'Yukon Gold Potatoes', amount: 1, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Whole Milk', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Bacon, Applewood Smoked', amount: 0.3, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.2, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 2, unit: 'fl. oz' },
    ],
  },
  {
    name: 'French Onion Soup',
    tag: 'premium',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Onions, butter, white wine, chicken stock, thyme, baguette croutons (wheat), Swiss cheese',
    method:
      'Caramelize sliced onions slowly in butter for an hour, deglaze with wine and simmer with stock and thyme. Serve with baguette croutons and melted Swiss.',
    items: [
      { ingredient: 'Yellow Onions', amount: 4, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.3, unit: 'oz' },
      { ingredient: 'Dry White Wine', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 5, unit: 'fl. oz' },
      { ingredient: 'Fresh Thyme', amount: 0.005, unit: 'oz' },
      { ingredient: 'French Baguette, Par-Baked', amount: 0.06, unit: 'ea' },
      { ingredient: 'Swiss Cheese, Sliced', amount: 1, unit: 'slice' },
    ],
  },
  {
    name: 'Roasted Butternut Squash Bisque',
    tag: 'premium',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk'],
    ingredients:
      'Butternut squash, chicken stock, heavy cream, shallot, butter, maple syrup, pepitas',
    method:
      'Roast the squash and shallots until caramelized, simmer in stock and blend until velvety with cream and maple syrup. Garnish with toasted pepitas.',
    items: [
      { ingredient: 'Butternut Squash, Peeled & Diced', amount: 4, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Heavy Cream', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Shallots', amount: 0.25, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.2, unit: 'oz' },
      { ingredient: 'Pure Maple Syrup', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Pepitas, Roasted', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Tortilla Soup',
    tag: 'catering',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    noAllergens: true,
    ingredients:
      'Chicken stock, chicken thigh, crushed tomato, onion, garlic, jalapeño, cumin, chili powder, corn, black beans, tortilla strips (corn), cilantro, lime',
    method:
      'Make the soup base the day before and reheat to 165°F; send tortilla strips, cilantro and lime on the side.',
    items: [
      { ingredient: 'Chicken Stock, Low Sodium', amount: 5, unit: 'fl. oz' },
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 1.5, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 1.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Corn Kernels, Frozen', amount: 0.5, unit: 'oz' },
      { ingredient: 'Black Beans, Canned', amount: 0.5, unit: 'oz' },
      { ingredient: 'Tortilla Chips', amount: 0.2, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.05, unit: 'ea' },
    ],
  },
  {
    name: 'Tomato Basil Soup',
    tag: 'catering',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk'],
    ingredients:
      'Crushed tomato, vegetable stock, onion, garlic, heavy cream, butter, basil, sugar, salt',
    method: 'Reheat the blended soup to 165°F and fill the insulated carriers just before leaving.',
    items: [
      { ingredient: 'Crushed Tomatoes, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 2, unit: 'tbsp' },
      { ingredient: 'Unsalted Butter', amount: 0.25, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Beef and Bean Chili',
    tag: 'catering',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    noAllergens: true,
    ingredients:
      'Ground beef, kidney beans, crushed tomato, onion, green bell pepper, garlic, chili powder, cumin, oregano, chicken stock',
    method:
      'Make the chili the day before so it deepens, reheat to 165°F and send shredded cheddar and sour cream on the side.',
    items: [
      { ingredient: 'Ground Beef 80/20', amount: 2.5, unit: 'oz' },
      { ingredient: 'Red Kidney Beans, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Green Bell Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Chili Powder', amount: 0.05, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.02, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Chicken Caesar Wrap',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Milk', 'Eggs', 'Fish', 'Wheat'],
    ingredients:
      'Flour tortilla (wheat), grilled chicken, romaine, parmesan, Caesar dressing (egg, anchovy, milk), lemon',
    method:
      'Grill and slice seasoned chicken breast. Lay romaine, chicken, parmesan and Caesar dressing on a warmed 12-inch tortilla, roll tightly and cut on the bias.',
    items: [
      { ingredient: 'Flour Tortillas, 12 in', amount: 1, unit: 'ea' },
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 4, unit: 'oz' },
      { ingredient: 'Romaine Hearts', amount: 1, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.25, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Anchovy Fillets in Olive Oil', amount: 0.02, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.03, unit: 'ea' },
    ],
  },
];
