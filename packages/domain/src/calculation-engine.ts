import { type AccountSummary, CALCULATION_MESSAGES, type ContainerTotal } from './calculation.js';
import { basisPoints, shareOf } from './choice-share.js';

/**
 * The container engine (DESIGN.md 5, docs/calculations.md): per account and menu line,
 * eaters × portion per person × modifier, rounded up per account to whole containers or,
 * where the container allows it, to halves. Pure: the server reads the day, this counts.
 */

export type Feeds = 'protein' | 'veg' | 'all';

export interface EngineAccount {
  id: string;
  name: string;
  /** All eaters; `veg` of them eat vegetarian; `accommodations` need accommodations. */
  eaters: number;
  veg: number;
  accommodations: number;
}

export interface EngineElement {
  id: string;
  name: string;
  elementTypeId: string | null;
  elementTypeName: string | null;
  /** Which eaters the element's type feeds (element_types.feeds). */
  feeds: Feeds | null;
  isAlternate: boolean;
  /** The element's own alternative dish for accommodation eaters, if it has one. */
  alternativeName: string | null;
  container: { id: string; name: string; allowsHalf: boolean } | null;
  portionPerPerson: number | null;
  portionPerContainer: number | null;
  portionUnit: { id: string; name: string; abbreviation: string } | null;
  /**
   * The percent of the line's eaters this row feeds when eaters take one of several dishes
   * of a type (0.01 to 100, two decimals); absent is 100, every eater.
   */
  share?: number;
}

export interface EngineInput {
  accounts: EngineAccount[];
  elements: EngineElement[];
  /** The account's modifier per element type (default 1). */
  typeModifiers: { accountId: string; elementTypeId: string; value: number }[];
  /** The day's modifier per account and scheduled element: overrides the type's. */
  elementModifiers: { accountId: string; scheduledElementId: string; value: number }[];
}

export interface EngineResult {
  accountSummaries: AccountSummary[];
  containerTotals: ContainerTotal[];
  error: string | null;
  warnings: string[];
}

type Usable = EngineElement & {
  elementTypeId: string;
  feeds: Feeds;
  container: NonNullable<EngineElement['container']>;
  portionPerPerson: number;
  portionPerContainer: number;
};

/** Type, container and both portions known, and a container that holds something. */
function isUsable(element: EngineElement): element is Usable {
  return (
    element.elementTypeId !== null &&
    element.feeds !== null &&
    element.container !== null &&
    element.portionPerPerson !== null &&
    element.portionPerPerson >= 0 &&
    element.portionPerContainer !== null &&
    element.portionPerContainer > 0
  );
}

/** The eaters an element's type feeds at an account. */
export function feedersOf(account: EngineAccount, feeds: Feeds): number {
  const veg = Math.min(account.veg, account.eaters);
  if (feeds === 'veg') return veg;
  if (feeds === 'protein') return account.eaters - veg;
  return account.eaters;
}

/**
 * Who of a row's feeders eat its alternate instead. The day says how many eaters need
 * accommodations, not whether they eat protein or veg, so neither side is under-fed: the
 * alternate is cooked for every accommodation eater who could be among the feeders, and
 * the main dish is held back only for those who must be (the accommodation eaters the
 * other eaters cannot all absorb).
 */
export function accommodationSplit(account: EngineAccount, feeders: number) {
  const accommodations = Math.min(account.accommodations, account.eaters);
  const others = account.eaters - feeders;
  return {
    main: feeders - Math.max(0, accommodations - others),
    accommodated: Math.min(accommodations, feeders),
  };
}

/**
 * Containers for `amount`, rounded up to wholes, or halves where allowed. A hair of float
 * error (120 / 40 = 3.0000000000000004) must not cost a container.
 */
export function roundContainers(amount: number, perContainer: number, allowsHalf: boolean) {
  const exact = amount / perContainer;
  const rounded = allowsHalf ? Math.ceil(exact * 2 - 1e-9) / 2 : Math.ceil(exact - 1e-9);
  const whole = Math.max(0, Math.floor(rounded));
  return { containerCount: whole, halfCount: rounded - whole > 0 ? 1 : 0, rounded };
}

/**
 * Portions as reported: to the thousandth of a unit, which no scale weighs finer, and
 * without float noise (189.20000000000002). Containers are counted from the exact amount.
 */
const toThousandths = (amount: number) => Math.round(amount * 1000) / 1000;

/** A line the kitchen cooks: an element, or an element's alternative dish. */
interface Line {
  key: string;
  element: Usable;
  name: string;
  isAlternative: boolean;
  /** Who eats it at an account: all its feeders, the non-accommodated or the accommodated. */
  eats: 'all' | 'main' | 'accommodated';
}

