import { z } from 'zod';

export const AUTH_MESSAGES = {
  wrongPassword: 'Wrong password.',
  invalidEmail: 'Not a valid email format',
  emailRequired: 'Email is required.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 12 characters.',
  passwordTooCommon:
    'This password is too common or too easy to guess. Try a few unrelated words together.',
  currentPasswordWrong: 'The current password is not right.',
  passwordChanged: 'Your password has been changed.',
  passwordChangeRequired:
    'Please choose a stronger password: yours is too short or too common to stay safe.',
  passwordTooLong: 'Password must be 128 characters or less.',
  resetSent: 'Check your inbox for instructions on how to reset your password.',
  resetDone: 'Your password has been changed. Sign in with the new password.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
  signInFallback: 'Something went wrong while signing in. Please try again.',
  noAccess:
    'You do not have access to this platform. Please contact the tech team if you believe this is a mistake.',
  /** Single sign-on (docs/single-sign-on.md): nobody invited the address, nor is its domain allowed. */
  ssoNotInvited:
    'Your account has not been invited to this console. Ask an administrator to invite you, then sign in again.',
  /** The identity provider did not confirm the address, so it cannot be matched to an invitation. */
  ssoEmailUnverified:
    'Your identity provider did not confirm your e-mail address, so it cannot be matched to an invitation.',
  ssoFailed: 'Single sign-on did not complete. Please try again.',
  /** PASSWORD_SIGN_IN=off: only Super Admins may still use a password. */
  passwordSignInOff: 'Sign in with your organization account: passwords are turned off.',
  /** Signed in, but a Super Admin has not given the person a role yet. */
  noRoleYet:
    'You are signed in, but you have no role yet. Ask a Super Admin to give you one, then reload this page.',
} as const;

/** How people may sign in here (GET /v1/auth/methods), for the login page. */
export const signInMethodsSchema = z.object({
  /** The e-mail and password form; off when PASSWORD_SIGN_IN=off (Super Admins still may). */
  password: z.boolean(),
  /** Single sign-on, with the provider's name for "Sign in with {name}"; null when not set up. */
  singleSignOn: z.object({ name: z.string() }).nullable(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** ASVS 2.1.1: at least 12 characters. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** RFC 5321's longest address; longer text is no address (and would overflow an index). */
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export type SignInInput = z.input<typeof signInSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1, AUTH_MESSAGES.resetLinkInvalid).max(512),
  password: newPasswordSchema,
});
export type PasswordResetConfirmInput = z.input<typeof passwordResetConfirmSchema>;

/** The signed-in user's own password change (profile, or the stronger-password page). */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  password: newPasswordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** The new bearer token: changing the password ends every session, this one included. */
export const passwordChangeResultSchema = z.object({ token: z.string() });
export type PasswordChangeResult = z.infer<typeof passwordChangeResultSchema>;
