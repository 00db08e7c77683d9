import { GENERIC_FAILURE } from '@catering/domain';
import { isApiError } from './api';

/**
 * A failure text of the spec followed by what the server said about the request (its
 * validation or conflict messages). Server faults and lost connections add nothing: their
 * messages would not help the person fix anything.
 */
export function withServerMessages(base: string, error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const extra = error.messages.filter(
      (message) => message !== base && message !== GENERIC_FAILURE,
    );
    return [base, ...extra].join(' ');
  }
  return base;
}

/**
 * What a refused scheduling write says: the server's own words for a taken slot (409) or a
 * locked or forbidden one (403), which tell the person why; the generic text otherwise.
 */
export function schedulingFailure(error: unknown): string {
  if (isApiError(error) && (error.status === 409 || error.status === 403)) {
    return error.messages.join(' ');
  }
  return GENERIC_FAILURE;
}
