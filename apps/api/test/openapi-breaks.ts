import fc from 'fast-check';
import {
  HUGE_LENGTH,
  HUGE_TEXT,
  MALFORMED_DATE_TIMES,
  MALFORMED_DATES,
  MALFORMED_IDS,
  MALFORMED_URIS,
  NOT_A_NUMBER_TEXT,
  UNSTORABLE_TEXT,
  VALUES_BY_JSON_TYPE,
} from './hostile-values.js';
import { isDateField, plausibleObject, plausibleValue, setKey } from './openapi-arbitraries.js';
import type { JsonSchema } from './openapi-operations.js';

/**
 * Values a documented request schema refuses whatever its preprocessing does (forms send
 * numbers as text, and empty or null for "none", so those are never counted as breaks),
 * each with the reason, for requests that must be refused.
 */

type Arb<T> = fc.Arbitrary<T>;
export interface Broken {
  value: unknown;
  why: string;
}

/** JSON values of another type than the schema's, that no preprocessing turns into it. */
function wrongTypeValues(schema: JsonSchema): unknown[] {
  const types = new Set((schema.anyOf ?? [schema]).map((s) => s.type));
  if (types.has(undefined)) return [];
  const values: unknown[] = [];
  if (!types.has('string')) {
    // Forms send numbers as text, so only text that no number parses from is a wrong type.
    const numeric = types.has('number') || types.has('integer');
    values.push(...(numeric ? NOT_A_NUMBER_TEXT : VALUES_BY_JSON_TYPE.string));
  }
  if (!types.has('number') && !types.has('integer')) values.push(...VALUES_BY_JSON_TYPE.number);
  if (!types.has('boolean')) values.push(...VALUES_BY_JSON_TYPE.boolean);
  if (!types.has('array')) values.push(...VALUES_BY_JSON_TYPE.array);
  if (!types.has('object')) values.push(...VALUES_BY_JSON_TYPE.object);
  return values;
}

/** One character more than `length` (zod counts code points; each unit here is one). */
const longerThan = (length: number, unit: string) => unit.repeat(length + 1);

/** Breaks of a string's own rules, as text: also usable for path and query parameters. */
export function brokenText(schema: JsonSchema, field: string): string[] {
  const texts: string[] = [];
  if (schema.maxLength !== undefined) {
    texts.push(longerThan(schema.maxLength, 'x'), longerThan(schema.maxLength, '🍲'));
    if (schema.maxLength < HUGE_LENGTH) texts.push(...HUGE_TEXT);
  }
  if ((schema.minLength ?? 0) >= 2) texts.push('x'.repeat((schema.minLength ?? 0) - 1));
  if (schema.format === 'uuid') texts.push(...MALFORMED_IDS);
  else if (schema.format === 'date-time') texts.push(...MALFORMED_DATE_TIMES);
  else if (schema.format === 'uri') texts.push(...MALFORMED_URIS);
  else if (schema.pattern) texts.push(`!! ${'not matching '.repeat(3)}!!`);
  else if (schema.type === 'string' && isDateField(field)) {
    // Dates are plain text in the document; the API reads them and refuses impossible ones.
    texts.push(...MALFORMED_DATES.filter(Boolean));
  }
  if (schema.enum) texts.push('NOT_IN_THE_LIST', '🍲', `${String(schema.enum[0])}x`);
  if (schema.type === 'integer' || schema.type === 'number') {
    texts.push(...NOT_A_NUMBER_TEXT, ...brokenNumbers(schema).map(String));
  }
  // Text PostgreSQL cannot store is refused in any string (plugins/storable-text.ts).
  if (schema.type === 'string' || schema.anyOf) texts.push(...UNSTORABLE_TEXT);
  return texts;
}

function brokenNumbers(schema: JsonSchema): number[] {
  const numbers: number[] = [];
  if (schema.minimum !== undefined) {
    numbers.push(schema.exclusiveMinimum ? schema.minimum : schema.minimum - 1, -1e308);
  }
  if (schema.maximum !== undefined) numbers.push(schema.maximum + 1, 1e308);
  if (schema.type === 'integer') numbers.push((schema.minimum ?? 0) + 1.5);
  return numbers;
}

