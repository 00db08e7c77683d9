/**
 * The built-in menu description (DESIGN.md section 5, docs/catalogue.md): two lines, one
 * led by the protein elements and one by the veg entrees, each followed by the other
 * elements in a fixed order of their types. Pure, so the server and the browser agree.
 */

/** Types that lead the first (meat) line and the second (vegetarian) line. */
export const PROTEIN_LINE_TYPES = ['Protein', 'Alt Protein', 'Alt Protien'] as const;
export const VEG_LINE_TYPES = ['Veg Entree'] as const;

/** The order of every other type after a leader; a type not listed follows, by name. */
export const DESCRIPTION_TYPE_ORDER = [
  'Starch',
  'Side',
  'Veg Side',
  'Salad',
  'Salad Dressing',
  'Bread',
  'Sauce',
  'Topping',
  'Garnish',
  'Fruit',
  'Dessert',
  'Greens',
  'Soup',
  'Sandwich',
  'Sandwhich',
] as const;

export interface DescribedElement {
  name: string;
  /** The element type's name on this menu; untyped elements are left out. */
  typeName: string | null;
  /** Alternates feed accommodation eaters; the headline menu leaves them out. */
  isAlternate?: boolean;
}

const inList = (list: readonly string[], type: string) =>
  list.some((entry) => entry.toLowerCase() === type.toLowerCase());

function typeRank(type: string): number {
  const index = DESCRIPTION_TYPE_ORDER.findIndex((t) => t.toLowerCase() === type.toLowerCase());
  return index === -1 ? DESCRIPTION_TYPE_ORDER.length : index;
}

/** "a", "a and b", "a, b and c". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function buildMenuDescription(elements: DescribedElement[]): string {
  const served = elements
    .map((element) => ({ ...element, name: element.name.trim() }))
    .filter((element) => !element.isAlternate && element.typeName && element.name);
  const proteins = served.filter((e) => inList(PROTEIN_LINE_TYPES, e.typeName!));
  const vegEntrees = served.filter((e) => inList(VEG_LINE_TYPES, e.typeName!));
  const followers = served
    .filter((e) => !inList(PROTEIN_LINE_TYPES, e.typeName!) && !inList(VEG_LINE_TYPES, e.typeName!))
    // A stable sort keeps the menu's own order within a type.
    .map((e, index) => ({ e, index }))
    .sort(
      (a, b) =>
        typeRank(a.e.typeName!) - typeRank(b.e.typeName!) ||
        (typeRank(a.e.typeName!) === DESCRIPTION_TYPE_ORDER.length
          ? a.e.typeName!.localeCompare(b.e.typeName!)
          : 0) ||
        a.index - b.index,
    )
    .map(({ e }) => e.name);
  const rest = [...new Set(followers)];

  const line = (leaders: DescribedElement[]) => {
    const lead = [...new Set(leaders.map((e) => e.name))].join(' & ');
    return rest.length ? `${lead} with ${joinNames(rest)}` : lead;
  };
  const lines = [proteins, vegEntrees].filter((leaders) => leaders.length).map(line);
  if (!lines.length && rest.length) lines.push(joinNames(rest));
  return lines.join('\n');
}
