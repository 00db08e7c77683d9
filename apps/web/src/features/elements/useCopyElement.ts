import { type CopyElementInput, ELEMENT_MESSAGES } from '@catering/domain';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useCopyElementMutation } from './api';
import { ELEMENT_TOASTS } from './messages';

/**
 * Copy & create (spec 4): 'tag' copies into the first tag the name does not use yet,
 * 'new' makes a renamed copy; then the copy opens. No free tag answers 409.
 */
export function useCopyElement() {
  const navigate = useNavigate();
  const toast = useToast();
  const copyElement = useCopyElementMutation();

  const copy = (input: CopyElementInput) =>
    copyElement.mutate(input, {
      onSuccess: (created) => {
        toast.success(ELEMENT_TOASTS.copied);
        navigate(`/elements/${created.id}`);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'conflict' && input.mode === 'tag') {
          toast.error(ELEMENT_MESSAGES.noFreeTag);
        } else if (isApiError(error) && error.status === 409 && error.messages.length) {
          toast.error(error.messages.join(' '));
        } else {
          toast.error(ELEMENT_MESSAGES.saveFailed);
        }
      },
    });

  return { copy, isCopying: copyElement.isPending };
}
