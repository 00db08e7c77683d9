import { AUTH_MESSAGES } from '@catering/domain';
import { isApiError } from '../../lib/api';

/**
 * What the login form says when sign-in fails (catalogue spec section 8): the wrong-password
 * code has its own text, rate limiting and validation pass the server's words on, anything
 * else gets the generic fallback.
 */
export function signInErrorMessage(error: unknown): string {
  if (!isApiError(error)) return AUTH_MESSAGES.signInFallback;
  switch (error.code) {
    case 'auth/wrong-password':
      return AUTH_MESSAGES.wrongPassword;
    case 'rate_limited':
      return error.messages.join(' ') || AUTH_MESSAGES.tooManyAttempts;
    case 'validation_failed':
      return error.messages.join(' ') || AUTH_MESSAGES.signInFallback;
    default:
      return AUTH_MESSAGES.signInFallback;
  }
}