function linesOf(elements: Usable[]): { lines: Line[]; uncounted: Usable[] } {
  // Keys are short (a row's position, `a` for its alternative): they repeat in every
  // account's numbers, 10,000 times for 500 accounts of a 20-row menu.
  const keyOf = (element: Usable) => String(elements.indexOf(element) + 1);
  const line = (element: Usable, eats: Line['eats']): Line => ({
    key: keyOf(element),
    element,
    name: element.name,
    isAlternative: false,
    eats,
  });
  const lines: Line[] = [];
  const uncounted: Usable[] = [];
  for (const element of elements) {
    if (element.isAlternate) {
      // Cooked for the accommodation eaters of its type's rows that have no alternative
      // dish of their own; with none such, nobody eats it.
      const replaces = elements.some(
        (e) => !e.isAlternate && e.elementTypeId === element.elementTypeId && !e.alternativeName,
      );
      const alone = !elements.some(
        (e) => !e.isAlternate && e.elementTypeId === element.elementTypeId,
      );
      if (replaces || alone) lines.push(line(element, 'accommodated'));
      else uncounted.push(element);
      continue;
    }
    if (element.alternativeName) {
      lines.push(line(element, 'main'));
      lines.push({
        key: `${keyOf(element)}a`,
        element,
        name: element.alternativeName,
        isAlternative: true,
        eats: 'accommodated',
      });
      continue;
    }
    const hasAlternate = elements.some(
      (e) => e.isAlternate && e.elementTypeId === element.elementTypeId,
    );
    lines.push(line(element, hasAlternate ? 'main' : 'all'));
  }
  return { lines, uncounted };
}

function eatersOf(account: EngineAccount, line: Line): number {
  const feeders = feedersOf(account, line.element.feeds);
  const eaters =
    line.eats === 'all'
      ? feeders
      : accommodationSplit(account, feeders)[line.eats === 'main' ? 'main' : 'accommodated'];
  return shareOf(eaters, line.element.share);
}

/** Modifiers by account id, then by the key `keyOf` gives (a type or a scheduled row). */
function byAccount<T extends { accountId: string; value: number }>(
  modifiers: readonly T[],
  keyOf: (modifier: T) => string,
): Map<string, Map<string, number>> {
  const found = new Map<string, Map<string, number>>();
  for (const modifier of modifiers) {
    const own = found.get(modifier.accountId) ?? new Map<string, number>();
    found.set(modifier.accountId, own);
    // As a Map of pairs: the last one given for a key holds.
    own.set(keyOf(modifier), modifier.value);
  }
  return found;
}

export function calculateContainers(input: EngineInput): EngineResult {
  const usable = input.elements.filter(isUsable);
  const missing = input.elements.filter((element) => !isUsable(element)).map((e) => e.name);
  const warnings = missing.length ? [CALCULATION_MESSAGES.someElementsMissing(missing)] : [];
  if (!usable.length)
    return {
      accountSummaries: [],
      containerTotals: [],
      error: CALCULATION_MESSAGES.noElements,
      warnings,
    };
  const { lines, uncounted } = linesOf(usable);
  // An Is Alt row nobody eats is named, so that it does not vanish from the numbers unseen.
  for (const element of uncounted)
    warnings.push(
      CALCULATION_MESSAGES.isAltNotCounted(element.name, element.elementTypeName ?? 'type'),
    );
  // Per account, then per type or row: no key is built per account and line (a month of a
  // market is ~150,000 of them, issue #27's order guide).
  const typeModifiers = byAccount(input.typeModifiers, (m) => m.elementTypeId);
  const elementModifiers = byAccount(input.elementModifiers, (m) => m.scheduledElementId);
  const totals = new Map<string, ContainerTotal>(
    lines.map((line) => [
      line.key,
      {
        key: line.key,
        scheduledElementId: line.element.id,
        name: line.name,
        elementTypeName: line.element.elementTypeName ?? '',
        isAlternative: line.isAlternative,
        isAlternate: line.element.isAlternate,
        container: line.element.container,
        portionPerPerson: line.element.portionPerPerson,
        portionPerContainer: line.element.portionPerContainer,
        portionUnit: line.element.portionUnit,
        share: basisPoints(line.element.share) / 100,
        eaters: 0,
        containerCount: 0,
        halfCount: 0,
        portion: 0,
        roundedPortion: 0,
      },
    ]),
  );
  const lineTotals = lines.map((line) => totals.get(line.key)!);
  const accountSummaries = input.accounts.map((account): AccountSummary => {
    const ownRows = elementModifiers.get(account.id);
    const ownTypes = typeModifiers.get(account.id);
    const elements = lines.map((line, index) => {
      const { element } = line;
      const modifier = ownRows?.get(element.id) ?? ownTypes?.get(element.elementTypeId) ?? 1;
      const eaters = eatersOf(account, line);
      const portion = eaters * element.portionPerPerson * modifier;
      const { containerCount, halfCount, rounded } = roundContainers(
        portion,
        element.portionPerContainer,
        element.container.allowsHalf,
      );
      const total = lineTotals[index]!;
      total.eaters += eaters;
      total.containerCount += containerCount;
      total.halfCount += halfCount;
      total.portion += portion;
      total.roundedPortion += rounded * element.portionPerContainer;
      return {
        key: line.key,
        eaters,
        portionModifier: modifier,
        containerCount,
        halfCount,
        portion: toThousandths(portion),
      };
    });
    return {
      account: { id: account.id, name: account.name },
      headCount: account.eaters,
      veggies: Math.min(account.veg, account.eaters),
      proteins: account.eaters - Math.min(account.veg, account.eaters),
      accommodations: Math.min(account.accommodations, account.eaters),
      elements,
    };
  });
  const containerTotals = [...totals.values()].map((total) => ({
    ...total,
    portion: toThousandths(total.portion),
    roundedPortion: toThousandths(total.roundedPortion),
  }));
  return { accountSummaries, containerTotals, error: null, warnings };
}
