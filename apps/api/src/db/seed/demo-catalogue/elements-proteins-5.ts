import type { DemoElement } from './types.js';

/** Proteins: the core of each menu. (part 5 of 5) */
export const PROTEIN_ELEMENTS_5: DemoElement[] = [
  {
    name: 'Chicken Satay Skewers',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 60, unit: 'ea' },
    allergens: ['Fish', 'Peanuts', 'Wheat', 'Soybeans'],
    ingredients:
      'Chicken thigh, coconut milk, curry powder, turmeric, brown sugar, fish sauce, peanut butter, lime, soy sauce (wheat, soy), garlic',
    method:
      'Thread thin strips of chicken thigh marinated in coconut milk, curry powder, turmeric and fish sauce onto bamboo skewers. Grill until charred and serve with peanut sauce made from peanut butter, soy sauce and lime.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 5, unit: 'oz' },
      { ingredient: 'Coconut Milk, Unsweetened', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Madras Curry Powder', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fish Sauce', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Peanut Butter, Creamy', amount: 0.5, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Limes', amount: 0.1, unit: 'ea' },
    ],
  },
  {
    name: 'Chicken Tikka Masala',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Chicken thigh, yogurt, crushed tomato, heavy cream, onion, garlic, ginger, garam masala, cumin, turmeric, smoked paprika, cilantro, salt',
    method:
      'Marinate and roast the chicken as for the lunch program, then simmer in the masala sauce and pan with extra sauce so it holds well. Garnish with cilantro at the event.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7, unit: 'oz' },
      { ingredient: 'Plain Greek Yogurt', amount: 0.75, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Garam Masala', amount: 0.1, unit: 'oz' },
      { ingredient: 'Ground Turmeric', amount: 0.03, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Carne Asada',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Beef flank steak, lime juice, orange juice, garlic, cilantro, jalapeño, cumin, chili powder, canola oil, salt, black pepper',
    method:
      'Grill the marinated flank steak to medium, rest and slice thin or chop for taco bars. Hold covered with a little of the resting juices.',
    items: [
      { ingredient: 'Beef Flank Steak', amount: 7.5, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.25, unit: 'ea' },
      { ingredient: 'Navel Oranges', amount: 0.1, unit: 'ea' },
      { ingredient: 'Garlic, Peeled', amount: 0.15, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Beef Bulgogi',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Beef chuck, soy sauce (wheat, soy), brown sugar, onion, garlic, ginger, sesame oil, green onion, sesame seeds',
    method:
      'Sear the marinated chuck in batches on a very hot flat-top, keeping the edges caramelized. Hold covered and top with green onion and sesame seeds at the event.',
    items: [
      { ingredient: 'Beef Chuck Roll', amount: 7, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.6, unit: 'fl. oz' },
      { ingredient: 'Light Brown Sugar', amount: 0.3, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.15, unit: 'oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Chilled Shrimp Cocktail',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'COLD',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Fish', 'Crustacean Shellfish'],
    ingredients: 'Shrimp, ketchup, lemon, Worcestershire sauce (anchovy), sriracha, bay leaf, salt',
    method:
      'Poach the shrimp in salted water with lemon and bay leaves for 3 minutes, shock in ice water and chill. Serve on ice with a cocktail sauce of ketchup, lemon, Worcestershire and sriracha.',
    items: [
      { ingredient: 'Shrimp 21/25, Peeled & Deveined', amount: 4.5, unit: 'oz' },
      { ingredient: 'Ketchup', amount: 1, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Worcestershire Sauce', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Sriracha', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Bay Leaves', amount: 0.005, unit: 'oz' },
    ],
  },
  {
    name: 'Grilled Chicken Souvlaki Skewers',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'ea' },
    noAllergens: true,
    ingredients:
      'Chicken thigh, lemon, garlic, oregano, red wine vinegar, olive oil, red onion, red bell pepper, salt',
    method:
      'Marinate chicken thigh cubes in lemon, garlic, oregano, vinegar and olive oil and skewer with red onion and pepper. Grill until charred and 175°F inside.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 6, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
      { ingredient: 'Dried Oregano', amount: 0.02, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Cuban Mojo Pork',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Pork shoulder, orange juice, lime juice, garlic, oregano, cumin, olive oil, onion, salt',
    method:
      'Roast the mojo-marinated pork shoulders covered at 325°F until fork-tender, shred and toss with the pan juices. Hold covered with sliced onion on top.',
    items: [
      { ingredient: 'Pork Shoulder, Boneless', amount: 8, unit: 'oz' },
      { ingredient: 'Navel Oranges', amount: 0.35, unit: 'ea' },
      { ingredient: 'Limes', amount: 0.2, unit: 'ea' },
      { ingredient: 'Garlic, Peeled', amount: 0.3, unit: 'oz' },
      { ingredient: 'Dried Oregano', amount: 0.02, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
    ],
  },
  {
    name: 'Thai Red Curry Chicken',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Fish', 'Crustacean Shellfish'],
    ingredients:
      'Chicken thigh, coconut milk, red curry paste (shrimp), red bell pepper, green beans, fish sauce, brown sugar, basil, lime',
    method:
      'Fry the red curry paste in a little coconut cream until fragrant, then add the rest of the coconut milk, fish sauce and brown sugar and simmer the sliced chicken until cooked. Add the peppers and green beans for the last 5 minutes and finish with basil and lime.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 6.5, unit: 'oz' },
      { ingredient: 'Coconut Milk, Unsweetened', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Red Curry Paste', amount: 0.3, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 0.75, unit: 'oz' },
      { ingredient: 'Green Beans, Trimmed', amount: 0.75, unit: 'oz' },
      { ingredient: 'Fish Sauce', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Light Brown Sugar', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Cashew Chicken',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Tree Nuts', 'Wheat', 'Soybeans'],
    ingredients:
      'Chicken thigh, cashews, red bell pepper, onion, celery, soy sauce (wheat, soy), oyster sauce, garlic, ginger, cornstarch',
    method:
      'Toss cubed chicken in cornstarch and stir-fry until golden, then set aside. Stir-fry pepper, onion and celery with garlic and ginger, return the chicken with soy and oyster sauces and toss with toasted cashews.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 6.5, unit: 'oz' },
      { ingredient: 'Cashews, Raw Whole', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 0.75, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Oyster Sauce', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Cornstarch', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Cornmeal Crusted Cod',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Milk', 'Fish', 'Wheat'],
    ingredients: 'Cod, cornmeal, flour (wheat), buttermilk, Cajun seasoning, canola oil, lemon',
    method:
      'Dip the cod in seasoned buttermilk and dredge in cornmeal, flour and Cajun seasoning. Pan-fry in canola oil until golden, finish in a 400°F oven and serve with lemon.',
    items: [
      { ingredient: 'Cod Loin', amount: 5.5, unit: 'oz' },
      { ingredient: 'Yellow Cornmeal', amount: 0.5, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.15, unit: 'oz' },
      { ingredient: 'Buttermilk', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Cajun Seasoning', amount: 0.03, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.4, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
    ],
  },
  {
    name: 'Honey Dijon Pork Tenderloin',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Pork tenderloin, Dijon mustard, honey, garlic, rosemary, olive oil, salt, black pepper',
    method:
      'Trim the silver skin, season and sear the tenderloins, then brush with honey-Dijon and roast at 400°F to 145°F. Rest 5 minutes and slice into medallions.',
    items: [
      { ingredient: 'Pork Tenderloin', amount: 6, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.2, unit: 'oz' },
      { ingredient: 'Clover Honey', amount: 0.2, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Fresh Rosemary', amount: 0.01, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Chicken and Andouille Jambalaya',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Long grain rice, chicken thigh, andouille sausage, onion, green bell pepper, celery, garlic, diced tomato, chicken stock, Cajun seasoning, bay leaf, green onion',
    method:
      'Brown the andouille and chicken, then sweat the onion, pepper and celery with garlic. Add the rice, tomato, stock, Cajun seasoning and bay, cover and bake at 350°F for 30 minutes, then fold in green onion.',
    items: [
      { ingredient: 'Long Grain White Rice', amount: 1.5, unit: 'oz' },
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 3, unit: 'oz' },
      { ingredient: 'Andouille Sausage', amount: 2, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Green Bell Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Celery', amount: 0.4, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 1, unit: 'oz' },
      { ingredient: 'Cajun Seasoning', amount: 0.05, unit: 'oz' },
    ],
  },
];
