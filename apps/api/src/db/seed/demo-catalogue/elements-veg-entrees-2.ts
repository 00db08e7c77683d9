import type { DemoElement } from './types.js';

/** Vegetarian entrees. (part 2 of 3) */
export const VEG_ENTREE_ELEMENTS_2: DemoElement[] = [
  {
    name: 'Palak Paneer',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Spinach, paneer, onion, garlic, ginger, jalapeño, heavy cream, ghee, cumin, garam masala, salt',
    method:
      'Blanch and purée the spinach. Cook onion, garlic, ginger and chile in ghee with cumin and garam masala, add the spinach and a little cream and fold in seared paneer cubes.',
    items: [
      { ingredient: 'Baby Spinach', amount: 5, unit: 'oz' },
      { ingredient: 'Paneer', amount: 2.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.1, unit: 'oz' },
      { ingredient: 'Heavy Cream', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Ghee', amount: 0.3, unit: 'oz' },
      { ingredient: 'Garam Masala', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Baked Rigatoni',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Rigatoni (wheat), marinara sauce, ricotta, mozzarella, parmesan, garlic, basil, oregano',
    method:
      'Cook the rigatoni al dente and toss with marinara, dollops of ricotta and half the mozzarella. Top with the rest of the mozzarella and parmesan and bake at 375°F until bubbling and browned, about 30 minutes.',
    items: [
      { ingredient: 'Rigatoni', amount: 2.5, unit: 'oz' },
      { ingredient: 'Marinara Sauce', amount: 4, unit: 'oz' },
      { ingredient: 'Ricotta Cheese', amount: 1.5, unit: 'oz' },
      { ingredient: 'Mozzarella, Shredded', amount: 1.5, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.25, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Cauliflower Shawarma',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Cauliflower, chickpeas, red onion, olive oil, cumin, coriander, smoked paprika, turmeric, cinnamon, lemon, parsley',
    method:
      'Toss cauliflower florets, chickpeas and red onion with olive oil and shawarma spices. Roast at 450°F until charred and tender, about 25 minutes, and finish with lemon and parsley.',
    items: [
      { ingredient: 'Cauliflower Florets', amount: 5, unit: 'oz' },
      { ingredient: 'Garbanzo Beans, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.4, unit: 'fl. oz' },
      { ingredient: 'Ground Cumin', amount: 0.04, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.03, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Mushroom Barbacoa',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 96, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Cremini mushrooms, portobello mushrooms, chipotle in adobo, onion, garlic, cider vinegar, lime, cumin, oregano, vegetable stock',
    method:
      'Shred the portobellos, quarter the creminis and sear hard until browned. Braise with chipotle, garlic, onion, cider vinegar, lime and spices in a little stock until glossy, about 15 minutes.',
    items: [
      { ingredient: 'Portobello Mushroom Caps', amount: 3, unit: 'oz' },
      { ingredient: 'Cremini Mushrooms', amount: 3, unit: 'oz' },
      { ingredient: 'Chipotle Peppers in Adobo', amount: 0.3, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.75, unit: 'oz' },
      { ingredient: 'Apple Cider Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Ground Cumin', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Zucchini Noodle Primavera',
    tag: 'lite',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Zucchini, yellow squash, grape tomatoes, red bell pepper, garlic, basil, olive oil, parmesan, crushed red pepper',
    method:
      'Spiralize the zucchini and squash and sauté briefly with garlic and olive oil until just tender. Toss with blistered grape tomatoes, peppers and basil and finish with a little parmesan.',
    items: [
      { ingredient: 'Zucchini', amount: 4, unit: 'oz' },
      { ingredient: 'Yellow Squash', amount: 2, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 2, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 1, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Fresh Basil', amount: 0.05, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.2, unit: 'oz' },
    ],
  },
  {
    name: 'Red Lentil Dal',
    tag: 'lite',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Red lentils, onion, garlic, ginger, tomato, turmeric, cumin, cilantro, lemon, salt',
    method:
      'Simmer the red lentils with turmeric, onion, ginger, garlic and tomato until they collapse. Temper the cumin in a teaspoon of oil instead of ghee and finish with lemon and cilantro.',
    items: [
      { ingredient: 'Red Lentils, Dry', amount: 2.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 1.5, unit: 'oz' },
      { ingredient: 'Ground Turmeric', amount: 0.02, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Quinoa Stuffed Bell Peppers',
    tag: 'lite',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 20, unit: 'ea' },
    allergens: ['Milk'],
    ingredients:
      'Red bell peppers, quinoa, black beans, corn, tomato, onion, cumin, chili powder, cilantro, queso fresco',
    method:
      'Halve and seed the peppers and roast them for 10 minutes. Fill with quinoa cooked in tomato with black beans, corn and spices, bake at 375°F for 20 minutes and top with a little queso fresco.',
    items: [
      { ingredient: 'Red Bell Peppers', amount: 6, unit: 'oz' },
      { ingredient: 'Quinoa, White', amount: 1.25, unit: 'oz' },
      { ingredient: 'Black Beans, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Corn Kernels, Frozen', amount: 1, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 1, unit: 'oz' },
      { ingredient: 'Queso Fresco', amount: 0.5, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Cauliflower Shawarma',
    tag: 'lite',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Cauliflower, chickpeas, red onion, olive oil, cumin, coriander, smoked paprika, turmeric, lemon, parsley',
    method:
      'Toss the cauliflower, chickpeas and onion with the spices and just enough olive oil to coat and roast on parchment at 450°F until charred. Finish with lemon and parsley.',
    items: [
      { ingredient: 'Cauliflower Florets', amount: 5, unit: 'oz' },
      { ingredient: 'Garbanzo Beans, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Red Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Ground Cumin', amount: 0.04, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.03, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.15, unit: 'ea' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Tofu Vegetable Stir-Fry',
    tag: 'lite',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Soybeans', 'Sesame'],
    ingredients:
      'Firm tofu, broccoli, snap peas, red bell pepper, carrot, garlic, ginger, tamari (soy), rice vinegar, sesame oil',
    method:
      'Bake cubes of tofu until firm. Stir-fry broccoli, snap peas, pepper and carrot with garlic and ginger over high heat and toss with the tofu and a light sauce of tamari, rice vinegar and a little sesame oil.',
    items: [
      { ingredient: 'Firm Tofu', amount: 3, unit: 'oz' },
      { ingredient: 'Broccoli Florets', amount: 2, unit: 'oz' },
      { ingredient: 'Sugar Snap Peas', amount: 1.5, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 1, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.75, unit: 'oz' },
      { ingredient: 'Tamari, Gluten-Free', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Ratatouille',
    tag: 'lite',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Eggplant, zucchini, yellow squash, red bell pepper, onion, crushed tomato, garlic, thyme, basil, olive oil',
    method:
      'Sweat onion, garlic and pepper in olive oil, add cubed eggplant, zucchini and squash and cook until just tender. Simmer with crushed tomato and thyme for 20 minutes and finish with basil.',
    items: [
      { ingredient: 'Eggplant', amount: 2.5, unit: 'oz' },
      { ingredient: 'Zucchini', amount: 2, unit: 'oz' },
      { ingredient: 'Yellow Squash', amount: 1.5, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 1, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Fresh Thyme', amount: 0.02, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Chana Masala',
    tag: 'lite',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Chickpeas, onion, tomato, garlic, ginger, jalapeño, cumin, coriander, garam masala, turmeric, lemon, cilantro, canola oil',
    method:
      'Sweat the onion covered with a splash of water and half the oil, then add garlic, ginger, chile, spices and crushed tomato. Simmer the chickpeas for 25 minutes and finish with lemon and cilantro.',
    items: [
      { ingredient: 'Garbanzo Beans, Canned', amount: 5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1.5, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.1, unit: 'oz' },
      { ingredient: 'Garam Masala', amount: 0.08, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
];
