/**
 * Purchasing (issue #27; docs/purchasing.md): what the scheduled menus and add-ons of a
 * market need of each ingredient, per service date, and the order guide that buys it by
 * the case from each ingredient's vendors in time. Pure: the API gathers the inputs.
 */

/** One thing the kitchen cooks on a service date, with the element's recipe. */
export interface PortionLine {
  /** Service date, YYYY-MM-DD (the market's calendar). */
  date: string;
  serviceLine: string;
  /** Names the line when it cannot be placed: "Chicken Tikka (Taste of India, Lunch)". */
  source: string;
  elementId: string;
  /**
   * Portions cooked: the Chef numbers' rounded portion (what the rounded containers hold,
   * in the element's portion unit) divided by the portion per person; an add-on slot's
   * quantity.
   */
  portions: number;
  ingredients: {
    ingredientId: string;
    /** Per portion, in `unit`; null when the recipe has none. */
    amountPerPortion: number | null;
    /** Abbreviation (oz, lb, g, fl. oz, qt, cup, tbsp, ea…); null when the recipe has none. */
    unit: string | null;
  }[];
}

export interface IngredientVendorFigures {
  vendorId: string;
  vendorName: string;
  /** 1 is preferred, then 2, then 3. */
  preference: number;
  /** The vendor's item id (ingredient_vendors.product_id). */
  itemId: string | null;
  /** Counted in the ingredient's own unit. */
  unitsPerCase: number | null;
  costPerCase: number | null;
  /** Shelf life in days from delivery. */
  expDays: number | null;
  /** Days between ordering and delivery. */
  leadTime: number | null;
}

export interface PurchasableIngredient {
  id: string;
  name: string;
  /** The ingredient's unit abbreviation: needs are expressed in it. */
  unit: string;
  vendors: IngredientVendorFigures[];
}
