import { z } from 'zod';

/**
 * Form inputs arrive as strings, API bodies as numbers; both pass the same schema.
 * An empty input means "absent" (the spec: empty numeric vendor fields are not sent).
 */
export function optionalNumber(message: string) {
  return z.preprocess((value) => {
    if (value === '' || value === null || value === undefined) return undefined;
    if (typeof value === 'string') return Number(value.trim());
    return value;
  }, z.number({ error: message }).finite(message).optional());
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
 * on the first save. Their checks must then cope with values of the wrong type.
 */
export const checkEvenWithFieldErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export const arrayOrEmpty = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value as T[]) : [];
