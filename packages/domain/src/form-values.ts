import { z } from 'zod';

/**
 * The largest amount a form number may hold: above any real portion, price or count, and
 * within every column that stores one (numeric(10,3) holds up to 9,999,999.999).
 */
export const OPTIONAL_NUMBER_MAX = 1_000_000;

/**
 * Form inputs arrive as strings, API bodies as numbers; both pass the same schema.
 * An empty input means "absent" (the spec: empty numeric vendor fields are not sent).
 * Negative values are each field's own rule (a message naming the field).
 */
export function optionalNumber(message: string) {
  return z.preprocess((value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value === 'string') return Number(value.trim());
    return value;
  }, z
    .number({ error: message })
    .finite(message)
    .max(OPTIONAL_NUMBER_MAX, `Must be at most ${OPTIONAL_NUMBER_MAX}`)
    .optional());
}

/** An optional reference: empty string and null both mean none. */
export function optionalId(message = 'Must be a valid id') {
  return z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.uuid({ error: message }).nullable(),
  );
}

export const trimmedText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .transform((text) => text.trim());

/**
 * Cross-field rules run even when a single field failed, so a form shows every problem
 * on the first save. Their checks must then cope with values of the wrong type. A body
 * that is no object at all (an array) has nothing for them to read.
 */
export const checkEvenWithFieldErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

export const arrayOrEmpty = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : [];
