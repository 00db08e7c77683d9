import type { IngredientType, ServingTemperature } from '@catering/domain';
import { commaList } from './comma-list.js';

/** What generated elements are made of: dish words by element type, and their portions. */

export interface ElementKind {
  type: string;
  /** Out of 100: how many of the catalogue's elements are of this type. */
  share: number;
  words: string[];
  /** Ingredient types its main ingredient is drawn from. */
  mainIngredient: IngredientType[];
  portion: { container: string; perPerson: number; perContainer: number; unit: string };
  servingTemp: ServingTemperature;
}

const kind = (
  type: string,
  share: number,
  words: string,
  mainIngredient: IngredientType[],
  [container, perPerson, perContainer, unit]: [string, number, number, string],
  servingTemp: ServingTemperature,
): ElementKind => ({
  type,
  share,
  words: commaList(words),
  mainIngredient,
  portion: { container, perPerson, perContainer, unit },
  servingTemp,
});

export const ELEMENT_KINDS: ElementKind[] = [
  kind(
    'Protein',
    18,
    `Chicken Thighs, Chicken Breast, Pulled Pork, Beef Brisket, Salmon, Shrimp,
    Turkey Meatballs, Steak, Pork Loin, Cod, Chicken Wings, Lamb Kofta, Short Ribs, Carnitas,
    Chicken Drumsticks, Flank Steak`,
    ['Protein'],
    ['Full Pan', 6, 120, 'oz'],
    'HOT',
  ),
  kind(
    'Alt Protein',
    6,
    `Tofu, Tempeh, Seitan, Chickpea Patties, Black Bean Cakes,
    Lentil Meatballs, Jackfruit, Falafel`,
    ['Protein'],
    ['Half Pan', 5, 60, 'oz'],
    'HOT',
  ),
  kind(
    'Veg Entree',
    10,
    `Eggplant Parmesan, Stuffed Peppers, Vegetable Curry, Mushroom Risotto,
    Cauliflower Steaks, Veggie Lasagna, Enchiladas, Quinoa Bowl, Vegetable Stir Fry,
    Spinach Ravioli, Ratatouille`,
    ['Vegetable'],
    ['Half Pan', 8, 80, 'oz'],
    'HOT',
  ),
  kind(
    'Starch',
    10,
    `Rice, Jasmine Rice, Roasted Potatoes, Mashed Potatoes, Couscous, Quinoa,
    Orzo, Penne, Rice Noodles, Polenta, Farro, Sweet Potatoes`,
    ['Grain', 'Starch'],
    ['Full Pan', 5, 160, 'oz'],
    'HOT',
  ),
  kind(
    'Side',
    10,
    `Green Beans, Broccoli, Carrots, Brussels Sprouts, Zucchini, Corn, Asparagus,
    Cauliflower, Snap Peas, Bok Choy, Squash, Mushrooms`,
    ['Vegetable'],
    ['Half Pan', 4, 64, 'oz'],
    'HOT',
  ),
  kind(
    'Salad',
    8,
    `Garden Salad, Caesar Salad, Kale Salad, Greek Salad, Cobb Salad,
    Quinoa Salad, Orzo Salad, Cucumber Salad, Spinach Salad, Noodle Salad`,
    ['Vegetable'],
    ['Full Pan', 3, 80, 'oz'],
    'COLD',
  ),
  kind(
    'Veg Side',
    6,
    'Slaw, Beets, Kale, Roasted Roots, Charred Corn, Pickled Vegetables',
    ['Vegetable'],
    ['Half Pan', 3, 64, 'oz'],
    'COLD',
  ),
  kind(
    'Bread',
    3,
    'Rolls, Focaccia, Naan, Cornbread, Pita, Garlic Bread, Tortillas',
    ['Grain'],
    ['Sheet Tray', 1, 48, 'ea'],
    'AMBIENT',
  ),
  kind(
    'Salad Dressing',
    4,
    'Vinaigrette, Ranch, Caesar Dressing, Tahini Dressing, Green Goddess',
    ['Fat', 'Other'],
    ['32oz Deli', 1.5, 32, 'fl. oz'],
    'COLD',
  ),
  kind(
    'Topping',
    5,
    'Pickled Onions, Crispy Shallots, Toasted Seeds, Croutons, Crema, Cotija',
    ['Vegetable', 'Dairy'],
    ['8oz Deli', 0.5, 8, 'oz'],
    'AMBIENT',
  ),
  kind(
    'Sauce',
    8,
    `Salsa, Chimichurri, Aioli, Pesto, BBQ Sauce, Tzatziki, Gravy, Teriyaki,
    Romesco, Peanut Sauce, Curry Sauce, Hot Sauce`,
    ['Other', 'Vegetable'],
    ['16oz Deli', 1, 16, 'fl. oz'],
    'COLD',
  ),
  kind(
    'Garnish',
    2,
    'Herbs, Scallions, Lime Wedges, Microgreens',
    ['Vegetable', 'Fruit'],
    ['8oz Deli', 0.25, 8, 'oz'],
    'COLD',
  ),
  kind(
    'Fruit',
    2,
    'Fruit Salad, Melon, Berries, Citrus Salad, Pineapple',
    ['Fruit'],
    ['Half Pan', 3, 64, 'oz'],
    'COLD',
  ),
  kind(
    'Dessert',
    5,
    `Brownies, Cookies, Cheesecake, Panna Cotta, Cobbler, Tres Leches,
    Rice Pudding, Lemon Bars`,
    ['Dairy', 'Grain', 'Fruit'],
    ['Sheet Tray', 1, 40, 'pc'],
    'AMBIENT',
  ),
  kind(
    'Greens',
    1,
    'Mixed Greens, Romaine, Spinach, Arugula',
    ['Vegetable'],
    ['Full Pan', 2, 48, 'oz'],
    'COLD',
  ),
  kind(
    'Soup',
    1,
    'Tomato Soup, Minestrone, Chicken Noodle Soup, Lentil Soup, Tortilla Soup',
    ['Vegetable', 'Other'],
    ['Cambro', 8, 320, 'fl. oz'],
    'HOT',
  ),
  kind(
    'Sandwich',
    1,
    'Turkey Club, Banh Mi, Chicken Wrap, Caprese Panini, Cuban, Falafel Wrap',
    ['Grain'],
    ['Sheet Tray', 1, 24, 'ea'],
    'AMBIENT',
  ),
];

