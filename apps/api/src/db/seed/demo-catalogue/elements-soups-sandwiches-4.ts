import type { DemoElement } from './types.js';

/** Soups and sandwiches. (part 4 of 4) */
export const SOUP_SANDWICH_ELEMENTS_4: DemoElement[] = [
  {
    name: 'Chicken Lettuce Wraps',
    tag: 'lite',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 3, perContainer: 36, unit: 'ea' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Chicken breast, shiitake mushrooms, carrot, hoisin sauce (soy, wheat, sesame), tamari, ginger, garlic, iceberg lettuce, green onion',
    method:
      'Stir-fry finely diced chicken breast with shiitake, carrot, ginger and garlic and glaze with hoisin and tamari. Serve with crisp iceberg lettuce cups and green onion.',
    items: [
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 4.5, unit: 'oz' },
      { ingredient: 'Shiitake Mushrooms', amount: 0.5, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.4, unit: 'oz' },
      { ingredient: 'Hoisin Sauce', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Tamari, Gluten-Free', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Iceberg Lettuce', amount: 1.5, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Hummus Veggie Pita',
    tag: 'lite',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 12, unit: 'ea' },
    allergens: ['Wheat', 'Sesame'],
    ingredients: 'Pita bread (wheat), hummus (sesame), cucumber, tomato, red onion, spinach, lemon',
    method:
      'Split the pita, spread with hummus and fill with cucumber, tomato, red onion and spinach dressed with lemon.',
    items: [
      { ingredient: 'Pita Bread, 7 in', amount: 1, unit: 'ea' },
      { ingredient: 'Hummus', amount: 1, unit: 'oz' },
      { ingredient: 'English Cucumbers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.15, unit: 'oz' },
      { ingredient: 'Baby Spinach', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Steak Sandwich with Chimichurri',
    tag: 'premium',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 12, unit: 'ea' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Ciabatta (wheat), tri-tip, provolone, arugula, chimichurri (parsley, olive oil, red wine vinegar, garlic)',
    method:
      'Grill the seasoned tri-tip to medium-rare and slice thin. Pile onto toasted ciabatta with melted provolone, arugula and chimichurri.',
    items: [
      { ingredient: 'Ciabatta Rolls', amount: 1, unit: 'ea' },
      { ingredient: 'Beef Tri-Tip', amount: 5, unit: 'oz' },
      { ingredient: 'Provolone Cheese, Sliced', amount: 1, unit: 'slice' },
      { ingredient: 'Baby Arugula', amount: 0.3, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.1, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.05, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Prosciutto Mozzarella Panini',
    tag: 'premium',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 12, unit: 'ea' },
    allergens: ['Milk', 'Tree Nuts', 'Wheat'],
    ingredients:
      'Ciabatta (wheat), prosciutto, fresh mozzarella, arugula, basil pesto (milk, tree nuts), balsamic vinegar',
    method:
      'Spread pesto on the ciabatta and layer prosciutto, fresh mozzarella and arugula. Press until the cheese melts and finish with a drizzle of balsamic.',
    items: [
      { ingredient: 'Ciabatta Rolls', amount: 1, unit: 'ea' },
      { ingredient: 'Prosciutto, Sliced', amount: 1.5, unit: 'oz' },
      { ingredient: 'Fresh Mozzarella Pearls', amount: 2, unit: 'oz' },
      { ingredient: 'Baby Arugula', amount: 0.3, unit: 'oz' },
      { ingredient: 'Basil Pesto', amount: 0.3, unit: 'oz' },
      { ingredient: 'Balsamic Vinegar', amount: 0.05, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Crab Salad Brioche Roll',
    tag: 'premium',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Milk', 'Eggs', 'Crustacean Shellfish', 'Wheat'],
    ingredients:
      'Brioche bun (wheat, milk, egg), lump crab, mayonnaise (egg), celery, lemon, green onion, butter',
    method:
      'Fold the lump crab gently with mayonnaise, lemon, diced celery and green onion. Toast buttered brioche and fill generously.',
    items: [
      { ingredient: 'Brioche Buns, 4 in', amount: 1, unit: 'ea' },
      { ingredient: 'Lump Crab Meat, Pasteurized', amount: 3.5, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Celery', amount: 0.3, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.05, unit: 'ea' },
      { ingredient: 'Green Onions', amount: 0.03, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Mini Beef Sliders',
    tag: 'catering',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Sheet Tray', perPerson: 2, perContainer: 48, unit: 'ea' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Brioche slider buns (wheat, milk, egg), ground beef, cheddar, pickles, caramelized onion, ketchup',
    method:
      'Bake a single sheet of seasoned ground beef at 400°F, top with cheddar and cut into squares. Build on slider buns with caramelized onion and pickles.',
    items: [
      { ingredient: 'Brioche Slider Buns', amount: 2, unit: 'ea' },
      { ingredient: 'Ground Beef 80/20', amount: 5, unit: 'oz' },
      { ingredient: 'Sharp Cheddar, Sliced', amount: 1, unit: 'slice' },
      { ingredient: 'Dill Pickle Chips', amount: 0.3, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.75, unit: 'oz' },
      { ingredient: 'Ketchup', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Salad Sandwich',
    tag: 'catering',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Eggs', 'Tree Nuts', 'Wheat'],
    ingredients:
      'Multigrain bread (wheat), roasted chicken, mayonnaise (egg), celery, grapes, pecans, Dijon mustard, romaine',
    method:
      'Roast and dice the chicken breast and fold with mayonnaise, Dijon, celery, halved grapes and toasted pecans. Build on multigrain bread with romaine and cut into quarters for platters.',
    items: [
      { ingredient: 'Multigrain Bread, Sliced', amount: 2, unit: 'slice' },
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 3.5, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.6, unit: 'fl. oz' },
      { ingredient: 'Celery', amount: 0.3, unit: 'oz' },
      { ingredient: 'Red Seedless Grapes', amount: 0.5, unit: 'oz' },
      { ingredient: 'Pecan Pieces', amount: 0.15, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.05, unit: 'oz' },
      { ingredient: 'Romaine Hearts', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Italian Sub',
    tag: 'catering',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Hoagie roll (wheat), ham, salami, provolone, lettuce, tomato, red wine vinegar, olive oil, oregano',
    method:
      'Build the subs on sheet trays, cut them into thirds and wrap each piece in deli paper for platters. Keep chilled until service.',
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
    name: 'Grilled Veggie Hummus Wrap',
    tag: 'catering',
    elementType: 'Sandwich',
    servingTemp: 'COLD',
    portion: { container: 'Sheet Tray', perPerson: 1, perContainer: 24, unit: 'ea' },
    allergens: ['Milk', 'Wheat', 'Sesame'],
    ingredients:
      'Flour tortilla (wheat), hummus (sesame), grilled zucchini, roasted red peppers, spinach, feta',
    method:
      'Roll the wraps the morning of the event, cut on the bias and arrange cut-side up on platters. Keep chilled.',
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
    name: 'Chorizo and Egg Breakfast Tacos',
    tag: 'catering',
    elementType: 'Sandwich',
    servingTemp: 'HOT',
    portion: { container: 'Sheet Tray', perPerson: 2, perContainer: 48, unit: 'ea' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Flour tortillas (wheat), Mexican chorizo, eggs, potatoes, Mexican blend cheese, tomato salsa',
    method:
      'Render the chorizo, add diced par-cooked potatoes until crisp and scramble in the eggs. Fill warm 8-inch tortillas with the filling and cheese, wrap in foil and send salsa on the side.',
    items: [
      { ingredient: 'Flour Tortillas, 8 in', amount: 2, unit: 'ea' },
      { ingredient: 'Mexican Chorizo', amount: 1.5, unit: 'oz' },
      { ingredient: 'Liquid Whole Eggs', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Russet Potatoes', amount: 1.5, unit: 'oz' },
      { ingredient: 'Mexican Blend Cheese, Shredded', amount: 0.5, unit: 'oz' },
      { ingredient: 'Roma Tomatoes', amount: 0.5, unit: 'oz' },
    ],
  },
];
