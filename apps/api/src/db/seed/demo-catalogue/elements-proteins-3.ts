import type { DemoElement } from './types.js';

/** Proteins: the core of each menu. (part 3 of 5) */
export const PROTEIN_ELEMENTS_3: DemoElement[] = [
  {
    name: 'Lemon Herb Grilled Chicken Breast',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Chicken breast, lemon, olive oil, garlic, oregano, parsley, salt, black pepper',
    method:
      'Marinate the chicken breast in lemon, a little olive oil, garlic and herbs for 2 hours. Grill to 165°F, rest and slice on the bias.',
    items: [
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 6, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.2, unit: 'ea' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
      { ingredient: 'Dried Oregano', amount: 0.01, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Souvlaki',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Chicken breast, lemon, garlic, oregano, red wine vinegar, olive oil, salt, black pepper',
    method:
      'Cube the chicken breast and marinate in lemon, red wine vinegar, garlic, oregano and a little olive oil. Skewer and grill over high heat until charred and 165°F inside.',
    items: [
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 6, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Red Wine Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
      { ingredient: 'Dried Oregano', amount: 0.02, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Chili Lime Baked Cod',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Fish'],
    ingredients: 'Cod, lime, chili powder, garlic, cilantro, salt',
    method:
      'Season the cod with chili powder, garlic and lime zest and bake on parchment at 400°F for 10-12 minutes with no added fat. Finish with lime juice and cilantro.',
    items: [
      { ingredient: 'Cod Loin', amount: 5.5, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.25, unit: 'ea' },
      { ingredient: 'Chili Powder', amount: 0.03, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Miso Glazed Salmon',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 80, unit: 'oz' },
    allergens: ['Fish', 'Soybeans'],
    ingredients: 'Salmon, white miso (soy), rice vinegar, ginger, green onion',
    method:
      'Brush 4 oz salmon portions with a thin glaze of miso, rice vinegar and ginger, with no added sugar. Roast at 425°F for 10 minutes and top with green onion.',
    items: [
      { ingredient: 'Atlantic Salmon Fillet, Skinless', amount: 4.5, unit: 'oz' },
      { ingredient: 'White Miso Paste', amount: 0.25, unit: 'oz' },
      { ingredient: 'Rice Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Ginger Root', amount: 0.05, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Turkey Meatballs in Marinara',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Ground turkey, marinara sauce, panko bread crumbs (wheat), egg, parmesan, garlic, parsley, oregano',
    method:
      'Mix the ground turkey, panko, egg, parmesan, garlic and parsley and scoop 1.5 oz meatballs. Bake at 400°F for 15 minutes and simmer briefly in marinara.',
    items: [
      { ingredient: 'Ground Turkey 93/7', amount: 4.5, unit: 'oz' },
      { ingredient: 'Marinara Sauce', amount: 3, unit: 'oz' },
      { ingredient: 'Panko Bread Crumbs', amount: 0.25, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.1, unit: 'ea' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.15, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Grilled Chimichurri Flank Steak',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Beef flank steak, parsley, cilantro, garlic, red wine vinegar, olive oil, crushed red pepper, oregano, salt',
    method:
      'Season the flank steak and grill to medium, rest and slice thin against the grain. Spoon over a bright chimichurri of parsley, cilantro, garlic, vinegar, oregano and chile flakes.',
    items: [
      { ingredient: 'Beef Flank Steak', amount: 6, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.15, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Crushed Red Pepper', amount: 0.01, unit: 'oz' },
    ],
  },
  {
    name: 'Turkey Picadillo',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Ground turkey, diced tomato, onion, green bell pepper, garlic, olives, capers, cumin, oregano, bay leaf',
    method:
      'Brown the ground turkey with onion, pepper and garlic. Add diced tomato, chopped olives, capers, cumin and oregano and simmer 20 minutes until thick.',
    items: [
      { ingredient: 'Ground Turkey 93/7', amount: 5, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.75, unit: 'oz' },
      { ingredient: 'Green Bell Peppers', amount: 0.75, unit: 'oz' },
      { ingredient: 'Kalamata Olives, Pitted', amount: 0.25, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Jerk Chicken Breast',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Chicken breast, jerk seasoning, lime, green onion, garlic, salt',
    method:
      'Rub the chicken breast with jerk seasoning, lime and garlic and marinate for 2 hours. Grill to 165°F and slice.',
    items: [
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 6, unit: 'oz' },
      { ingredient: 'Jamaican Jerk Seasoning', amount: 0.12, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.2, unit: 'ea' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Sesame Ginger Chicken',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Soybeans', 'Sesame'],
    ingredients:
      'Chicken breast, tamari (soy), ginger, garlic, rice vinegar, sesame oil, green onion, sesame seeds',
    method:
      'Marinate the chicken breast in tamari, ginger, garlic, rice vinegar and a little sesame oil. Grill to 165°F, slice and garnish with green onion and sesame seeds.',
    items: [
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 6, unit: 'oz' },
      { ingredient: 'Tamari, Gluten-Free', amount: 0.4, unit: 'fl. oz' },
      { ingredient: 'Ginger Root', amount: 0.1, unit: 'oz' },
      { ingredient: 'Rice Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Garlic Herb Shrimp',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Crustacean Shellfish'],
    ingredients: 'Shrimp, garlic, lemon, parsley, olive oil, crushed red pepper, salt',
    method:
      'Toss the shrimp with garlic, lemon zest, a little olive oil and chile flakes. Roast at 450°F for 6-8 minutes until pink and finish with lemon juice and parsley.',
    items: [
      { ingredient: 'Shrimp 21/25, Peeled & Deveined', amount: 6, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Blackened Salmon',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 4, perContainer: 80, unit: 'oz' },
    allergens: ['Fish'],
    ingredients: 'Salmon, Cajun seasoning, smoked paprika, lemon, parsley',
    method:
      'Coat the salmon portions with blackening spice and sear in a lightly oiled cast-iron pan, then finish in a 400°F oven for 6 minutes. Serve with lemon and parsley.',
    items: [
      { ingredient: 'Atlantic Salmon Fillet, Skinless', amount: 4.5, unit: 'oz' },
      { ingredient: 'Cajun Seasoning', amount: 0.08, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Chicken Shawarma',
    tag: 'lite',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 100, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Chicken breast, yogurt, lemon, garlic, cumin, coriander, smoked paprika, turmeric, salt',
    method:
      'Marinate the chicken breast in yogurt, lemon, garlic and shawarma spices. Roast on racks at 425°F to 165°F and slice thin.',
    items: [
      { ingredient: 'Chicken Breast, Boneless Skinless', amount: 6, unit: 'oz' },
      { ingredient: 'Plain Greek Yogurt', amount: 0.4, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Ground Cumin', amount: 0.04, unit: 'oz' },
      { ingredient: 'Ground Coriander', amount: 0.03, unit: 'oz' },
      { ingredient: 'Ground Turmeric', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Carne Asada',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 96, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Outside skirt steak, lime, orange, garlic, cilantro, jalapeño, cumin, olive oil, salt, black pepper',
    method:
      'Marinate the outside skirt steak in citrus, garlic, cilantro and jalapeño for 6 hours. Grill hard over charcoal to medium-rare, rest and slice across the grain.',
    items: [
      { ingredient: 'Beef Outside Skirt Steak', amount: 7.5, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.25, unit: 'ea' },
      { ingredient: 'Navel Oranges', amount: 0.15, unit: 'ea' },
      { ingredient: 'Garlic, Peeled', amount: 0.15, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Jalapeño Peppers', amount: 0.15, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Seared Ahi Tuna with Sesame Crust',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'COLD',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Fish', 'Wheat', 'Soybeans', 'Sesame'],
    ingredients: 'Ahi tuna, sesame seeds, soy sauce (wheat, soy), ginger, sesame oil, canola oil',
    method:
      'Brush the tuna loin with soy sauce and sesame oil and roll in toasted sesame seeds. Sear 45 seconds per side in a smoking-hot pan, chill and slice ¼ inch thick.',
    items: [
      { ingredient: 'Ahi Tuna Loin, Sushi Grade', amount: 4.5, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.2, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Ginger Root', amount: 0.05, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
];
