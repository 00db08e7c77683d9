/**
 * The demo master menus, written with reference names (tag, brand, cuisine, service lines,
 * keywords, elements) that the seed resolves to ids. Portions, containers, types and
 * serving temperatures come from each element's defaults, as when a person adds it.
 */

/** An element of the demo catalogue: a bare name is an element of the menu's own tag. */
export type DemoMenuElement =
  | string
  | {
      name: string;
      /** The element's tag when it differs from the menu's. */
      tag?: string;
      /** Served to accommodation eaters instead of the other elements of its type. */
      isAlternate?: true;
    };

export interface DemoMenu {
  name: string;
  /** The menu element class: standard, lite, premium or catering. */
  tag: string;
  /** A demo brand; null on a few menus, so the no-brand warning shows. */
  brand: string | null;
  /** One of the 28 cuisine types. */
  cuisine: string;
  /** Service line names: Breakfast, Lunch, Dinner, Snack, Happy Hour, Dessert, Special. */
  serviceLines: string[];
  /** Search keywords from the demo keyword tags. */
  keywords?: string[];
  /** In the menu's table order. */
  elements: DemoMenuElement[];
  /**
   * Element types whose rows are a choice (each eater takes one): their rows other than Is
   * Alt share the type's eaters evenly, as the editor's "Split evenly" sets them.
   */
  splitEvenly?: string[];
}
