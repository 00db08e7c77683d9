import fc from 'fast-check';
import {
  ENORMOUS_NUMBERS,
  HOSTILE_TEXT,
  HUGE_TEXT,
  MALFORMED_DATES,
  UNKNOWN_KEYS,
  UNSTORABLE_TEXT,
  VALUES_BY_JSON_TYPE,
} from './hostile-values.js';
import type { JsonSchema } from './openapi-operations.js';

/**
 * fast-check arbitraries of values that look like what a request schema of
 * docs/openapi.json asks for: plain, with hostile values sprinkled in (`loose`), or at the
 * documented limits (`extreme`). openapi-breaks.ts makes the values a schema refuses.
 */

type Arb<T> = fc.Arbitrary<T>;

export const isDateField = (field: string) => /^(date|from|to)$|Date$|On$/.test(field);
const isTimeField = (field: string) => /Time$/.test(field);
const isEmailField = (field: string) => /^email$|Email$/.test(field);

const dayArb = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString());
const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');

/** Sets `key` as an own property, even `__proto__`, so JSON.stringify sends it. */
export function setKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** Documented-valid text at its limit: the longest hostile text the field allows. */
function extremeText(schema: JsonSchema): Arb<string> {
  if (schema.maxLength === undefined) {
    // No documented limit: then a huge text is valid, and incompressible random text
    // is what hurts an index most.
    return fc.oneof(
      fc.constantFrom(...HUGE_TEXT),
      fc.string({ unit: letters, minLength: 5_000, maxLength: 5_000 }),
    );
  }
  const length = schema.maxLength;
  return fc.constantFrom('x', '🍲', '\u202e', '漢').map((unit) => unit.repeat(length));
}

function plausibleString(schema: JsonSchema, field: string, options: ValueOptions): Arb<string> {
  if (schema.format === 'uuid') return options.ids?.(field) ?? fc.uuid({ version: 4 });
  if (schema.format === 'date-time') {
    return (field === 'updatedAt' && options.updatedAt) || dayArb;
  }
  if (schema.format === 'uri') return fc.constant('https://example.com/playbook');
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 40;
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .map((text) => text.padEnd(min, 'a').slice(0, max));
  }
  if (isDateField(field)) return dayArb.map((iso) => iso.slice(0, 10));
  if (isTimeField(field)) return fc.constantFrom('07:30', '12:00', '18:45');
  if (field === 'state') return fc.constant('AZ');
  if (field === 'zipCode') return fc.constant('85004');
  if (isEmailField(field)) {
    const local = options.extreme ? extremeText({ maxLength: schema.maxLength }) : letters;
    return local.map((name) => `${name.replaceAll(/[^a-z]/g, 'a')}@example.com`);
  }
  const text = fc.string({
    unit: letters,
    minLength: Math.max(min, 1),
    maxLength: Math.max(min, Math.min(max, 30)),
  });
  return options.extreme ? fc.oneof(text, extremeText(schema)) : text;
}

function plausibleNumber(schema: JsonSchema, options: ValueOptions): Arb<number> {
  const lowest = (schema.minimum ?? 0) + (schema.exclusiveMinimum ? 1 : 0);
  const highest = Math.min(schema.maximum ?? lowest + 1000, lowest + 1000);
  const ordinary = fc.integer({
    min: Math.ceil(lowest),
    max: Math.max(Math.ceil(lowest), Math.floor(highest)),
  });
  if (!options.extreme) return ordinary;
  // The documented bounds, or, where none is documented, numbers no column holds.
  const edges = [
    schema.minimum === undefined ? [-1e308, -1e12] : [Math.ceil(lowest)],
    schema.maximum === undefined ? [1e308, 1e12] : [schema.maximum],
  ].flat();
  return fc.oneof(ordinary, fc.constantFrom(...edges));
}

/** Values a field may or may not accept: the ones around the break in a request. */
const decoration: Arb<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...MALFORMED_DATES, '7', ' 7 ') },
  { weight: 3, arbitrary: fc.constantFrom(-1, 0, 0.1, ...ENORMOUS_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...Object.values(VALUES_BY_JSON_TYPE).flat()) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXT, ...UNSTORABLE_TEXT) },
);

const unknownEntries = fc.array(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), decoration), {
  maxLength: 2,
});

export interface ValueOptions {
  /** Sprinkle hostile values (nulls, unicode, huge text, unknown keys) among valid ones. */
  loose?: boolean;
  /** Valid by the document, but at its limits: bounds, longest text, unbounded extremes. */
  extreme?: boolean;
  /** Ids of real rows for a field (`menuId`, `tags`), so a request reaches the database. */
  ids?: (field: string) => Arb<string> | undefined;
  /** The `updatedAt` the addressed row holds. */
  updatedAt?: Arb<string>;
}

export function plausibleObject(
  schema: JsonSchema,
  options: ValueOptions,
): Arb<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const entries = properties.map(([key, child]) =>
    fc.tuple(
      fc.constant(key),
      required.has(key) ? fc.constant(true) : fc.boolean(),
      plausibleValue(child, key, options),
    ),
  );
  return fc
    .tuple(fc.tuple(...entries), options.loose ? unknownEntries : fc.constant([]))
    .map(([chosen, extra]) => {
      const result: Record<string, unknown> = {};
      for (const [key, present, value] of chosen) if (present) setKey(result, key, value);
      for (const [key, value] of extra) if (!Object.hasOwn(result, key)) setKey(result, key, value);
      return result;
    });
}

/** A value of the shape `schema` documents; with `loose`, now and then a hostile one. */
export function plausibleValue(
  schema: JsonSchema,
  field: string,
  options: ValueOptions,
): Arb<unknown> {
  const valid = strictlyPlausible(schema, field, options);
  if (!options.loose) return valid;
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: decoration });
}

function strictlyPlausible(schema: JsonSchema, field: string, options: ValueOptions): Arb<unknown> {
  if (schema.anyOf)
    return fc.oneof(...schema.anyOf.map((s) => strictlyPlausible(s, field, options)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return plausibleString(schema, field, options);
    case 'integer':
    case 'number':
      return plausibleNumber(schema, options);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      const item = plausibleValue(schema.items ?? {}, field, options);
      return fc.array(item, { minLength, maxLength });
    }
    case 'object':
      return plausibleObject(schema, options);
    default:
      return fc.constant('x');
  }
}
