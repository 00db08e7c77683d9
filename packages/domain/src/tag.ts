import { z } from 'zod';
import { isoDateTime, uuid } from './ids.js';

export const TAG_NAME_MAX_LENGTH = 31;

export const TAG_MESSAGES = {
  required: 'Tag name is required.',
  tooLong: 'Tag name must be less than 32 characters.',
  spaces: 'Tag name cannot contain spaces.',
  conflict: 'There is a conflicting tag.',
  removed: 'Tag has been removed successfully.',
  missingId: 'Something went wrong, tag id is undefined. Please contact the tech team.',
} as const;

/** Tag names are stored lowercased; the rules are the spec's, checked in this order. */
export const tagNameSchema = z
  .string({ error: TAG_MESSAGES.required })
  .min(1, TAG_MESSAGES.required)
  .max(TAG_NAME_MAX_LENGTH, TAG_MESSAGES.tooLong)
  .refine((name) => !/\s/.test(name), TAG_MESSAGES.spaces)
  .transform((name) => name.toLowerCase());

export const createTagSchema = z.object({ name: tagNameSchema });
export type CreateTagInput = z.input<typeof createTagSchema>;

export const updateTagSchema = z.object({ name: tagNameSchema, updatedAt: isoDateTime });
export type UpdateTagInput = z.input<typeof updateTagSchema>;

export const tagSchema = z.object({ id: uuid, name: z.string(), updatedAt: isoDateTime });
export type Tag = z.infer<typeof tagSchema>;
