import type { DemoElement } from './types.js';

/** Proteins: the core of each menu. (part 4 of 5) */
export const PROTEIN_ELEMENTS_4: DemoElement[] = [
  {
    name: 'Herb Crusted Beef Tenderloin',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 80, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Beef tenderloin, Dijon mustard, garlic, rosemary, thyme, parsley, olive oil, salt, black pepper',
    method:
      'Trim and tie the tenderloin, season and sear on all sides. Brush with Dijon, press on chopped garlic and herbs and roast at 425°F to 125°F; rest 15 minutes before slicing.',
    items: [
      { ingredient: 'Beef Tenderloin, PSMO', amount: 6.5, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.25, unit: 'oz' },
      { ingredient: 'Fresh Rosemary', amount: 0.03, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.03, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.05, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.2, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Red Wine Braised Short Rib',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 96, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Beef short rib, red wine, chicken stock, onion, carrot, celery, garlic, tomato paste, thyme, bay leaf',
    method:
      'Season and sear the short ribs hard, then sweat the mirepoix with tomato paste. Deglaze with red wine, add stock, thyme and bay and braise covered at 300°F for 3 hours; reduce the liquid to a glaze.',
    items: [
      { ingredient: 'Beef Short Rib, Boneless', amount: 8, unit: 'oz' },
      { ingredient: 'Dry Red Wine', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Yellow Onions', amount: 0.75, unit: 'oz' },
      { ingredient: 'Carrots', amount: 0.5, unit: 'oz' },
      { ingredient: 'Celery', amount: 0.5, unit: 'oz' },
      { ingredient: 'Tomato Paste', amount: 0.25, unit: 'oz' },
      { ingredient: 'Fresh Thyme', amount: 0.02, unit: 'oz' },
    ],
  },
  {
    name: 'Pan-Seared Halibut with Beurre Blanc',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Milk', 'Fish'],
    ingredients: 'Halibut, butter, white wine, shallot, lemon, canola oil, salt, white pepper',
    method:
      'Sear the halibut portions presentation-side down in a hot pan and finish in a 400°F oven. Reduce white wine with shallot, whisk in cold butter off the heat and season with lemon.',
    items: [
      { ingredient: 'Halibut Fillet, Wild Alaskan', amount: 5.5, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 1, unit: 'oz' },
      { ingredient: 'Dry White Wine', amount: 0.75, unit: 'fl. oz' },
      { ingredient: 'Shallots', amount: 0.25, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Canola Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Picanha with Chimichurri',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 96, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Top sirloin cap, salt, parsley, oregano, garlic, red wine vinegar, olive oil, crushed red pepper',
    method:
      'Score the fat cap, salt generously and grill fat-side down until rendered, then roast to medium-rare. Slice thin and serve with chimichurri.',
    items: [
      { ingredient: 'Beef Top Sirloin Cap (Picanha)', amount: 7.5, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.08, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.15, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.1, unit: 'oz' },
      { ingredient: 'Red Wine Vinegar', amount: 0.2, unit: 'fl. oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.4, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Crispy Pork Belly',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 5, perContainer: 60, unit: 'oz' },
    allergens: ['Wheat', 'Soybeans', 'Sesame'],
    ingredients:
      'Pork belly, hoisin sauce (soy, wheat, sesame), soy sauce, brown sugar, garlic, ginger, green onion',
    method:
      'Slow-roast the scored pork belly at 300°F for 2½ hours, then press and chill. Cut into cubes, crisp at 450°F and toss in a hoisin-soy glaze with ginger and garlic; top with green onion.',
    items: [
      { ingredient: 'Pork Belly, Skin-Off', amount: 6.5, unit: 'oz' },
      { ingredient: 'Hoisin Sauce', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Soy Sauce', amount: 0.25, unit: 'fl. oz' },
      { ingredient: 'Light Brown Sugar', amount: 0.15, unit: 'oz' },
      { ingredient: 'Ginger Root', amount: 0.05, unit: 'oz' },
      { ingredient: 'Green Onions', amount: 0.1, unit: 'oz' },
    ],
  },
  {
    name: 'Seared Scallops with Brown Butter',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 4, perContainer: 48, unit: 'oz' },
    allergens: ['Milk'],
    ingredients: 'Sea scallops, butter, lemon, capers, parsley, canola oil, salt',
    method:
      'Pat the scallops dry, season and sear in a smoking pan for 90 seconds per side until deeply golden. Brown butter with capers, add lemon juice and parsley and spoon over.',
    items: [
      { ingredient: 'Sea Scallops U-10, Dry', amount: 4.5, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.5, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Capers', amount: 0.1, unit: 'oz' },
      { ingredient: 'Italian Parsley', amount: 0.03, unit: 'oz' },
      { ingredient: 'Canola Oil', amount: 0.1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Lump Crab Cakes',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Half Pan', perPerson: 2, perContainer: 24, unit: 'ea' },
    allergens: ['Eggs', 'Fish', 'Crustacean Shellfish', 'Wheat'],
    ingredients:
      'Lump crab meat, mayonnaise (egg), egg, panko bread crumbs (wheat), Dijon mustard, Worcestershire sauce (anchovy), lemon, parsley',
    method:
      'Gently fold the lump crab with mayonnaise, egg, Dijon, Worcestershire, lemon and a little panko, shape 2.5 oz cakes and chill for an hour. Sear in canola oil until golden and finish at 400°F for 6 minutes.',
    items: [
      { ingredient: 'Lump Crab Meat, Pasteurized', amount: 4, unit: 'oz' },
      { ingredient: 'Mayonnaise', amount: 0.5, unit: 'fl. oz' },
      { ingredient: 'Large Eggs', amount: 0.15, unit: 'ea' },
      { ingredient: 'Panko Bread Crumbs', amount: 0.4, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.1, unit: 'oz' },
      { ingredient: 'Worcestershire Sauce', amount: 0.05, unit: 'fl. oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
    ],
  },
  {
    name: 'Rosemary Garlic Leg of Lamb',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 96, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Lamb leg, garlic, rosemary, Dijon mustard, lemon, olive oil, salt, black pepper',
    method:
      'Butterfly and season the lamb leg, rub with garlic, rosemary, Dijon, lemon zest and olive oil and roll. Roast at 375°F to 135°F, rest and carve.',
    items: [
      { ingredient: 'Lamb Leg, Boneless', amount: 7.5, unit: 'oz' },
      { ingredient: 'Garlic, Peeled', amount: 0.15, unit: 'oz' },
      { ingredient: 'Fresh Rosemary', amount: 0.05, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.15, unit: 'oz' },
      { ingredient: 'Lemons', amount: 0.1, unit: 'ea' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.25, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Coq au Vin',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 96, unit: 'oz' },
    allergens: ['Milk', 'Wheat'],
    ingredients:
      'Chicken thigh, red wine, bacon, cremini mushrooms, onion, carrot, garlic, thyme, chicken stock, flour (wheat), butter',
    method:
      'Brown bacon lardons, then sear floured chicken thighs in the fat. Braise in red wine and stock with onion, carrot, garlic and thyme for 45 minutes and finish with butter-sautéed mushrooms.',
    items: [
      { ingredient: 'Chicken Thigh, Boneless Skinless', amount: 7, unit: 'oz' },
      { ingredient: 'Dry Red Wine', amount: 2, unit: 'fl. oz' },
      { ingredient: 'Bacon, Applewood Smoked', amount: 0.75, unit: 'oz' },
      { ingredient: 'Cremini Mushrooms', amount: 1, unit: 'oz' },
      { ingredient: 'Yellow Onions', amount: 0.5, unit: 'oz' },
      { ingredient: 'All-Purpose Flour', amount: 0.15, unit: 'oz' },
      { ingredient: 'Unsalted Butter', amount: 0.3, unit: 'oz' },
      { ingredient: 'Chicken Stock, Low Sodium', amount: 1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Herb Crusted Salmon',
    tag: 'premium',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 80, unit: 'oz' },
    allergens: ['Milk', 'Fish', 'Wheat'],
    ingredients:
      'Salmon, panko bread crumbs (wheat), parmesan, parsley, dill, lemon, Dijon mustard, olive oil',
    method:
      'Brush the salmon with Dijon and press on a crust of panko, parmesan, parsley, dill and lemon zest bound with olive oil. Roast at 425°F for 10-12 minutes until golden.',
    items: [
      { ingredient: 'Atlantic Salmon Fillet, Skinless', amount: 5.5, unit: 'oz' },
      { ingredient: 'Panko Bread Crumbs', amount: 0.3, unit: 'oz' },
      { ingredient: 'Parmigiano-Reggiano', amount: 0.15, unit: 'oz' },
      { ingredient: 'Fresh Dill', amount: 0.03, unit: 'oz' },
      { ingredient: 'Dijon Mustard', amount: 0.1, unit: 'oz' },
      { ingredient: 'Extra Virgin Olive Oil', amount: 0.15, unit: 'fl. oz' },
    ],
  },
  {
    name: 'Smoked Beef Brisket',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients: 'Beef brisket, salt, black pepper, garlic powder, smoked paprika, BBQ sauce',
    method:
      'Trim the packer brisket, rub with salt, coarse pepper, garlic powder and paprika and smoke at 250°F to 203°F, about 12 hours. Rest wrapped for 2 hours, slice against the grain and hold with warm BBQ sauce on the side.',
    items: [
      { ingredient: 'Beef Brisket, Whole Packer', amount: 9, unit: 'oz' },
      { ingredient: 'Kosher Salt', amount: 0.1, unit: 'oz' },
      { ingredient: 'Black Pepper, Coarse Ground', amount: 0.08, unit: 'oz' },
      { ingredient: 'Garlic Powder', amount: 0.02, unit: 'oz' },
      { ingredient: 'Smoked Paprika', amount: 0.02, unit: 'oz' },
      { ingredient: 'BBQ Sauce, Hickory', amount: 1, unit: 'fl. oz' },
    ],
  },
  {
    name: 'BBQ Pulled Pork',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 5, perContainer: 120, unit: 'oz' },
    noAllergens: true,
    ingredients:
      'Pork shoulder, BBQ sauce, brown sugar, smoked paprika, garlic powder, onion powder, chili powder, cider vinegar',
    method:
      'Rub the pork shoulders with brown sugar and spices and smoke at 250°F to 200°F. Pull, toss with a little BBQ sauce and cider vinegar and hold covered at 150°F.',
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
    name: 'Buffalo Chicken Wings',
    tag: 'catering',
    elementType: 'Protein',
    servingTemp: 'HOT',
    portion: { container: 'Full Pan', perPerson: 6, perContainer: 120, unit: 'pc' },
    allergens: ['Milk'],
    ingredients: 'Chicken wings, buffalo wing sauce, butter, garlic powder, salt',
    method:
      'Bake the wings on racks at 425°F for 45 minutes, turning once, until crisp. Toss in buffalo sauce emulsified with butter and serve right away.',
    items: [
      { ingredient: 'Chicken Wings, Jumbo Split', amount: 9, unit: 'oz' },
      { ingredient: 'Buffalo Wing Sauce', amount: 1, unit: 'fl. oz' },
      { ingredient: 'Unsalted Butter', amount: 0.25, unit: 'oz' },
      { ingredient: 'Garlic Powder', amount: 0.01, unit: 'oz' },
    ],
  },
];
