import { ALT_PROTEIN_ELEMENTS_1 } from './elements-alt-proteins-1.js';
import { ALT_PROTEIN_ELEMENTS_2 } from './elements-alt-proteins-2.js';
import { DESSERT_ELEMENTS_1 } from './elements-desserts-1.js';
import { DESSERT_ELEMENTS_2 } from './elements-desserts-2.js';
import { PROTEIN_ELEMENTS_1 } from './elements-proteins-1.js';
import { PROTEIN_ELEMENTS_2 } from './elements-proteins-2.js';
import { PROTEIN_ELEMENTS_3 } from './elements-proteins-3.js';
import { PROTEIN_ELEMENTS_4 } from './elements-proteins-4.js';
import { PROTEIN_ELEMENTS_5 } from './elements-proteins-5.js';
import { SALAD_ELEMENTS_1 } from './elements-salads-1.js';
import { SALAD_ELEMENTS_2 } from './elements-salads-2.js';
import { SALAD_ELEMENTS_3 } from './elements-salads-3.js';
import { SAUCE_ELEMENTS_1 } from './elements-sauces-1.js';
import { SAUCE_ELEMENTS_2 } from './elements-sauces-2.js';
import { SAUCE_ELEMENTS_3 } from './elements-sauces-3.js';
import { SIDE_ELEMENTS_1 } from './elements-sides-1.js';
import { SIDE_ELEMENTS_2 } from './elements-sides-2.js';
import { SIDE_ELEMENTS_3 } from './elements-sides-3.js';
import { SIDE_ELEMENTS_4 } from './elements-sides-4.js';
import { SOUP_SANDWICH_ELEMENTS_1 } from './elements-soups-sandwiches-1.js';
import { SOUP_SANDWICH_ELEMENTS_2 } from './elements-soups-sandwiches-2.js';
import { SOUP_SANDWICH_ELEMENTS_3 } from './elements-soups-sandwiches-3.js';
import { SOUP_SANDWICH_ELEMENTS_4 } from './elements-soups-sandwiches-4.js';
import { STARCH_ELEMENTS_1 } from './elements-starches-1.js';
import { STARCH_ELEMENTS_2 } from './elements-starches-2.js';
import { STARCH_ELEMENTS_3 } from './elements-starches-3.js';
import { TOPPING_ELEMENTS_1 } from './elements-toppings-1.js';
import { TOPPING_ELEMENTS_2 } from './elements-toppings-2.js';
import { VEG_ENTREE_ELEMENTS_1 } from './elements-veg-entrees-1.js';
import { VEG_ENTREE_ELEMENTS_2 } from './elements-veg-entrees-2.js';
import { VEG_ENTREE_ELEMENTS_3 } from './elements-veg-entrees-3.js';
import { BAKING_INGREDIENTS } from './ingredients-baking.js';
import { DAIRY_FAT_INGREDIENTS } from './ingredients-dairy-fats.js';
import { FRUIT_INGREDIENTS } from './ingredients-fruit.js';
import { GRAIN_INGREDIENTS_1 } from './ingredients-grains-1.js';
import { GRAIN_INGREDIENTS_2 } from './ingredients-grains-2.js';
import { PANTRY_INGREDIENTS_1 } from './ingredients-pantry-1.js';
import { PANTRY_INGREDIENTS_2 } from './ingredients-pantry-2.js';
import { PLANT_PROTEIN_INGREDIENTS } from './ingredients-plant-proteins.js';
import { PRODUCE_INGREDIENTS_1 } from './ingredients-produce-1.js';
import { PRODUCE_INGREDIENTS_2 } from './ingredients-produce-2.js';
import { PROTEIN_INGREDIENTS_1 } from './ingredients-proteins-1.js';
import { PROTEIN_INGREDIENTS_2 } from './ingredients-proteins-2.js';
import { SPICE_INGREDIENTS } from './ingredients-spices.js';
import type { DemoElement, DemoIngredient } from './types.js';

/** Every demo ingredient, in the order they are inserted. */
export const DEMO_INGREDIENTS: DemoIngredient[] = [
  ...PROTEIN_INGREDIENTS_1,
  ...PROTEIN_INGREDIENTS_2,
  ...PLANT_PROTEIN_INGREDIENTS,
  ...PRODUCE_INGREDIENTS_1,
  ...PRODUCE_INGREDIENTS_2,
  ...FRUIT_INGREDIENTS,
  ...GRAIN_INGREDIENTS_1,
  ...GRAIN_INGREDIENTS_2,
  ...BAKING_INGREDIENTS,
  ...DAIRY_FAT_INGREDIENTS,
  ...PANTRY_INGREDIENTS_1,
  ...PANTRY_INGREDIENTS_2,
  ...SPICE_INGREDIENTS,
];

/** Every demo element (dish), in the order they are inserted. */
export const DEMO_ELEMENTS: DemoElement[] = [
  ...PROTEIN_ELEMENTS_1,
  ...PROTEIN_ELEMENTS_2,
  ...PROTEIN_ELEMENTS_3,
  ...PROTEIN_ELEMENTS_4,
  ...PROTEIN_ELEMENTS_5,
  ...ALT_PROTEIN_ELEMENTS_1,
  ...ALT_PROTEIN_ELEMENTS_2,
  ...VEG_ENTREE_ELEMENTS_1,
  ...VEG_ENTREE_ELEMENTS_2,
  ...VEG_ENTREE_ELEMENTS_3,
  ...STARCH_ELEMENTS_1,
  ...STARCH_ELEMENTS_2,
  ...STARCH_ELEMENTS_3,
  ...SIDE_ELEMENTS_1,
  ...SIDE_ELEMENTS_2,
  ...SIDE_ELEMENTS_3,
  ...SIDE_ELEMENTS_4,
  ...SALAD_ELEMENTS_1,
  ...SALAD_ELEMENTS_2,
  ...SALAD_ELEMENTS_3,
  ...SAUCE_ELEMENTS_1,
  ...SAUCE_ELEMENTS_2,
  ...SAUCE_ELEMENTS_3,
  ...TOPPING_ELEMENTS_1,
  ...TOPPING_ELEMENTS_2,
  ...SOUP_SANDWICH_ELEMENTS_1,
  ...SOUP_SANDWICH_ELEMENTS_2,
  ...SOUP_SANDWICH_ELEMENTS_3,
  ...SOUP_SANDWICH_ELEMENTS_4,
  ...DESSERT_ELEMENTS_1,
  ...DESSERT_ELEMENTS_2,
];
