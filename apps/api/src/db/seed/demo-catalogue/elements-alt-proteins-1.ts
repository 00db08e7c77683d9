import type { DemoElement } from './types.js';

/** Alternative proteins: tofu, tempeh, paneer, eggs and seafood. (part 1 of 2) */
export const ALT_PROTEIN_ELEMENTS_1: DemoElement[] = [
  {
    name: 'Gochujang Glazed Tofu',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Firm tofu, cornstarch, gochujang (wheat, soy), soy sauce, maple syrup, rice vinegar, garlic, sesame oil, green onion, sesame seeds',
    method:
      'Press and cube the tofu, toss with cornstarch and roast at 425°F until crisp, about 25 minutes. Toss in a glaze of gochujang, soy sauce, maple syrup, rice vinegar, garlic and sesame oil and top with green onion and sesame seeds.',
    items: [
      { ingredient: 'Firm Tofu', amount: 6, unit: 'oz' },
      { ingredient: 'Cornstarch', amount: 0.25, unit: 'oz' },
      { ingredient: 'Gochujang', amount: 0.4, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Pure Maple Syrup', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Teriyaki Tofu',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans'],
    ingredients:
      'Firm tofu, teriyaki sauce (soy, wheat), cornstarch, ginger, garlic, green onion, canola oil',
    method:
      'Press the tofu, cut into planks and sear on an oiled flat-top until golden on both sides. Glaze with teriyaki sauce and grated ginger and garnish with green onion.',
    items: [
      { ingredient: 'Firm Tofu', amount: 6, unit: 'oz' },
      { ingredient: 'Teriyaki Sauce', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Cornstarch', amount: 0.15, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.05, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Baked Falafel',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'pc' },
    allergens: ['Wheat'],
    ingredients:
      'Chickpeas, onion, parsley, cilantro, garlic, cumin, coriander, flour (wheat), olive oil, salt',
    method:
      'Pulse chickpeas with onion, herbs, garlic and spices, bind with a little flour and scoop 1 oz balls. Brush with olive oil and bake at 400°F for 25 minutes, turning once.',
    items: [
      { ingredient: 'Garbanzo Beans, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.15, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.25, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Chili Lime Tempeh',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Soybeans'],
    ingredients:
      'Tempeh (soy), lime, chili powder, cumin, garlic, maple syrup, tamari (soy), olive oil',
    method:
      'Steam the tempeh for 10 minutes to soften its bitterness, then cube and marinate in lime, tamari, maple syrup and spices. Roast at 400°F until the edges crisp, about 20 minutes.',
    items: [
      { ingredient: 'Tempeh', amount: 4.5, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.2, unit: 'ea' },
      { ingredient: 'Chili Powder', amount: 0.03, unit: 'oz' },
      { ingredient: 'Tamari, Gluten-Free', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Pure Maple Syrup', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.2, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Plant-Based Taco Crumble',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 60, unit: 'oz' },
    allergens: ['Soybeans'],
    ingredients:
      'Plant-based ground (soy), onion, garlic, chili powder, cumin, smoked paprika, oregano, tomato paste, salt',
    method:
      'Brown the plant-based ground in a hot pan with onion and garlic, breaking it up. Season with the taco spices and tomato paste loosened with water and simmer 5 minutes.',
    items: [
      { ingredient: 'Plant-Based Ground, Soy', amount: 4.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.75, unit: 'oz' },
      { ingredient: 'Chili Powder', amount: 0.05, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'Tomato Paste', amount: 0.25, unit: 'oz' },
    ],
  },
  {
    name: 'Crispy Sesame Tofu',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Firm tofu, cornstarch, soy sauce (wheat, soy), honey, rice vinegar, garlic, ginger, sesame oil, sesame seeds',
    method:
      'Coat cubes of pressed tofu in cornstarch and bake on an oiled sheet tray at 425°F until crisp. Toss in a sticky sauce of soy sauce, honey, rice vinegar, garlic, ginger and sesame oil and shower with sesame seeds.',
    items: [
      { ingredient: 'Firm Tofu', amount: 6, unit: 'oz' },
      { ingredient: 'Cornstarch', amount: 0.3, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Clover Honey', amount: 0.3, unit: 'oz' },
      { ingredient: 'Rice Vinegar', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Tandoori Paneer Tikka',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Paneer, yogurt, lemon, garlic, ginger, garam masala, smoked paprika, turmeric, red onion, green bell pepper, canola oil',
    method:
      'Marinate cubes of paneer, red onion and pepper in spiced yogurt for an hour. Roast on sheet trays at 450°F until charred at the edges, about 12 minutes.',
    items: [
      { ingredient: 'Paneer', amount: 4.5, unit: 'oz' },
      { ingredient: 'Plain Greek Yogurt', amount: 0.75, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Garam Masala', amount: 0.05, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.03, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Green Bell Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Herbed Egg Frittata',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Milk', 'Eggs'],
    ingredients:
      'Eggs, milk, spinach, red bell pepper, onion, feta, parsley, olive oil, salt, black pepper',
    method:
      'Sauté onion, pepper and spinach, spread in an oiled half pan and pour over eggs whisked with milk and herbs. Scatter feta and bake at 325°F until just set, about 30 minutes, then cut into squares.',
    items: [
      { ingredient: 'Liquid Whole Eggs', amount: 4, unit: 'fl. oz' },
      { ingredient: 'Whole Milk', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Baby Spinach', amount: 0.5, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Feta Cheese, Crumbled', amount: 0.5, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Garlic Shrimp Skewers',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 2, perContainer: 48, unit: 'ea' },
    allergens: ['Crustacean Shellfish'],
    ingredients: 'Shrimp, garlic, olive oil, lemon, smoked paprika, parsley, salt',
    method:
      'Thread four shrimp per skewer, brush with garlic, olive oil and smoked paprika and grill 2 minutes per side. Finish with lemon juice and parsley.',
    items: [
      { ingredient: 'Shrimp 21/25, Peeled & Deveined', amount: 5, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.08, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Smoked Paprika', amount: 0.01, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Gochujang Glazed Tofu',
    tag: 'lite',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Firm tofu, gochujang (wheat, soy), rice vinegar, garlic, ginger, green onion, sesame seeds',
    method:
      'Press and cube the tofu and roast on parchment at 425°F without oil until firm. Toss in a thin glaze of gochujang, rice vinegar, garlic and ginger and top with green onion and sesame seeds.',
    items: [
      { ingredient: 'Firm Tofu', amount: 6, unit: 'oz' },
      { ingredient: 'Gochujang', amount: 0.3, unit: 'oz' },
      { ingredient: 'Rice Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.05, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Ginger Scallion Tofu',
    tag: 'lite',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Soybeans'],
    ingredients: 'Firm tofu, green onion, ginger, tamari (soy), rice vinegar, canola oil, salt',
    method:
      'Steam slabs of firm tofu until hot through. Spoon over a sauce of minced green onion and ginger bloomed in a little hot oil with tamari and rice vinegar.',
    items: [
      { ingredient: 'Firm Tofu', amount: 6, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.3, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.15, unit: 'oz' },
      { ingredient: 'Tamari, Gluten-Free', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Rice Vinegar', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Canola Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
];
