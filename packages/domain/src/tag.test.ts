import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES, tagNameSchema } from './tag.js';

const messagesOf = (value: unknown) =>
  tagNameSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('tag names', () => {
  it('lowercases a valid name', () => {
    expect(tagNameSchema.parse('VeganFriendly')).toBe('veganfriendly');
  });

  it('requires a name', () => {
    expect(messagesOf('')).toEqual([TAG_MESSAGES.required]);
    expect(messagesOf(undefined)).toEqual([TAG_MESSAGES.required]);
  });

  it('takes fewer than 32 characters', () => {
    expect(tagNameSchema.safeParse('a'.repeat(31)).success).toBe(true);
    expect(messagesOf('a'.repeat(32))).toEqual([TAG_MESSAGES.tooLong]);
  });

  it('refuses any white space', () => {
    for (const name of ['two words', ' leading', 'tab\there', 'line\nbreak']) {
      expect(messagesOf(name)).toContain(TAG_MESSAGES.spaces);
    }
  });
});
