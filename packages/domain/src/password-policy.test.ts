import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, newPasswordSchema, passwordChangeSchema } from './auth.js';
import { loadPasswordChecker, passwordPolicyProblem } from './password-policy.js';

describe('the password policy', () => {
  it('refuses fewer than 12 characters, the common ones first of all', async () => {
    for (const password of ['12345678', 'password', 'abc', 'elevenchars']) {
      expect(await passwordPolicyProblem(password)).toBe(AUTH_MESSAGES.passwordTooShort);
    }
  });

  it('refuses common passwords and their trivial variants of 12 characters or more', async () => {
    for (const password of [
      'password1234',
      '123456789012',
      'qwertyuiop12',
      'iloveyou1234',
      'aaaaaaaaaaaa',
      'Password1234',
    ]) {
      expect(await passwordPolicyProblem(password)).toBe(AUTH_MESSAGES.passwordTooCommon);
    }
  });

  it('allows a long random passphrase and a long unusual password', async () => {
    for (const password of ['trombone lantern quietly orbit', 'plum-orchard-quietly-41']) {
      expect(await passwordPolicyProblem(password)).toBeUndefined();
    }
  });

  it('refuses more than 128 characters', async () => {
    const check = await loadPasswordChecker();
    expect(check('x7-'.repeat(43)).problem).toBe(AUTH_MESSAGES.passwordTooLong);
  });

  it('judges the first 64 characters of a long password', async () => {
    const check = await loadPasswordChecker();
    expect(check('1'.repeat(128)).problem).toBe(AUTH_MESSAGES.passwordTooCommon);
    expect(check(`${'1'.repeat(64)}plum-orchard-quietly-41`).problem).toBe(
      AUTH_MESSAGES.passwordTooCommon,
    );
  });

  it('rates strength for the meter in four words, weak for anything refused', async () => {
    const check = await loadPasswordChecker();
    expect(check('pass')).toMatchObject({ score: 0, label: 'Weak' });
    expect(check('password1234').label).toBe('Weak');
    expect(check('trombone lantern quietly orbit')).toMatchObject({ score: 4, label: 'Strong' });
  });

  it('keeps the length rule in the payload schemas, with the same message', () => {
    expect(newPasswordSchema.safeParse('12345678').error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordTooShort,
    );
    expect(
      passwordChangeSchema.safeParse({ currentPassword: '', password: 'a-long-passphrase' }).error
        ?.issues[0]?.message,
    ).toBe(AUTH_MESSAGES.passwordRequired);
  });
});
