import { newPasswordSchema } from '@catering/domain';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'The two passwords do not match.';

/**
 * A new password typed twice: the reset page and the invitation page. The confirmation
 * field exists only in the browser, so its rule lives here.
 */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
