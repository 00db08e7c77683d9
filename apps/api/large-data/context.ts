import type { Db } from '../src/db/client.js';
import { demoCatalogueId } from '../src/db/seed/demo-catalogue/index.js';
import type { GenerationOptions } from './options.js';
import { createRandom, type Random } from './random.js';
import type { ReferenceIds } from './reference.js';

/** The operator issue #12 asks for; `--scale` multiplies every count. */
export const FULL_SIZE = {
  markets: 10,
  accounts: 1_000,
  ingredients: 5_000,
  elements: 20_000,
  menus: 5_000,
  hostSurveys: 50_000,
};

/** What every part of the generator is handed. */
export interface GenerationContext {
  db: Db;
  options: GenerationOptions;
  ref: ReferenceIds;
  /** A seeded stream of its own for each part, so parts do not shift each other's data. */
  random(stream: string): Random;
  /**
   * A row id derived from the seed and a name (UUID version 5 layout): known before the row
   * is written, so rows reference each other without reading back, and the same on every run.
   */
  id(kind: string, ...parts: (string | number)[]): string;
  /** A full-size count at the chosen scale, never below one. */
  scaled(fullCount: number): number;
}

export function createContext(
  db: Db,
  options: GenerationOptions,
  ref: ReferenceIds,
): GenerationContext {
  return {
    db,
    options,
    ref,
    random: (stream) => createRandom(options.seed, stream),
    id: (kind, ...parts) => largeId(options.seed, kind, ...parts),
    scaled: (fullCount) => scaledCount(fullCount, options.scale),
  };
}

export const largeId = (seed: number, kind: string, ...parts: (string | number)[]) =>
  demoCatalogueId(`large-data:${kind}`, String(seed), ...parts.map(String));

export const scaledCount = (fullCount: number, scale: number) =>
  Math.max(1, Math.round(fullCount * scale));
