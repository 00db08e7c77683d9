import type { DemoElement } from './types.js';

/** Alternative proteins: tofu, tempeh, paneer, eggs and seafood. (part 2 of 2) */
export const ALT_PROTEIN_ELEMENTS_2: DemoElement[] = [
  {
    name: 'Baked Falafel',
    tag: 'lite',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'pc' },
    noAllergens: true,
    ingredients: 'Chickpeas, onion, parsley, cilantro, garlic, cumin, coriander, salt',
    method:
      'Pulse chickpeas with onion, herbs, garlic and spices until they hold together and scoop 1 oz balls. Bake on parchment at 400°F for 25 minutes with only a light spray of oil.',
    items: [
      { ingredient: 'Garbanzo Beans, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.15, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Ground Coriander', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Miso Tempeh',
    tag: 'lite',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Soybeans'],
    ingredients: 'Tempeh (soy), white miso (soy), rice vinegar, maple syrup, ginger, green onion',
    method:
      'Steam and slice the tempeh, brush with miso thinned with rice vinegar, maple syrup and ginger and roast at 400°F for 15 minutes. Top with green onion.',
    items: [
      { ingredient: 'Tempeh', amount: 4.5, unit: 'oz' },
      { ingredient: 'White Miso Paste', amount: 0.25, unit: 'oz' },
      { ingredient: 'Rice Vinegar', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Pure Maple Syrup', amount: 0.1, unit: 'fl. oz' },
      { ingredient: 'Ginger Root', amount: 0.05, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Lemon Pepper Shrimp',
    tag: 'lite',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Crustacean Shellfish'],
    ingredients: 'Shrimp, lemon, black pepper, garlic, parsley, salt',
    method:
      'Season the shrimp with lemon zest, cracked black pepper and garlic and roast at 450°F for 6 minutes. Toss with lemon juice and parsley.',
    items: [
      { ingredient: 'Shrimp 21/25, Peeled & Deveined', amount: 5, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Black Pepper, Coarse Ground', amount: 0.02, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: "Grilled Halloumi with Za'atar",
    tag: 'premium',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Milk', 'Sesame'],
    ingredients: "Halloumi, za'atar (sesame), olive oil, lemon, honey, mint",
    method:
      "Slice the halloumi ½ inch thick and grill until marked and soft. Drizzle with olive oil, honey and lemon and finish with za'atar and torn mint.",
    items: [
      { ingredient: 'Halloumi', amount: 4, unit: 'oz' },
      { ingredient: "Za'atar", amount: 0.05, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Clover Honey', amount: 0.15, unit: 'oz' },
      { ingredient: 'Fresh Mint', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Seared Tofu Steak with Chimichurri',
    tag: 'premium',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Soybeans'],
    ingredients:
      'Firm tofu, parsley, cilantro, garlic, red wine vinegar, olive oil, crushed red pepper, salt',
    method:
      'Press the tofu and cut into thick steaks, season and sear in olive oil until deeply golden on both sides. Spoon over chimichurri.',
    items: [
      { ingredient: 'Firm Tofu', amount: 6, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.15, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.4, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Shrimp Scampi Skewers',
    tag: 'premium',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 2, perContainer: 48, unit: 'ea' },
    allergens: ['Milk', 'Crustacean Shellfish'],
    ingredients: 'Shrimp, butter, garlic, white wine, lemon, parsley, crushed red pepper',
    method:
      'Skewer the shrimp and grill 2 minutes per side. Baste with a scampi butter of garlic, white wine, lemon and parsley.',
    items: [
      { ingredient: 'Shrimp 21/25, Peeled & Deveined', amount: 5, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
      { ingredient: 'Dry White Wine', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Miso Glazed Tofu Steaks',
    tag: 'premium',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Soybeans', 'Sesame'],
    ingredients:
      'Firm tofu, white miso (soy), mirin, honey, rice vinegar, sesame oil, green onion, sesame seeds',
    method:
      'Score thick tofu steaks, brush with a glaze of miso, mirin, honey and rice vinegar and broil until caramelized. Finish with sesame oil, green onion and sesame seeds.',
    items: [
      { ingredient: 'Firm Tofu', amount: 6, unit: 'oz' },
      { ingredient: 'White Miso Paste', amount: 0.35, unit: 'oz' },
      { ingredient: 'Mirin', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Clover Honey', amount: 0.15, unit: 'oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
      { ingredient: 'Toasted Sesame Seeds', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Tofu Satay Skewers',
    tag: 'catering',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 3, perContainer: 60, unit: 'ea' },
    allergens: ['Peanuts', 'Soybeans'],
    ingredients:
      'Firm tofu, coconut milk, curry powder, turmeric, maple syrup, tamari (soy), peanut butter, lime, garlic',
    method:
      'Marinate tofu batons in coconut milk, curry powder, turmeric and tamari and thread onto skewers. Grill until charred and serve with a peanut-lime sauce.',
    items: [
      { ingredient: 'Firm Tofu', amount: 5, unit: 'oz' },
      { ingredient: 'Coconut Milk, Unsweetened', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Madras Curry Powder', amount: 0.05, unit: 'oz' },
      { ingredient: 'Tamari, Gluten-Free', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Peanut Butter, Creamy', amount: 0.5, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.1, unit: 'ea' },
    ],
  },
  {
    name: 'Mini Falafel Bites',
    tag: 'catering',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'pc' },
    allergens: ['Wheat'],
    ingredients:
      'Chickpeas, onion, parsley, cilantro, garlic, cumin, coriander, flour (wheat), canola oil, salt',
    method:
      'Scoop ¾ oz falafel balls from the standard mix and shallow-fry in canola oil until deep golden. Hold warm and send tahini sauce on the side.',
    items: [
      { ingredient: 'Garbanzo Beans, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.15, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.25, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.5, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Paneer Tikka Skewers',
    tag: 'catering',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 48, unit: 'ea' },
    allergens: ['Milk'],
    ingredients:
      'Paneer, yogurt, lemon, garlic, ginger, garam masala, smoked paprika, turmeric, red onion, green bell pepper, canola oil',
    method:
      'Marinate the paneer, red onion and pepper in spiced yogurt and thread onto skewers. Grill or roast at 450°F until charred and hold warm.',
    items: [
      { ingredient: 'Paneer', amount: 4.5, unit: 'oz' },
      { ingredient: 'Plain Greek Yogurt', amount: 0.75, unit: 'oz' },
      { ingredient: 'Garam Masala', amount: 0.05, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Green Bell Peppers', amount: 0.5, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Plant-Based Meatballs',
    tag: 'catering',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans'],
    ingredients:
      'Plant-based ground (soy), marinara sauce, panko bread crumbs (wheat), garlic, parsley, oregano, olive oil',
    method:
      'Mix the plant-based ground with panko, garlic and herbs and roll 1 oz meatballs. Roast at 400°F for 12 minutes and fold into warm marinara.',
    items: [
      { ingredient: 'Plant-Based Ground, Soy', amount: 4, unit: 'oz' },
      { ingredient: 'Marinara Sauce', amount: 3, unit: 'oz' },
      { ingredient: 'Panko Bread Crumbs', amount: 0.25, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
      { ingredient: 'Dried Oregano', amount: 0.01, unit: 'oz' },
    ],
  },
  {
    name: 'Sweet Chili Glazed Salmon',
    tag: 'standard',
    elementType: 'Alt Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Fish'],
    ingredients: 'Salmon, Thai sweet chili sauce, lime, garlic, green onion, cilantro',
    method:
      'Brush the salmon portions with sweet chili sauce, lime and garlic and roast at 425°F for 10 minutes. Glaze again and finish with green onion and cilantro.',
    items: [
      { ingredient: 'Atlantic Salmon Fillet, Skinless', amount: 4.5, unit: 'oz' },
      { ingredient: 'Thai Sweet Chili Sauce', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Limes', amount: 0.08, unit: 'ea' },
      { ingredient: 'Garlic, Peeled', amount: 0.03, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.03, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.02, unit: 'oz' },
    ],
  },
];
