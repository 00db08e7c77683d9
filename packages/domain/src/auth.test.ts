import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, passwordResetRequestSchema, signInSchema } from './auth.js';

describe('sign-in and reset input', () => {
  it('normalises the address to lower case', () => {
    expect(signInSchema.parse({ email: ' Chef@Example.COM ', password: 'x' }).email).toBe(
      'chef@example.com',
    );
  });

  it('answers the spec message for a malformed reset address', () => {
    const result = passwordResetRequestSchema.safeParse({ email: 'chef@' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([AUTH_MESSAGES.invalidEmail]);
  });

  it('requires both fields to sign in', () => {
    const messages = signInSchema
      .safeParse({ email: '', password: '' })
      .error?.issues.map((i) => i.message);
    expect(messages).toEqual([AUTH_MESSAGES.emailRequired, AUTH_MESSAGES.passwordRequired]);
  });
});
