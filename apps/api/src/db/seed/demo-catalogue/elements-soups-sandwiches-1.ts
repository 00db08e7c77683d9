import type { DemoElement } from './types.js';

/** Soups and sandwiches. (part 1 of 4) */
export const SOUP_SANDWICH_ELEMENTS_1: DemoElement[] = [
  {
    name: 'Chicken Tortilla Soup',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    noAllergens: true,
    ingredients:
      'Chicken stock, chicken thigh, crushed tomato, onion, garlic, jalapeño, cumin, chili powder, corn, black beans, tortilla strips (corn), cilantro, lime',
    method:
      'Sweat onion, garlic and jalapeño with cumin and chili powder, add tomato and stock and simmer with the chicken until tender. Shred the chicken back in with corn and black beans and finish with lime, cilantro and tortilla strips.',
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
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk'],
    ingredients:
      'Crushed tomato, vegetable stock, onion, garlic, heavy cream, butter, basil, sugar, salt',
    method:
      'Sweat onion and garlic in butter, add crushed tomato and stock and simmer 30 minutes. Blend smooth with basil and finish with cream.',
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
    name: 'Minestrone',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Vegetable stock, diced tomato, cannellini beans, elbow pasta (wheat), carrot, celery, onion, zucchini, garlic, olive oil, parmesan',
    method:
      'Sweat onion, carrot, celery and garlic in olive oil, add tomato, stock and beans and simmer 20 minutes. Add the zucchini and pasta until tender and serve with parmesan.',
    items: [
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 5, unit: 'fl. oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 1.5, unit: 'oz' },
      { ingredient: 'Cannellini Beans, Canned', amount: 1, unit: 'oz' },
      { ingredient: 'Elbow Macaroni', amount: 0.3, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.4, unit: 'oz' },
      { ingredient: 'Celery', amount: 0.3, unit: 'oz' },
      { ingredient: 'Zucchini', amount: 0.5, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Black Bean Soup',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk'],
    ingredients:
      'Black beans, vegetable stock, onion, garlic, jalapeño, cumin, oregano, lime, cilantro, sour cream',
    method:
      'Sweat onion, garlic and jalapeño with cumin, add the black beans and stock and simmer 25 minutes. Blend half, finish with lime and cilantro and top with sour cream.',
    items: [
      { ingredient: 'Black Beans, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.01, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.05, unit: 'ea' },
      { ingredient: 'Sour Cream', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Noodle Soup',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Eggs', 'Wheat'],
    ingredients:
      'Chicken stock, chicken breast, egg noodles (wheat, egg), carrot, celery, onion, thyme, parsley, salt',
    method:
      'Simmer the chicken breast in stock with onion, carrot, celery and thyme until cooked, then dice it. Cook the egg noodles separately, combine and finish with parsley.',
    items: [
      { ingredient: 'Chicken Stock, Low Sodium', amount: 0.188, unit: 'qt' },
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 1.5, unit: 'oz' },
      { ingredient: 'Wide Egg Noodles', amount: 0.5, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.4, unit: 'oz' },
      { ingredient: 'Celery', amount: 0.4, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.3, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.005, unit: 'oz' },
    ],
  },
  {
    name: 'Red Lentil Soup',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    noAllergens: true,
    ingredients:
      'Red lentils, vegetable stock, onion, carrot, garlic, cumin, tomato paste, lemon, olive oil',
    method:
      'Sweat onion, carrot and garlic in olive oil with cumin and tomato paste, add the lentils and stock and simmer 25 minutes. Blend smooth and finish with lemon.',
    items: [
      { ingredient: 'Red Lentils, Dry', amount: 1.25, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 6, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.4, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.4, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.01, unit: 'oz' },
      { ingredient: 'Tomato Paste', amount: 0.2, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.08, unit: 'ea' },
    ],
  },
  {
    name: 'Broccoli Cheddar Soup',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Broccoli, sharp cheddar, milk, chicken stock, heavy cream, butter, flour (wheat), onion, carrot',
    method:
      'Make a roux of butter and flour with onion, whisk in stock, milk and cream and simmer with the broccoli and shredded carrot until tender. Stir in the cheddar off the heat until melted.',
    items: [
      { ingredient: 'Broccoli Florets', amount: 2, unit: 'oz' },
      { ingredient: 'Sharp Cheddar, Shredded', amount: 1.25, unit: 'oz' },
      { ingredient: 'Whole Milk', amount: 0.25, unit: 'cup' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Heavy Cream', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Unsalted Butter', amount: 0.3, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.25, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Thai Coconut Chicken Soup',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Fish'],
    ingredients:
      'Coconut milk, chicken stock, chicken thigh, mushrooms, lemongrass, ginger, fish sauce, lime, cilantro, brown sugar',
    method:
      'Simmer the stock with bruised lemongrass and sliced ginger for 15 minutes, then add coconut milk, sliced chicken and mushrooms and cook until tender. Season with fish sauce, lime and a little sugar and finish with cilantro.',
    items: [
      { ingredient: 'Coconut Milk, Unsweetened', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 1.5, unit: 'oz' },
      { ingredient: 'Cremini Mushrooms', amount: 0.75, unit: 'oz' },
      { ingredient: 'Lemongrass', amount: 0.1, unit: 'oz' },
      { ingredient: 'Fish Sauce', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Limes', amount: 0.08, unit: 'ea' },
      { ingredient: 'Cilantro', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Butternut Squash Soup',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk'],
    ingredients:
      'Butternut squash, vegetable stock, onion, carrot, butter, maple syrup, cinnamon, salt',
    method:
      'Roast the butternut squash with onion until caramelized, then simmer in stock with carrot and a pinch of cinnamon. Blend smooth with butter and a touch of maple syrup.',
    items: [
      { ingredient: 'Butternut Squash, Peeled & Diced', amount: 4, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.4, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.3, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.2, unit: 'oz' },
      { ingredient: 'Pure Maple Syrup', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Ground Cinnamon', amount: 0.002, unit: 'oz' },
    ],
  },
  {
    name: 'White Chicken Chili',
    tag: 'standard',
    elementType: 'Soup',
    servingTemp: 'HOT',
    portion: { container: 'Cambro', perPerson: 8, perContainer: 384, unit: 'fl. oz' },
    allergens: ['Milk'],
    ingredients:
      'Chicken thigh, cannellini beans, chicken stock, poblano, onion, garlic, jalapeño, cumin, oregano, sour cream, lime, cilantro',
    method:
      'Sweat onion, poblano, garlic and jalapeño with cumin and oregano, add stock, beans and chicken and simmer 30 minutes. Shred the chicken, mash some beans to thicken and stir in sour cream and lime.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 2, unit: 'oz' },
      { ingredient: 'Cannellini Beans, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Poblano Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.4, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.01, unit: 'oz' },
      { ingredient: 'Sour Cream', amount: 0.4, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.05, unit: 'ea' },
    ],
  },
];
