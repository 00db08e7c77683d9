import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { downloadDocument } from '../../lib/download';

/** Documents being made right now, by file name, across the whole app. */
const rendering = new Set<string>();

export const preparingText = (fileName: string) => `Preparing ${fileName}…`;

/**
 * Downloads a document with feedback while the server renders it (a labels PDF of a busy
 * day takes seconds): a 'Preparing …' notice with a spinner stays until the file is saved
 * or refused. Asking again for a document still being made does nothing, so a second
 * click never renders it twice. Refusals are thrown for the caller's own message.
 */
export function useDocumentDownload() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [pending, setPending] = useState(0);
  const download = useCallback(
    async (path: string, body: unknown, fileName: string): Promise<void> => {
      if (rendering.has(fileName)) return;
      rendering.add(fileName);
      setPending((count) => count + 1);
      const notice = enqueueSnackbar(preparingText(fileName), {
        persist: true,
        action: () => <CircularProgress size={20} color="inherit" aria-hidden />,
      });
      try {
        await downloadDocument(path, body, fileName);
      } finally {
        rendering.delete(fileName);
        setPending((count) => count - 1);
        closeSnackbar(notice);
      }
    },
    [enqueueSnackbar, closeSnackbar],
  );
  return { download, isDownloading: pending > 0 };
}
