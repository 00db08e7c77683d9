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
