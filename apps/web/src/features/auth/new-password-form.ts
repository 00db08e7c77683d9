import {
  AUTH_MESSAGES,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  passwordPolicyProblem,
} from '@catering/domain';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'The two passwords do not match.';

/**
 * The policy in full (docs/password-policy.md): the length from the shared schema, then the
 * common-password check, whose dictionary is fetched on first use. Async, so the forms'
 * resolver parses with parseAsync (its default).
 */
const policyPasswordSchema = newPasswordSchema.superRefine(async (password, ctx) => {
  const problem = await passwordPolicyProblem(password);
  // The length rules are newPasswordSchema's own issues already.
  if (problem === AUTH_MESSAGES.passwordTooCommon)
    ctx.addIssue({ code: 'custom', message: problem });
});

const samePasswordTwice = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const differ = { message: PASSWORDS_DIFFER, path: ['confirmPassword'] };

/**
 * A new password typed twice: the reset page and the invitation page. The confirmation
 * field exists only in the browser, so its rule lives here.
 */
export const newPasswordFormSchema = z
  .object({ password: policyPasswordSchema, confirmPassword: z.string() })
  .refine(samePasswordTwice, differ);
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;

/** One's own change (profile, stronger-password page): the current password as well. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, AUTH_MESSAGES.passwordRequired)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    password: policyPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(samePasswordTwice, differ);
