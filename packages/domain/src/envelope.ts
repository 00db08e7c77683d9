import { z } from 'zod';

/** Error codes of DESIGN.md section 3; 1000 is the spec's not-found code. */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'auth/wrong-password',
  'forbidden',
  '1000',
  'conflict',
  'stale',
  'concurrent_write',
  'locked',
  'rate_limited',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  code: z.string(),
  msg: z.string(),
  messages: z.array(z.string()),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const metaSchema = z.object({ count: z.number().int().optional() }).catchall(z.unknown());

export interface Envelope<T> {
  data: T;
  error: ErrorBody | null;
  meta: { count?: number; [key: string]: unknown };
  status: number;
}

/** Envelope schema for a route's response; used by the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    error: errorBodySchema.nullable(),
    meta: metaSchema,
    status: z.number().int(),
  });
}

export const STALE_MESSAGE = 'Your data is out of date, please refresh to get the latest version';
/** 409 `concurrent_write`: the database refused a save that ran into another one at once. */
export const CONCURRENT_WRITE_MESSAGE =
  'Someone else was saving related data at the same moment, so nothing was saved. Please try again.';
export const GENERIC_SAVE_FAILURE = 'Something went wrong. Please check all fields and try again.';
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
