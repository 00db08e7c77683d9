/**
 * Seeded randomness: the same seed gives the same data on every machine. Each part of the
 * generator draws from its own stream (named), so changing how accounts are made leaves
 * the catalogue as it was.
 */

/** mulberry32: a tiny, fast 32-bit generator; plenty for test data, not for secrets. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a: turns a stream's name into a number to mix into the seed. */
function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** Picks by weight: `weights[i]` is how likely `list[i]` is against the others. */
  weighted<T>(list: readonly T[], weights: readonly number[]): T;
  /** `count` different items (fewer when the list is shorter), in the list's order. */
  sample<T>(list: readonly T[], count: number): T[];
  /** A number in [min, max] rounded to `step` (0.25 for prices, 0.5 for half containers). */
  stepped(min: number, max: number, step: number): number;
}

export function createRandom(seed: number, stream: string): Random {
  const next = mulberry32((seed ^ hashName(stream)) >>> 0);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (list) => {
      if (!list.length) throw new Error('Cannot pick from an empty list.');
      return list[Math.floor(next() * list.length)]!;
    },
    weighted: (list, weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let roll = next() * total;
      for (const [index, weight] of weights.entries()) {
        roll -= weight;
        if (roll < 0) return list[index]!;
      }
      return list[list.length - 1]!;
    },
    sample: (list, count) => {
      // Selection sampling (Knuth's algorithm S): one pass, order kept, exactly `count`.
      const chosen = [];
      let needed = Math.min(count, list.length);
      for (let index = 0; index < list.length && needed > 0; index++) {
        if (next() * (list.length - index) < needed) {
          chosen.push(list[index]!);
          needed--;
        }
      }
      return chosen;
    },
    stepped: (min, max, step) => {
      const steps = Math.round((max - min) / step);
      return Math.round((min + int(0, steps) * step) * 1000) / 1000;
    },
  };
}
