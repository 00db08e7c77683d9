import type { DemoElement } from './types.js';

/** Vegetarian entrees. (part 1 of 3) */
export const VEG_ENTREE_ELEMENTS_1: DemoElement[] = [
  {
    name: 'Chickpea Tikka Masala',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Chickpeas, crushed tomato, coconut milk, onion, garlic, ginger, garam masala, cumin, turmeric, cilantro, salt',
    method:
      'Sweat onion, garlic and ginger, bloom the spices, then add crushed tomato and coconut milk. Simmer the chickpeas in the sauce for 20 minutes and finish with cilantro.',
    items: [
      { ingredient: 'Garbanzo Beans, Canned', amount: 4, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2.5, unit: 'oz' },
      { ingredient: 'Coconut Milk, Unsweetened', amount: 1.5, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.1, unit: 'oz' },
      { ingredient: 'Garam Masala', amount: 0.1, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Vegetable Pad Thai',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Eggs', 'Peanuts', 'Wheat', 'Soybeans'],
    ingredients:
      'Rice noodles, tofu, egg, bean sprouts, green onion, peanuts, soy sauce (wheat, soy), brown sugar, lime, garlic, sriracha, canola oil',
    method:
      'Soak the rice noodles until pliable. Stir-fry tofu and garlic, push aside to scramble the egg, then add the noodles with soy sauce, brown sugar, lime and sriracha; toss with sprouts and green onion and top with chopped peanuts.',
    items: [
      { ingredient: 'Rice Stick Noodles', amount: 3, unit: 'oz' },
      { ingredient: 'Firm Tofu', amount: 2, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.5, unit: 'ea' },
      { ingredient: 'Bean Sprouts', amount: 1, unit: 'oz' },
      { ingredient: 'Peanuts, Dry Roasted', amount: 0.3, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.4, unit: 'fl. oz' },
      { ingredient: 'Light Brown Sugar', amount: 0.25, unit: 'oz' },
      { ingredient: 'Limes', amount: 0.2, unit: 'ea' },
    ],
  },
  {
    name: 'Black Bean Enchiladas',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 2, perContainer: 24, unit: 'ea' },
    allergens: ['Milk'],
    ingredients:
      'Corn tortillas, black beans, crushed tomato, Mexican blend cheese, onion, garlic, chili powder, cumin, cilantro',
    method:
      'Simmer a red sauce of crushed tomato, chili powder, cumin, garlic and onion. Roll warmed corn tortillas around seasoned black beans and cheese, pan seam-side down, cover with sauce and more cheese and bake at 375°F for 25 minutes.',
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
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Eggplant, flour (wheat), egg, panko bread crumbs, marinara sauce, mozzarella, parmesan, basil, olive oil',
    method:
      'Slice the eggplant, dredge in flour, egg and panko and bake on oiled sheet trays at 425°F until golden. Layer with marinara, mozzarella and parmesan, bake at 375°F until bubbling and finish with basil.',
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
    name: 'Spinach Ricotta Lasagna',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Lasagna noodles (wheat), ricotta, spinach, mozzarella, parmesan, egg, marinara sauce, garlic, basil',
    method:
      'Boil the lasagna noodles al dente. Layer with marinara, ricotta mixed with egg, garlic, wilted spinach and parmesan, and mozzarella; bake covered at 350°F for 45 minutes, uncover to brown and rest 20 minutes.',
    items: [
      { ingredient: 'Lasagna Noodles', amount: 2, unit: 'oz' },
      { ingredient: 'Ricotta Cheese', amount: 2.5, unit: 'oz' },
      { ingredient: 'Baby Spinach', amount: 1, unit: 'oz' },
      { ingredient: 'Mozzarella, Shredded', amount: 1.25, unit: 'oz' },
      { ingredient: 'Parmesan Cheese, Grated', amount: 0.25, unit: 'oz' },
      { ingredient: 'Large Eggs', amount: 0.1, unit: 'ea' },
      { ingredient: 'Marinara Sauce', amount: 3, unit: 'oz' },
    ],
  },
  {
    name: 'Red Lentil Dal',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk'],
    ingredients:
      'Red lentils, onion, garlic, ginger, tomato, turmeric, cumin, garam masala, ghee, cilantro, salt',
    method:
      'Simmer the red lentils with turmeric until they collapse, about 20 minutes. Finish with a tadka of ghee, cumin, onion, garlic, ginger and tomato and stir in cilantro.',
    items: [
      { ingredient: 'Red Lentils, Dry', amount: 2.5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 1.5, unit: 'oz' },
      { ingredient: 'Ground Turmeric', amount: 0.02, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.03, unit: 'oz' },
      { ingredient: 'Ghee', amount: 0.4, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
    ],
  },
  {
    name: 'Vegetable Lo Mein',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Eggs', 'Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Lo mein noodles (wheat, egg), cabbage, carrot, red bell pepper, shiitake mushrooms, green onion, soy sauce (soy), hoisin sauce (sesame), sesame oil, garlic, ginger',
    method:
      'Boil the lo mein noodles and rinse. Stir-fry cabbage, carrot, pepper, mushrooms, garlic and ginger over high heat, then toss with the noodles, soy sauce, hoisin and sesame oil and finish with green onion.',
    items: [
      { ingredient: 'Lo Mein Noodles', amount: 3.5, unit: 'oz' },
      { ingredient: 'Green Cabbage', amount: 1.5, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.75, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 0.75, unit: 'oz' },
      { ingredient: 'Shiitake Mushrooms', amount: 0.5, unit: 'oz' },
      { ingredient: 'Soy Sauce', amount: 0.4, unit: 'fl. oz' },
      { ingredient: 'Hoisin Sauce', amount: 0.3, unit: 'fl. oz' },
      { ingredient: 'Toasted Sesame Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Stuffed Poblano Peppers',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 1, perContainer: 20, unit: 'ea' },
    allergens: ['Milk'],
    ingredients:
      'Poblano peppers, rice, black beans, corn, tomato, onion, Mexican blend cheese, cumin, chili powder, cilantro',
    method:
      'Char and peel the poblanos, then slit and seed them. Fill with a mix of cooked rice, black beans, corn, tomato and spices, top with cheese and bake at 375°F for 20 minutes.',
    items: [
      { ingredient: 'Poblano Peppers', amount: 5, unit: 'oz' },
      { ingredient: 'Long Grain White Rice', amount: 1, unit: 'oz' },
      { ingredient: 'Black Beans, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Corn Kernels, Frozen', amount: 1, unit: 'oz' },
      { ingredient: 'Diced Tomatoes, Canned', amount: 1, unit: 'oz' },
      { ingredient: 'Mexican Blend Cheese, Shredded', amount: 1, unit: 'oz' },
      { ingredient: 'Ground Cumin', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Thai Yellow Curry Vegetables',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Coconut milk, sweet potato, cauliflower, red bell pepper, green beans, vegetable stock, onion, garlic, ginger, lemongrass, curry powder, turmeric, lime, cilantro',
    method:
      'Sweat onion, garlic, ginger and lemongrass, bloom the curry powder and turmeric, then add coconut milk and stock. Simmer sweet potato, cauliflower, pepper and green beans until just tender and finish with lime and cilantro.',
    items: [
      { ingredient: 'Coconut Milk, Unsweetened', amount: 3, unit: 'fl. oz' },
      { ingredient: 'Sweet Potatoes', amount: 2, unit: 'oz' },
      { ingredient: 'Cauliflower Florets', amount: 2, unit: 'oz' },
      { ingredient: 'Red Bell Peppers', amount: 1, unit: 'oz' },
      { ingredient: 'Green Beans, Trimmed', amount: 1, unit: 'oz' },
      { ingredient: 'Lemongrass', amount: 0.1, unit: 'oz' },
      { ingredient: 'Madras Curry Powder', amount: 0.08, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Mushroom Stroganoff',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    allergens: ['Milk', 'Eggs', 'Wheat'],
    ingredients:
      'Cremini mushrooms, egg noodles (wheat, egg), onion, garlic, sour cream, vegetable stock, Dijon mustard, paprika, parsley, butter, flour',
    method:
      'Brown the mushrooms hard in butter with onion and garlic, dust with flour and paprika and add stock and Dijon. Simmer until thick, stir in sour cream off the heat and serve over buttered egg noodles with parsley.',
    items: [
      { ingredient: 'Cremini Mushrooms', amount: 4, unit: 'oz' },
      { ingredient: 'Wide Egg Noodles', amount: 2.5, unit: 'oz' },
      { ingredient: 'Sour Cream', amount: 1, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.4, unit: 'oz' },
      { ingredient: 'Vegetable Stock, Low Sodium', amount: 2, unit: 'fl. oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.15, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.1, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.03, unit: 'oz' },
    ],
  },
  {
    name: 'Chana Masala',
    tag: 'standard',
    elementType: 'Veg Entree',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 8, perContainer: 128, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Chickpeas, onion, tomato, garlic, ginger, jalapeño, cumin, coriander, garam masala, turmeric, lemon, cilantro, canola oil',
    method:
      'Brown the onion in oil, add garlic, ginger, chile and the spices, then crushed tomato. Simmer the chickpeas in the masala for 25 minutes, mashing a few to thicken, and finish with lemon and cilantro.',
    items: [
      { ingredient: 'Garbanzo Beans, Canned', amount: 5, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 1.5, unit: 'oz' },
      { ingredient: 'Crushed Tomatoes, Canned', amount: 2, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.1, unit: 'oz' },
      { ingredient: 'Garam Masala', amount: 0.08, unit: 'oz' },
      { ingredient: 'Ground Coriander', amount: 0.03, unit: 'oz' },
      { ingredient: 'Cilantro', amount: 0.05, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.3, unit: 'fl. oz' },
    ],
  },
];
