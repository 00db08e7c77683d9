import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';

/** A toast that stays for a length of spec 9 other than lib/toast's defaults. */
export function useTimedToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (message: string, variant: VariantType, autoHideDuration: number) =>
      enqueueSnackbar(message, { variant, autoHideDuration }),
    [enqueueSnackbar],
  );
}
