import type { DemoElement } from './types.js';

/** Proteins: the core of each menu. (part 2 of 5) */
export const PROTEIN_ELEMENTS_2: DemoElement[] = [
  {
    name: 'Miso Glazed Salmon',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Fish', 'Soybeans', 'Sesame'],
    ingredients:
      'Salmon, white miso (soy), mirin, brown sugar, rice vinegar, ginger, green onion, sesame seeds',
    method:
      'Whisk miso, mirin, brown sugar, rice vinegar and grated ginger, brush over 5 oz salmon portions and roast at 425°F for 10-12 minutes until the glaze browns. Garnish with green onion and sesame seeds.',
    items: [
      { ingredient: 'Atlantic Salmon Fillet, Skinless', amount: 5.5, unit: 'oz' },
      { ingredient: 'White Miso Paste', amount: 0.4, unit: 'oz' },
      { ingredient: 'Mirin', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Light Brown Sugar', amount: 0.15, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.05, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Chili Lime Baked Cod',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Fish'],
    ingredients: 'Cod, lime, chili powder, smoked paprika, garlic, olive oil, cilantro, salt',
    method:
      'Season the cod portions with chili powder, smoked paprika, garlic, lime zest and olive oil. Bake at 400°F for 10-12 minutes until just flaking, then squeeze over lime and scatter cilantro.',
    items: [
      { ingredient: 'Cod Loin', amount: 5.5, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.25, unit: 'ea' },
      { ingredient: 'Chili Powder', amount: 0.03, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Cajun Shrimp',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Milk', 'Crustacean Shellfish'],
    ingredients: 'Shrimp, Cajun seasoning, butter, garlic, lemon, parsley, green onion',
    method:
      'Toss the shrimp with Cajun seasoning and sear in a hot pan in batches. Finish with garlic butter, lemon juice, parsley and green onion.',
    items: [
      { ingredient: 'Shrimp 21/25, Peeled & Deveined', amount: 6, unit: 'oz' },
      { ingredient: 'Cajun Seasoning', amount: 0.1, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Lamb Kofta',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Ground lamb, onion, garlic, parsley, mint, cumin, coriander, cinnamon, salt',
    method:
      'Mix the ground lamb with grated onion, garlic, herbs and spices and shape into 2 oz logs. Roast at 425°F for 12-15 minutes until browned and 160°F inside.',
    items: [
      { ingredient: 'Ground Lamb', amount: 6.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.75, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.1, unit: 'oz' },
      { ingredient: 'Fresh Mint', amount: 0.05, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Ground Cinnamon', amount: 0.01, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Adobo',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans'],
    ingredients:
      'Chicken thigh, soy sauce (wheat, soy), cider vinegar, garlic, bay leaf, black pepper',
    method:
      'Braise the chicken thighs with soy sauce, cider vinegar, crushed garlic, bay leaves and whole black pepper for 35 minutes. Reduce the sauce until glossy and spoon over the chicken.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7.5, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Apple Cider Vinegar', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.25, unit: 'oz' },
      { ingredient: 'Bay Leaves', amount: 0.005, unit: 'oz' },
      { ingredient: 'Black Pepper, Coarse Ground', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Thai Basil Chicken',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Fish', 'Wheat', 'Soybeans'],
    ingredients:
      'Chicken thigh, garlic, jalapeño, oyster sauce (wheat), soy sauce (wheat, soy), fish sauce, brown sugar, basil',
    method:
      'Stir-fry chopped chicken thigh over high heat with garlic and chiles. Season with oyster sauce, soy sauce, fish sauce and brown sugar, then fold in basil leaves until wilted.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7, unit: 'oz' },
      { ingredient: 'Oyster Sauce', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Soy Sauce', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Fish Sauce', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Jalapeño Peppers', amount: 0.2, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Piccata',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Chicken breast, flour (wheat), butter, lemon, capers, white wine, chicken stock, parsley, olive oil',
    method:
      'Pound the chicken breasts thin, dredge in seasoned flour and sear in olive oil. Deglaze with white wine, add stock, lemon juice and capers, reduce, mount with butter and finish with parsley.',
    items: [
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 7, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.25, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.2, unit: 'ea' },
      { ingredient: 'Capers', amount: 0.15, unit: 'oz' },
      { ingredient: 'Dry White Wine', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'BBQ Pulled Pork',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Pork shoulder, BBQ sauce, brown sugar, smoked paprika, garlic powder, onion powder, chili powder, cider vinegar',
    method:
      'Rub the pork shoulder with brown sugar and spices and smoke or roast at 275°F to 200°F inside, about 8 hours. Pull and toss with BBQ sauce and a splash of cider vinegar.',
    items: [
      { ingredient: 'Pork Shoulder, Boneless', amount: 8, unit: 'oz' },
      { ingredient: 'BBQ Sauce, Hickory', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Light Brown Sugar', amount: 0.2, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.05, unit: 'oz' },
      { ingredient: 'Garlic Powder', amount: 0.02, unit: 'oz' },
      { ingredient: 'Apple Cider Vinegar', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Cuban Mojo Pork',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Pork shoulder, orange juice, lime juice, garlic, oregano, cumin, olive oil, onion, salt',
    method:
      'Marinate the pork overnight in a mojo of citrus, plenty of garlic, oregano, cumin and olive oil. Roast covered at 325°F until fork-tender, then shred and toss with the pan juices and sliced onion.',
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
    name: 'Butter Chicken',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Chicken thigh, butter, heavy cream, tomato paste, yogurt, onion, garlic, ginger, garam masala, chili powder, sugar, salt',
    method:
      'Marinate the chicken in yogurt and spices and roast until charred. Simmer in a silky sauce of butter, onion, ginger, garlic, tomato and garam masala, then finish with cream.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Tomato Paste', amount: 0.75, unit: 'oz' },
      { ingredient: 'Plain Greek Yogurt', amount: 0.5, unit: 'oz' },
      { ingredient: 'Garam Masala', amount: 0.1, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Seasoned Ground Beef',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Ground beef, onion, garlic, chili powder, cumin, smoked paprika, oregano, tomato paste, salt',
    method:
      'Brown the ground beef with onion and garlic and drain. Add chili powder, cumin, paprika, oregano and tomato paste with a little water and simmer 10 minutes until saucy.',
    items: [
      { ingredient: 'Ground Beef 80/20', amount: 0.375, unit: 'lb' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Chili Powder', amount: 0.06, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Tomato Paste', amount: 0.3, unit: 'oz' },
      { ingredient: 'Dried Oregano', amount: 0.01, unit: 'oz' },
    ],
  },
  {
    name: 'Blackened Mahi Mahi',
    tag: 'standard',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Milk', 'Fish'],
    ingredients: 'Mahi mahi, Cajun seasoning, smoked paprika, butter, lime, cilantro',
    method:
      'Dredge the thawed mahi portions in blackening spice and sear in a cast-iron pan with butter until a dark crust forms, about 3 minutes per side. Finish with lime juice and cilantro.',
    items: [
      { ingredient: 'Mahi Mahi Portions, Frozen', amount: 5.5, unit: 'oz' },
      { ingredient: 'Cajun Seasoning', amount: 0.08, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.3, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.15, unit: 'ea' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Tikka Masala',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Chicken breast, yogurt, crushed tomato, onion, garlic, ginger, garam masala, cumin, turmeric, cilantro, salt',
    method:
      'Marinate the chicken breast in yogurt and spices and roast at 425°F. Simmer in a tomato-onion masala thickened with Greek yogurt instead of cream and finish with cilantro.',
    items: [
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 6, unit: 'oz' },
      { ingredient: 'Plain Greek Yogurt', amount: 1, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Garam Masala', amount: 0.1, unit: 'oz' },
      { ingredient: 'Ground Turmeric', amount: 0.03, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
    ],
  },
];
