import type { DemoElement } from './types.js';

/** Proteins: the core of each menu. (part 1 of 5) */
export const PROTEIN_ELEMENTS_1: DemoElement[] = [
  {
    name: 'Chicken Tikka Masala',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Chicken thigh, yogurt, crushed tomato, heavy cream, onion, garlic, ginger, garam masala, cumin, turmeric, smoked paprika, cilantro, salt',
    method:
      'Marinate the chicken in yogurt, garam masala and turmeric for at least 4 hours, then roast at 425°F until charred at the edges. Simmer in a sauce of sweated onion, garlic, ginger, crushed tomato and cream for 10 minutes and finish with chopped cilantro.',
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
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Beef flank steak, lime juice, orange juice, garlic, cilantro, jalapeño, cumin, chili powder, canola oil, salt, black pepper',
    method:
      'Marinate the flank steak overnight in citrus juice, garlic, cilantro, jalapeño and spices. Grill over high heat to medium, rest 10 minutes and slice thin against the grain.',
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
    name: 'Lemon Herb Roasted Chicken Thighs',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Chicken thigh, lemon, olive oil, garlic, thyme, rosemary, oregano, salt, black pepper',
    method:
      'Toss the chicken with lemon zest and juice, olive oil, garlic and chopped herbs and marinate for 2 hours. Roast on sheet trays at 400°F to 175°F internal and spoon the pan juices over before panning.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7.5, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.2, unit: 'ea' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.15, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.03, unit: 'oz' },
      { ingredient: 'Fresh Rosemary', amount: 0.03, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Korean BBQ Chicken',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Chicken thigh, soy sauce (wheat, soy), gochujang, brown sugar, garlic, ginger, sesame oil, green onion, sesame seeds',
    method:
      'Marinate the chicken in soy sauce, gochujang, brown sugar, garlic, ginger and sesame oil for 4 hours. Grill or roast at 425°F until caramelized and garnish with sliced green onion and toasted sesame seeds.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7.5, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Gochujang', amount: 0.4, unit: 'oz' },
      { ingredient: 'Light Brown Sugar', amount: 0.3, unit: 'oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Green Onions', amount: 0.15, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Shawarma',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Chicken thigh, yogurt, lemon, garlic, cumin, coriander, smoked paprika, turmeric, cinnamon, olive oil, salt',
    method:
      'Marinate the chicken overnight in yogurt, lemon, garlic and the shawarma spices. Roast at 425°F on sheet trays until charred, rest and slice thin.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7.5, unit: 'oz' },
      { ingredient: 'Plain Greek Yogurt', amount: 0.5, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Ground Cumin', amount: 0.04, unit: 'oz' },
      { ingredient: 'Ground Coriander', amount: 0.03, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.03, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.3, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Teriyaki Chicken',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Chicken thigh, teriyaki sauce (soy, wheat), mirin, ginger, garlic, green onion, sesame seeds',
    method:
      'Sear the chicken thighs on the flat-top, then glaze with teriyaki sauce, mirin and grated ginger reduced until syrupy. Slice and finish with green onion and sesame seeds.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7.5, unit: 'oz' },
      { ingredient: 'Teriyaki Sauce', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Mirin', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Ginger Root', amount: 0.1, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Tinga',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Chicken thigh, crushed tomato, chipotle in adobo, onion, garlic, oregano, cumin, chicken stock, salt',
    method:
      'Poach the chicken thighs in stock, then shred. Simmer with charred onion, garlic, crushed tomato, chipotle in adobo and oregano until thick, about 20 minutes.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 1.5, unit: 'oz' },
      { ingredient: 'Chipotle Peppers in Adobo', amount: 0.3, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Dried Oregano', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Jerk Chicken',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans'],
    ingredients:
      'Chicken thigh, jerk seasoning, green onion, garlic, lime juice, brown sugar, soy sauce (wheat, soy), canola oil',
    method:
      'Blend jerk seasoning, green onion, garlic, lime juice, brown sugar, soy sauce and oil into a wet marinade and coat the chicken overnight. Grill over high heat until charred and 175°F inside.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7.5, unit: 'oz' },
      { ingredient: 'Jamaican Jerk Seasoning', amount: 0.15, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.2, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.2, unit: 'ea' },
      { ingredient: 'Soy Sauce', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Light Brown Sugar', amount: 0.15, unit: 'oz' },
    ],
  },
  {
    name: 'Beef Bulgogi',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Beef chuck, soy sauce (wheat, soy), brown sugar, onion, garlic, ginger, sesame oil, green onion, sesame seeds',
    method:
      'Slice the chuck roll paper-thin and marinate in soy sauce, brown sugar, garlic, ginger, sesame oil and grated onion for 2 hours. Sear in batches on a very hot flat-top with sliced onion and top with green onion and sesame seeds.',
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
    name: 'Pork Carnitas',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Pork shoulder, orange, lime, onion, garlic, cumin, oregano, bay leaf, salt',
    method:
      'Cube the pork shoulder, season and braise covered at 300°F with orange, lime, onion, garlic and spices until tender, about 3 hours. Shred, then crisp on sheet trays under the broiler with some of the rendered fat.',
    items: [
      { ingredient: 'Pork Shoulder, Boneless', amount: 8, unit: 'oz' },
      { ingredient: 'Navel Oranges', amount: 0.2, unit: 'ea' },
      { ingredient: 'Limes', amount: 0.1, unit: 'ea' },
      { ingredient: 'Yellow Onions', amount: 0.75, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Bay Leaves', amount: 0.005, unit: 'oz' },
    ],
  },
  {
    name: 'Char Siu Pork',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Pork shoulder, hoisin sauce (soy, wheat, sesame), honey, soy sauce, garlic, ginger',
    method:
      'Marinate strips of pork shoulder overnight in hoisin, honey, soy sauce, garlic and ginger. Roast on racks at 375°F, basting with the marinade, until lacquered and 195°F inside, then slice thin.',
    items: [
      { ingredient: 'Pork Shoulder, Boneless', amount: 7.5, unit: 'oz' },
      { ingredient: 'Hoisin Sauce', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Clover Honey', amount: 0.4, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Italian Meatballs in Marinara',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Ground beef, Italian sausage, marinara sauce, panko bread crumbs (wheat), milk, egg, parmesan, garlic, parsley, oregano',
    method:
      'Mix beef, sausage, panko soaked in milk, egg, parmesan, garlic and parsley; scoop 2 oz meatballs and roast at 400°F for 15 minutes. Simmer in marinara for 20 minutes before panning.',
    items: [
      { ingredient: 'Ground Beef 80/20', amount: 3.5, unit: 'oz' },
      { ingredient: 'Italian Sausage, Mild', amount: 1.5, unit: 'oz' },
      { ingredient: 'Marinara Sauce', amount: 3, unit: 'oz' },
      { ingredient: 'Panko Bread Crumbs', amount: 0.3, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.1, unit: 'ea' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.25, unit: 'oz' },
      { ingredient: 'Whole Milk', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Beef Barbacoa',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Beef chuck, chipotle in adobo, onion, garlic, cider vinegar, lime, cumin, oregano, bay leaf, chicken stock, salt',
    method:
      'Sear chunks of chuck roll and braise covered at 300°F with chipotle, garlic, onion, cider vinegar, lime, cumin, oregano and bay leaves for 3½ hours. Shred into the reduced braising liquid.',
    items: [
      { ingredient: 'Beef Chuck Roll', amount: 8, unit: 'oz' },
      { ingredient: 'Chipotle Peppers in Adobo', amount: 0.3, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.75, unit: 'oz' },
      { ingredient: 'Apple Cider Vinegar', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Bay Leaves', amount: 0.005, unit: 'oz' },
    ],
  },
];