/**
 * Required, and refused when absent: not nullable, no default, and not plain text (which
 * some fields read as "empty" when missing).
 */
function refusedWhenMissing(schema: JsonSchema): boolean {
  if (schema.nullable || schema.default !== undefined || schema.anyOf) return false;
  if (schema.type === 'string') {
    return Boolean(schema.format || schema.pattern || schema.enum || (schema.minLength ?? 0) >= 1);
  }
  return schema.type !== undefined;
}

const brokenCache = new WeakMap<JsonSchema, Arb<Broken> | null>();

/** A value `schema` refuses, with the reason; undefined when nothing can break it. */
export function brokenValue(schema: JsonSchema, field: string): Arb<Broken> | undefined {
  const cached = brokenCache.get(schema);
  if (cached !== undefined) return cached ?? undefined;
  const options = brokenOptions(schema, field);
  const arb = options.length > 0 ? fc.oneof(...options) : null;
  brokenCache.set(schema, arb);
  return arb ?? undefined;
}

const because = (why: string) => (value: unknown) => ({ value, why });

function brokenOptions(schema: JsonSchema, field: string) {
  const options: { weight: number; arbitrary: Arb<Broken> }[] = [];
  const add = (weight: number, arbitrary: Arb<Broken>) => options.push({ weight, arbitrary });
  const loose = { loose: true };

  const wrongType = wrongTypeValues(schema);
  if (wrongType.length) add(2, fc.constantFrom(...wrongType).map(because('wrong type')));
  const numbers =
    schema.type === 'integer' || schema.type === 'number' ? brokenNumbers(schema) : [];
  if (numbers.length) add(2, fc.constantFrom(...numbers).map(because('out of range')));
  const texts = schema.type === 'string' || schema.anyOf ? brokenText(schema, field) : [];
  if (texts.length) add(3, fc.constantFrom(...texts).map(because('text refused')));

  if (schema.type === 'array') {
    const item = plausibleValue(schema.items ?? {}, field, loose);
    if (schema.maxItems !== undefined) {
      const length = schema.maxItems + 1;
      add(
        1,
        fc.array(item, { minLength: length, maxLength: length }).map(because('too many items')),
      );
    }
    if ((schema.minItems ?? 0) >= 1) add(1, fc.constant([]).map(because('too few items')));
    const brokenItem = schema.items ? brokenValue(schema.items, field) : undefined;
    if (brokenItem) {
      const withBrokenItem = fc
        .tuple(fc.array(item, { maxLength: 2 }), brokenItem)
        .map(([items, broken]) => ({
          value: [...items, broken.value],
          why: `[${items.length}] ${broken.why}`,
        }));
      add(4, withBrokenItem);
    }
  }
  if (schema.type === 'object') {
    const properties = schema.properties ?? {};
    const whole = plausibleObject(schema, loose);
    const missable = (schema.required ?? []).filter(
      (key) => properties[key] && refusedWhenMissing(properties[key]),
    );
    if (missable.length) {
      // Copies, not the generated objects: fast-check may hand the same one out again.
      const withoutKey = fc.tuple(whole, fc.constantFrom(...missable)).map(([object, key]) => {
        const { [key]: _missing, ...rest } = object;
        return { value: rest, why: `${key}: missing` };
      });
      add(1, withoutKey);
    }
    const breakable = Object.entries(properties).flatMap(([key, child]) => {
      const broken = brokenValue(child, key);
      return broken ? [{ key, broken }] : [];
    });
    if (breakable.length) {
      const withBrokenKey = fc.constantFrom(...breakable).chain(({ key, broken }) =>
        fc.tuple(whole, broken).map(([object, b]) => {
          const copy = { ...object };
          setKey(copy, key, b.value);
          return { value: copy, why: `${key}: ${b.why}` };
        }),
      );
      add(5, withBrokenKey);
    }
  }
  return options;
}
