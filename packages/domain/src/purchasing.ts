/**
 * Purchasing (issue #27; docs/purchasing.md): what the scheduled menus and add-ons of a
 * market need of each ingredient, per service date, and the order guide that buys it by
 * the case from each ingredient's vendors in time. Pure: the API gathers the inputs.
 */

/**
 * Accounts and each one's part of a line, by position: `parts[i]` is `accounts[i]`'s, the
 * parts sum to 1, and 0 is an account that does not eat the line. The lines of one menu
 * share its accounts (a month is a hundred menus of a hundred accounts: one object per
 * account and line would be a hundred thousand of them).
 */
export interface AccountParts {
  accounts: readonly { id: string; name: string }[];
  parts: readonly number[];
}

/** One thing the kitchen cooks on a service date, with the element's recipe. */
export interface PortionLine {
  /** Service date, YYYY-MM-DD (the market's calendar). */
  date: string;
  serviceLine: string;
  /** The service line's id (the food cost report groups by it; by name without it). */
  serviceLineId?: string;
  /** Names the line when it cannot be placed: "Chicken Tikka (Taste of India, Lunch)". */
  source: string;
  elementId: string;
  /** The element's name as cooked that day (the scheduled row's). */
  name?: string;
  /** The scheduled menu the line is cooked for; null for an add-on slot. */
  scheduledMenuId?: string | null;
  /** The scheduled row (or add-on slot's scheduled element) cooked. */
  scheduledElementId?: string;
  /** An alternative dish of a row (cooked for accommodation eaters). */
  isAlternative?: boolean;
  /**
   * The accounts the line is cooked for and each one's part of the portions (by what each
   * account's eaters need, or ordered of an add-on slot); absent when nobody eats it.
   */
  accountParts?: AccountParts;
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
