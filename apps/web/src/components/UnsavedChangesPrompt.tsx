import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes, are you sure you want to leave?';

/**
 * Asks before leaving a form with unsaved changes: the browser's own prompt for reloads and
 * closed tabs, an in-app dialog for navigation inside the console.
 */
export function UnsavedChangesPrompt(props: { when: boolean; title?: string; message?: string }) {
  const { when, title = 'Leave this page?', message = UNSAVED_CHANGES_MESSAGE } = props;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      message={message}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
