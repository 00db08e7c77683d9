import { GENERIC_SAVE_FAILURE, STALE_MESSAGE } from '@catering/domain';
import { isApiError } from './api';

/** What a failed save tells the person: a taken name belongs under the name field. */
export interface SaveFailure {
  field: 'name' | null;
  message: string;
}

/**
 * Maps a failed create or update to its message (spec 8): `conflict` to the feature's
 * name-conflict text, `stale` to the refresh advice, a 400 to the generic text followed
 * by the server's own messages, anything else to the generic text.
 */
export function describeSaveFailure(error: unknown, conflictMessage: string): SaveFailure {
  if (isApiError(error)) {
    if (error.code === 'conflict') return { field: 'name', message: conflictMessage };
    if (error.code === 'stale') return { field: null, message: STALE_MESSAGE };
    if (error.status === 400) {
      return { field: null, message: [GENERIC_SAVE_FAILURE, ...error.messages].join(' ') };
    }
  }
  return { field: null, message: GENERIC_SAVE_FAILURE };
}

/** A refused delete explains itself on 409 (still in use); anything else gets `fallback`. */
export function describeDeleteFailure(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 409 && error.messages.length) {
    return error.messages.join(' ');
  }
  return fallback;
}
