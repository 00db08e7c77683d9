import type { DemoElement } from './types.js';

/** Soups and sandwiches. (part 3 of 4) */
export const SOUP_SANDWICH_ELEMENTS_3: DemoElement[] = [
  {
    name: 'Turkey Club',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Eggs', 'Wheat'],
    ingredients: 'Sourdough bread (wheat), turkey breast, bacon, romaine, tomato, mayonnaise (egg)',
    method:
      'Toast the sourdough and spread with mayonnaise. Layer sliced turkey, crisp bacon, romaine and tomato, secure with picks and cut in half.',
    items: [
      { ingredient: 'Sourdough Bread, Sliced', amount: 2, unit: 'slice' },
      { ingredient: 'Turkey Breast, Oven Roasted, Sliced', amount: 3, unit: 'oz' },
      { ingredient: 'Bacon, Applewood Smoked', amount: 0.75, unit: 'oz' },
      { ingredient: 'Romaine Hearts', amount: 0.5, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 1, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.3, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Italian Sub',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Hoagie roll (wheat), ham, salami, provolone, lettuce, tomato, red wine vinegar, olive oil, oregano',
    method:
      'Split the hoagie rolls and layer ham, salami and provolone. Top with shredded lettuce and tomato and dress with red wine vinegar, olive oil and oregano.',
    items: [
      { ingredient: 'Hoagie Rolls, 8 in', amount: 1, unit: 'ea' },
      { ingredient: 'Black Forest Ham, Sliced', amount: 2, unit: 'oz' },
      { ingredient: 'Genoa Salami, Sliced', amount: 1.5, unit: 'oz' },
      { ingredient: 'Provolone Cheese, Sliced', amount: 2, unit: 'slice' },
      { ingredient: 'Iceberg Lettuce', amount: 0.5, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 0.75, unit: 'oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Caprese Panini',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 12, unit: 'ea' },
    allergens: ['Milk', 'Tree Nuts', 'Wheat'],
    ingredients:
      'Ciabatta (wheat), fresh mozzarella, tomato, basil pesto (milk, tree nuts), basil, balsamic vinegar',
    method:
      'Split the ciabatta, spread with pesto and layer fresh mozzarella, tomato and basil. Press in a panini grill until the cheese melts and drizzle with balsamic.',
    items: [
      { ingredient: 'Ciabatta Rolls', amount: 1, unit: 'ea' },
      { ingredient: 'Fresh Mozzarella Pearls', amount: 2, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 1, unit: 'oz' },
      { ingredient: 'Basil Pesto', amount: 0.3, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.02, unit: 'oz' },
      { ingredient: 'Balsamic Vinegar', amount: 0.05, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Falafel Pita',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 12, unit: 'ea' },
    allergens: ['Wheat', 'Sesame'],
    ingredients:
      'Pita (wheat), falafel (chickpeas, flour), tahini sauce (sesame), cucumber, tomato, red onion, parsley',
    method:
      'Warm the pita and fill with hot falafel, chopped cucumber, tomato, red onion and parsley. Drizzle with lemon tahini sauce.',
    items: [
      { ingredient: 'Pita Bread, 7 in', amount: 1, unit: 'ea' },
      { ingredient: 'Garbanzo Beans, Canned', amount: 3, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.2, unit: 'oz' },
      { ingredient: 'Tahini', amount: 17, unit: 'g' },
      { ingredient: 'English Cucumbers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.2, unit: 'oz' },
    ],
  },
  {
    name: 'Pork Banh Mi',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'AMBIENT',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Eggs', 'Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Baguette (wheat), char siu pork (hoisin: soy, wheat, sesame), pickled carrot, cucumber, jalapeño, cilantro, mayonnaise (egg), sriracha',
    method:
      'Split and toast the baguettes, spread with sriracha mayo and fill with sliced char siu pork, quick-pickled carrot, cucumber, jalapeño and cilantro.',
    items: [
      { ingredient: 'French Baguette, Par-Baked', amount: 0.5, unit: 'ea' },
      { ingredient: 'Pork Shoulder, Boneless', amount: 4, unit: 'oz' },
      { ingredient: 'Hoisin Sauce', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Carrots', amount: 0.5, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 0.4, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.02, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Sriracha', amount: 0.05, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Chicken Shawarma Wrap',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Flour tortilla (wheat), chicken shawarma (chicken, yogurt, spices), romaine, tomato, cucumber, garlic sauce',
    method:
      'Fill warmed 12-inch tortillas with sliced shawarma chicken, romaine, tomato and cucumber, add garlic sauce, roll tightly and cut.',
    items: [
      { ingredient: 'Flour Tortillas, 12 in', amount: 1, unit: 'ea' },
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 4.5, unit: 'oz' },
      { ingredient: 'Plain Greek Yogurt', amount: 0.3, unit: 'oz' },
      { ingredient: 'Romaine Hearts', amount: 0.5, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 0.5, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 0.3, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.03, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Grilled Veggie Hummus Wrap',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Milk', 'Wheat', 'Sesame'],
    ingredients:
      'Flour tortilla (wheat), hummus (sesame), grilled zucchini, roasted red peppers, spinach, feta',
    method:
      'Spread hummus on a 12-inch tortilla and layer grilled zucchini, roasted red peppers, spinach and feta. Roll tightly and cut on the bias.',
    items: [
      { ingredient: 'Flour Tortillas, 12 in', amount: 1, unit: 'ea' },
      { ingredient: 'Hummus', amount: 1, unit: 'oz' },
      { ingredient: 'Zucchini', amount: 1, unit: 'oz' },
      { ingredient: 'Roasted Red Peppers', amount: 0.75, unit: 'oz' },
      { ingredient: 'Baby Spinach', amount: 0.5, unit: 'oz' },
      { ingredient: 'Feta Cheese, Crumbled', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Classic Cheeseburger',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 12, unit: 'ea' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Brioche bun (wheat, milk, egg), ground beef, cheddar, lettuce, tomato, pickles, ketchup',
    method:
      'Form 5 oz patties, season and griddle to 155°F, melting a slice of cheddar on top. Serve on toasted brioche with lettuce, tomato and pickles and ketchup on the side.',
    items: [
      { ingredient: 'Brioche Buns, 4 in', amount: 1, unit: 'ea' },
      { ingredient: 'Ground Beef 80/20', amount: 0.313, unit: 'lb' },
      { ingredient: 'Sharp Cheddar, Sliced', amount: 1, unit: 'slice' },
      { ingredient: 'Iceberg Lettuce', amount: 0.3, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 0.75, unit: 'oz' },
      { ingredient: 'Dill Pickle Chips', amount: 0.3, unit: 'oz' },
      { ingredient: 'Ketchup', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Cuban Sandwich',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 12, unit: 'ea' },
    allergens: ['Milk', 'Wheat'],
    ingredients: 'Hoagie roll (wheat), mojo pork, ham, Swiss cheese, dill pickles, mustard, butter',
    method:
      'Split the rolls, spread with mustard and layer mojo pork, ham, Swiss and pickles. Butter the outside and press on the flat-top until crisp and melted.',
    items: [
      { ingredient: 'Hoagie Rolls, 8 in', amount: 1, unit: 'ea' },
      { ingredient: 'Pork Shoulder, Boneless', amount: 3, unit: 'oz' },
      { ingredient: 'Black Forest Ham, Sliced', amount: 2, unit: 'oz' },
      { ingredient: 'Swiss Cheese, Sliced', amount: 2, unit: 'slice' },
      { ingredient: 'Dill Pickle Chips', amount: 0.3, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.1 },
      { ingredient: 'Unsalted Butter', amount: 0.15, unit: 'oz' },
    ],
  },
  {
    name: 'Albacore Tuna Salad Sandwich',
    tag: 'standard',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Eggs', 'Fish', 'Wheat'],
    ingredients:
      'Multigrain bread (wheat), albacore tuna, mayonnaise (egg), celery, red onion, lemon, dill, romaine',
    method:
      'Drain the tuna and fold with mayonnaise, diced celery, red onion, lemon and dill. Build on multigrain bread with romaine and cut in half.',
    items: [
      { ingredient: 'Multigrain Bread, Sliced', amount: 2, unit: 'slice' },
      { ingredient: 'Albacore Tuna, Solid White', amount: 3.5, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.6, unit: 'fl. oz' },
      { ingredient: 'Celery', amount: 0.4, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Fresh Dill', amount: 0.01, unit: 'oz' },
      { ingredient: 'Romaine Hearts', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Turkey Avocado Wrap',
    tag: 'lite',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Wheat'],
    ingredients: 'Flour tortilla (wheat), turkey breast, avocado, spinach, tomato, Dijon mustard',
    method:
      'Spread Dijon on a 12-inch tortilla and layer turkey, sliced avocado, spinach and tomato. Roll tightly and cut in half.',
    items: [
      { ingredient: 'Flour Tortillas, 12 in', amount: 1, unit: 'ea' },
      { ingredient: 'Turkey Breast, Oven Roasted, Sliced', amount: 3, unit: 'oz' },
      { ingredient: 'Avocados, Hass', amount: 0.25, unit: 'ea' },
      { ingredient: 'Baby Spinach', amount: 0.5, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 0.5, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.1, unit: 'oz' },
    ],
  },
];
