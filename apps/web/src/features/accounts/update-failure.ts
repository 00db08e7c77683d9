import { ACCOUNT_MESSAGES, STALE_MESSAGE } from '@catering/domain';
import { isApiError } from '../../lib/api';

export interface AccountUpdateFailure {
  /** A taken name belongs under the name field. */
  field: 'name' | null;
  message: string;
}

/**
 * Account update failures of spec 8: a taken name, someone else's newer save (`stale`),
 * the server's own messages for a 400, else the generic update text.
 */
export function describeAccountUpdateFailure(error: unknown, name: string): AccountUpdateFailure {
  if (isApiError(error)) {
    if (error.code === 'conflict')
      return { field: 'name', message: ACCOUNT_MESSAGES.conflict(name) };
    if (error.code === 'stale') return { field: null, message: STALE_MESSAGE };
    if (error.status === 400) {
      return { field: null, message: [ACCOUNT_MESSAGES.updateFailed, ...error.messages].join(' ') };
    }
  }
  return { field: null, message: ACCOUNT_MESSAGES.updateFailed };
}

/** Point-of-contact failures: an e-mail of a staff user goes under the e-mail field. */
export function describePointOfContactFailure(error: unknown, email: string) {
  if (isApiError(error)) {
    if (error.code === 'conflict') {
      return { field: 'email' as const, message: ACCOUNT_MESSAGES.pocEmailUsed(email) };
    }
    if (error.status === 400) {
      return { field: null, message: [ACCOUNT_MESSAGES.pocFailed, ...error.messages].join(' ') };
    }
  }
  return { field: null, message: ACCOUNT_MESSAGES.pocFailed };
}
