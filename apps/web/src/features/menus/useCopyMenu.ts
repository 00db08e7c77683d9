import { type CopyMenuInput, MENU_MESSAGES } from '@catering/domain';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useCopyMenuMutation } from './api';
import { MENU_TOASTS } from './messages';

/**
 * Copy & create (spec 4): 'tag' copies into the first tag the name does not use yet,
 * 'new' makes a renamed copy; then the copy opens. No free tag answers 409 `conflict`.
 */
export function useCopyMenu() {
  const navigate = useNavigate();
  const toast = useToast();
  const copyMenu = useCopyMenuMutation();

  const copy = (input: CopyMenuInput) =>
    copyMenu.mutate(input, {
      onSuccess: (created) => {
        toast.success(MENU_TOASTS.copied);
        navigate(`/menus/${created.id}`);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'conflict' && input.mode === 'tag') {
          toast.error(MENU_MESSAGES.noFreeTag);
        } else if (isApiError(error) && error.status === 409 && error.messages.length) {
          toast.error(error.messages.join(' '));
        } else {
          toast.error(MENU_MESSAGES.saveFailed);
        }
      },
    });

  return { copy, isCopying: copyMenu.isPending };
}
