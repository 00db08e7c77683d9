import { useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Toast durations of the spec: successes 2.5 s, errors 6 s. */
export const SUCCESS_TOAST_MS = 2500;
export const ERROR_TOAST_MS = 6000;
export const DEFAULT_TOAST_MS = 3000;

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: SUCCESS_TOAST_MS }),
      error: (message: string) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: ERROR_TOAST_MS }),
      /** Something worth knowing that did not stop the action (a menu saved without a brand). */
      warning: (message: string) =>
        enqueueSnackbar(message, { variant: 'warning', autoHideDuration: DEFAULT_TOAST_MS }),
    }),
    [enqueueSnackbar],
  );
}
