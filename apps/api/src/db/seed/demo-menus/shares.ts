import { splitEvenly } from '@catering/domain';
import type { DemoMenu } from '../seed-data.js';

/**
 * Each row's choice share (docs/calculations.md 3): the rows of a type the menu splits
 * (Is Alt rows aside) share its eaters evenly; every other row feeds all of them.
 */
export function demoShares(menu: DemoMenu, typeOf: (index: number) => string): number[] {
  const isAlternate = (index: number) => {
    const entry = menu.elements[index];
    return typeof entry !== 'string' && !!entry?.isAlternate;
  };
  const shares = menu.elements.map(() => 100);
  for (const type of menu.splitEvenly ?? []) {
    const rows = menu.elements
      .map((_, index) => index)
      .filter((index) => !isAlternate(index) && typeOf(index) === type);
    const split = splitEvenly(rows.length);
    rows.forEach((index, i) => {
      shares[index] = split[i]!;
    });
  }
  return shares;
}