/** The first word of an element's name: how it is seasoned or cooked. */
export const ELEMENT_STYLES = commaList(`Lemon Herb, Smoked, Chipotle, Garlic, Honey Glazed,
  Korean BBQ, Tandoori, Cajun, Mediterranean, Thai Basil, Jerk, Teriyaki, Sesame, Miso,
  Harissa, Tuscan, Cilantro Lime, Roasted, Grilled, Braised, Pesto, Buffalo, Peruvian, Greek,
  Moroccan, Ginger Scallion, Al Pastor, Szechuan, Za'atar, Balsamic, Maple, Sriracha, Coconut,
  Curry, Blackened, Rosemary, Sumac, Adobo, Bulgogi, Gochujang, Lemongrass, Ancho, Herbed,
  Spiced, Charred, Crispy, Baked, Pan Seared, Citrus, Firecracker`);
/** What may follow an element's name; most have nothing. */
export const ELEMENT_FINISHES = [
  ...Array<string>(8).fill(''),
  ...commaList(`with Herbs, with Lime, with Gremolata, with Salsa Verde, with Toasted Seeds,
    with Pickled Onions, with Scallions, with Chili Crisp, with Lemon, with Crispy Shallots`).map(
    (finish) => ` ${finish}`,
  ),
];
export const METHOD_STEPS = commaList(`Prep and portion the mise en place the day before.,
  Season well and rest 20 minutes before cooking., Roast at 400°F until browned at the edges.,
  Simmer gently and adjust the seasoning before panning., Grill over high heat and rest before
  slicing., Toss with the dressing just before service., Hold hot above 140°F until service.,
  Chill below 40°F and keep cold through service.`);
