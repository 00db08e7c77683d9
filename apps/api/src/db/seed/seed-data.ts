import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { demoAccountSchema } from './seed-data/account-schemas.js';
import { demoElementSchema, demoIngredientSchema } from './seed-data/catalogue-schemas.js';
import { demoMenuSchema } from './seed-data/menu-schemas.js';
import { demoOperatorSchema, referenceDataSchema } from './seed-data/reference-schemas.js';

export type { DemoAccount, DemoScheduleDay } from './seed-data/account-schemas.js';
export type { DemoElement, DemoIngredient } from './seed-data/catalogue-schemas.js';
export type { DemoMenu, DemoMenuElement } from './seed-data/menu-schemas.js';
export type { DemoOperator, ReferenceData } from './seed-data/reference-schemas.js';

/**
 * The seed's data files: beside this module in the sources, and in dist/seed-data once
 * compiled, where scripts/build-server.mjs copies them beside the bundles (as db/client.ts
 * finds the migrations).
 */
export const seedDataFolder = path.join(import.meta.dirname, 'seed-data');

const MAX_PROBLEMS_SHOWN = 20;

/** `items[0].amount` from ['items', 0, 'amount']. */
function pathText(keys: readonly PropertyKey[]): string {
  return keys
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}

/** What a person fixing the file searches for: a row's name (or a user's address). */
function rowLabel(row: unknown): string | undefined {
  if (typeof row === 'string') return row;
  if (typeof row !== 'object' || row === null) return undefined;
  const { name, email } = row as { name?: unknown; email?: unknown };
  if (typeof name === 'string') return name;
  return typeof email === 'string' ? email : undefined;
}

/** Names the file, the row (index and name) and the field: `demo-elements.json[42] (…): …`. */
function describeIssue(file: string, data: unknown, issue: z.core.$ZodIssue): string {
  const rowAt = issue.path.findIndex((key) => typeof key === 'number');
  if (rowAt === -1) {
    const field = pathText(issue.path);
    return `${file}${field ? ` ${field}` : ''}: ${issue.message}`;
  }
  let row = data;
  for (const key of issue.path.slice(0, rowAt + 1))
    row = (row as Record<PropertyKey, unknown> | undefined)?.[key];
  const list = pathText(issue.path.slice(0, rowAt));
  const label = rowLabel(row);
  const field = pathText(issue.path.slice(rowAt + 1));
  return (
    `${file}${list ? ` ${list}` : ''}[${String(issue.path[rowAt])}]` +
    `${label === undefined ? '' : ` (${label})`}: ${field ? `${field}: ` : ''}${issue.message}`
  );
}

/** Validates the parsed content of a seed data file; a refused row fails, named. */
export function parseSeedData<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const { issues } = result.error;
  const shown = issues
    .slice(0, MAX_PROBLEMS_SHOWN)
    .map((issue) => describeIssue(file, data, issue));
  if (issues.length > shown.length) shown.push(`… and ${issues.length - shown.length} more`);
  throw new Error(`Seed data ${file} is not valid:\n${shown.join('\n')}`);
}

/** Reads, parses and validates a file at first use, once per process. */
function loadOnce<Schema extends z.ZodType>(file: string, schema: Schema) {
  let loaded: z.output<Schema> | undefined;
  return (): z.output<Schema> => {
    if (loaded === undefined) {
      const text = readFileSync(path.join(seedDataFolder, file), 'utf8');
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        throw new Error(`Seed data ${file} is not JSON: ${(error as Error).message}`);
      }
      loaded = parseSeedData(file, schema, data);
    }
    return loaded;
  };
}

/** The product's fixed vocabularies, seeded at every start. */
export const referenceData = loadOnce('reference.json', referenceDataSchema);
/** The demo operator's markets, brands, keyword tags, vendors and users. */
export const demoOperator = loadOnce('demo-operator.json', demoOperatorSchema);
/** Every demo ingredient, in the order they are inserted. */
export const demoIngredients = loadOnce('demo-ingredients.json', z.array(demoIngredientSchema));
/** Every demo element (dish), in the order they are inserted. */
export const demoElements = loadOnce('demo-elements.json', z.array(demoElementSchema));
/** Every demo account (client site), by market: Phoenix, Denver, Dallas, Austin. */
export const demoAccounts = loadOnce('demo-accounts.json', z.array(demoAccountSchema));
/** Every demo master menu: standard first, then lite, premium and catering. */
export const demoMenus = loadOnce('demo-menus.json', z.array(demoMenuSchema));
