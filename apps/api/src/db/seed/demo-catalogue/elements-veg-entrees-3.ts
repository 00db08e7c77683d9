import type { DemoElement } from './types.js';

/** Vegetarian entrees. (part 3 of 3) */
export const VEG_ENTREE_ELEMENTS_3: DemoElement[] = [
  {
    name: 'Wild Mushroom Risotto',
    tag: 'premium',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Arborio rice, cremini mushrooms, shiitake mushrooms, vegetable stock, white wine, shallot, butter, parmigiano-reggiano, thyme, parsley',
    method:
      'Toast the arborio with shallot in butter, deglaze with white wine and add hot stock a ladle at a time, stirring, for 18 minutes. Fold in mushrooms seared with thyme and finish with butter and parmigiano.',
    items: [
      { ingredient: 'Arborio Rice', amount: 2.5, unit: 'oz' },
      { ingredient: 'Cremini Mushrooms', amount: 2, unit: 'oz' },
      { ingredient: 'Shiitake Mushrooms', amount: 1, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 8, unit: 'fl. oz' },
      { ingredient: 'Dry White Wine', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.5, unit: 'oz' },
      { ingredient: 'Shallots', amount: 0.3, unit: 'oz' },
    ],
  },
  {
    name: 'Brown Butter Gnocchi with Butternut Squash',
    tag: 'premium',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Tree Nuts', 'Wheat'],
    ingredients:
      'Potato gnocchi (wheat), butternut squash, butter, shallot, thyme, parmigiano-reggiano, walnuts',
    method:
      'Roast the diced butternut until caramelized. Sear the gnocchi in brown butter with shallot and thyme, fold in the squash and finish with parmigiano and toasted walnuts.',
    items: [
      { ingredient: 'Potato Gnocchi', amount: 4.5, unit: 'oz' },
      { ingredient: 'Butternut Squash, Peeled & Diced', amount: 3, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Shallots', amount: 0.25, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.02, unit: 'oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.3, unit: 'oz' },
      { ingredient: 'Walnut Pieces', amount: 0.25, unit: 'oz' },
    ],
  },
  {
    name: 'Eggplant Involtini',
    tag: 'premium',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 24, unit: 'ea' },
    allergens: ['Milk', 'Eggs'],
    ingredients:
      'Eggplant, ricotta, mozzarella, parmigiano-reggiano, basil, marinara sauce, olive oil, garlic, egg',
    method:
      'Grill thin lengthwise eggplant slices brushed with olive oil. Roll around a filling of ricotta, egg, parmigiano, garlic and basil, set in marinara, top with mozzarella and bake at 375°F for 25 minutes.',
    items: [
      { ingredient: 'Eggplant', amount: 5, unit: 'oz' },
      { ingredient: 'Ricotta Cheese', amount: 2, unit: 'oz' },
      { ingredient: 'Mozzarella, Shredded', amount: 1, unit: 'oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.3, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.1, unit: 'ea' },
      { ingredient: 'Marinara Sauce', amount: 3, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.03, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Saffron Vegetable Paella',
    tag: 'premium',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Calrose rice, vegetable stock, saffron, red bell pepper, green peas, artichoke hearts, onion, garlic, smoked paprika, tomato, olive oil, lemon',
    method:
      'Sauté onion, garlic and pepper in olive oil, add grated tomato and smoked paprika, then the rice. Add hot stock steeped with saffron, lay in the artichokes and peas and cook undisturbed until the rice is tender and a crust forms; serve with lemon.',
    items: [
      { ingredient: 'Calrose Rice', amount: 2.5, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 6, unit: 'fl. oz' },
      { ingredient: 'Saffron Threads', amount: 0.05, unit: 'g' },
      { ingredient: 'Red Bell Peppers', amount: 1, unit: 'oz' },
      { ingredient: 'Green Peas, Frozen', amount: 1, unit: 'oz' },
      { ingredient: 'Artichoke Hearts, Quartered', amount: 1.5, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.3, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Roasted Cauliflower with Romesco',
    tag: 'premium',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 96, unit: 'oz' },
    allergens: ['Tree Nuts'],
    ingredients:
      'Cauliflower, roasted red peppers, almonds, garlic, red wine vinegar, smoked paprika, olive oil, parsley, salt',
    method:
      'Roast large cauliflower florets with olive oil at 450°F until deeply browned. Blend roasted red peppers, toasted almonds, garlic, smoked paprika, vinegar and olive oil into romesco, spoon it underneath and finish with parsley.',
    items: [
      { ingredient: 'Cauliflower Florets', amount: 6, unit: 'oz' },
      { ingredient: 'Roasted Red Peppers', amount: 1.5, unit: 'oz' },
      { ingredient: 'Almonds, Sliced', amount: 0.4, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.05, unit: 'oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.15, unit: 'fl. oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Baked Rigatoni',
    tag: 'catering',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Rigatoni (wheat), marinara sauce, ricotta, mozzarella, parmesan, garlic, basil, oregano',
    method:
      'Assemble in full pans the day before and chill, then bake covered at 350°F for 45 minutes and uncovered until bubbling. Rest 10 minutes before sending.',
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
    name: 'Vegetable Lasagna',
    tag: 'catering',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Lasagna noodles (wheat), ricotta, zucchini, yellow squash, spinach, red bell pepper, mozzarella, parmesan, egg, marinara sauce, garlic',
    method:
      'Roast sliced zucchini, squash and peppers. Layer the noodles with marinara, ricotta mixed with egg and spinach, the roasted vegetables and mozzarella, bake covered at 350°F for 45 minutes, uncover to brown and rest 20 minutes before cutting.',
    items: [
      { ingredient: 'Lasagna Noodles', amount: 2, unit: 'oz' },
      { ingredient: 'Ricotta Cheese', amount: 2, unit: 'oz' },
      { ingredient: 'Zucchini', amount: 1.5, unit: 'oz' },
      { ingredient: 'Yellow Squash', amount: 1, unit: 'oz' },
      { ingredient: 'Baby Spinach', amount: 0.75, unit: 'oz' },
      { ingredient: 'Mozzarella, Shredded', amount: 1.25, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.1, unit: 'ea' },
      { ingredient: 'Marinara Sauce', amount: 3, unit: 'oz' },
    ],
  },
  {
    name: 'Black Bean Enchiladas',
    tag: 'catering',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 24, unit: 'ea' },
    allergens: ['Milk'],
    ingredients:
      'Corn tortillas, black beans, crushed tomato, Mexican blend cheese, onion, garlic, chili powder, cumin, cilantro',
    method:
      'Assemble the enchiladas in full pans, cover with sauce and cheese and bake at 375°F for 25-30 minutes. Garnish with cilantro and hold covered.',
    items: [
      { ingredient: 'Corn Tortillas, 6 in', amount: 2, unit: 'ea' },
      { ingredient: 'Black Beans, Canned', amount: 3, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Mexican Blend Cheese, Shredded', amount: 1.5, unit: 'oz' },
      { ingredient: 'Chili Powder', amount: 0.05, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Eggplant Parmesan',
    tag: 'catering',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Eggplant, flour (wheat), egg, panko bread crumbs, marinara sauce, mozzarella, parmesan, basil, olive oil',
    method:
      'Bread and bake the eggplant ahead, layer in full pans with marinara and cheese and bake at 375°F until bubbling. Cut 16 portions per pan before sending.',
    items: [
      { ingredient: 'Eggplant', amount: 5, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.25, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.25, unit: 'ea' },
      { ingredient: 'Panko Bread Crumbs', amount: 0.5, unit: 'oz' },
      { ingredient: 'Marinara Sauce', amount: 3, unit: 'oz' },
      { ingredient: 'Mozzarella, Shredded', amount: 1.25, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.25, unit: 'oz' },
      { ingredient: 'Fresh Basil', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Chile Relleno Casserole',
    tag: 'catering',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Poblano peppers, eggs, milk, flour (wheat), Mexican blend cheese, queso fresco, tomato, onion, garlic, cumin',
    method:
      'Roast, peel and split the poblanos and layer them in a buttered pan with cheese. Pour over eggs whisked with milk and a little flour, bake at 350°F for 40 minutes and top with a simmered tomato-onion sauce.',
    items: [
      { ingredient: 'Poblano Peppers', amount: 4, unit: 'oz' },
      { ingredient: 'Liquid Whole Eggs', amount: 2.5, unit: 'fl. oz' },
      { ingredient: 'Whole Milk', amount: 1, unit: 'fl. oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.15, unit: 'oz' },
      { ingredient: 'Mexican Blend Cheese, Shredded', amount: 1.5, unit: 'oz' },
      { ingredient: 'Queso Fresco', amount: 0.5, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 1.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
    ],
  },
  {
    name: 'Vegetable Yaki Udon',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Udon noodles (wheat), cabbage, carrot, shiitake mushrooms, green onion, soy sauce (soy), mirin, sesame oil',
    method:
      'Loosen the frozen udon in boiling water and drain. Stir-fry cabbage, carrot and shiitake over high heat, add the noodles with soy sauce and mirin and finish with sesame oil and green onion.',
    items: [
      { ingredient: 'Udon Noodles, Frozen', amount: 5, unit: 'oz' },
      { ingredient: 'Green Cabbage', amount: 1.5, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.5, unit: 'oz' },
      { ingredient: 'Shiitake Mushrooms', amount: 0.75, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.4, unit: 'fl. oz' },
      { ingredient: 'Mirin', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Green Onions', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Pesto Tortellini',
    tag: 'catering',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Tree Nuts', 'Wheat'],
    ingredients:
      'Cheese tortellini (wheat, milk, egg), basil pesto (milk, tree nuts), grape tomatoes, spinach, parmesan',
    method:
      'Boil the tortellini until they float, drain and toss with pesto, blistered grape tomatoes and wilted spinach. Finish with parmesan.',
    items: [
      { ingredient: 'Cheese Tortellini, Frozen', amount: 5, unit: 'oz' },
      { ingredient: 'Basil Pesto', amount: 0.75, unit: 'oz' },
      { ingredient: 'Grape Tomatoes', amount: 1, unit: 'oz' },
      { ingredient: 'Baby Spinach', amount: 0.5, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.2, unit: 'oz' },
    ],
  },
];
