import MenuItem from '@mui/material/MenuItem';
import { useCallback } from 'react';
import { isApiError } from '../../lib/api';
import { localToday } from '../../lib/local-date';
import { useToast } from '../../lib/toast';
import { DOCUMENT_TEXTS } from './document-texts';
import { useDocumentDownload } from './useDocumentDownload';

/** Whose host flow: a day's scheduled menu, or a master menu (printed today). */
export type HostFlowSource = { scheduledMenuId: string } | { menuId: string };

/**
 * Downloads a host flow as `{name}-HostFlow.pdf`, with hosts spec 8's texts for a menu
 * without one and for any other failure.
 */
export function useHostFlowDownload() {
  const toast = useToast();
  const { download: downloadDocument, isDownloading } = useDocumentDownload();
  const download = useCallback(
    async (source: HostFlowSource, menuName: string) => {
      try {
        const fileName = `${menuName}-HostFlow.pdf`;
        if ('menuId' in source) {
          const body = { menuId: source.menuId, printedOn: localToday() };
          await downloadDocument('/v1/pdf/menu-hostflow', body, fileName);
        } else {
          await downloadDocument('/v1/pdf/hostflow', source, fileName);
        }
      } catch (error) {
        toast.error(
          isApiError(error) && error.status === 404
            ? DOCUMENT_TEXTS.hostFlowUnavailable(menuName)
            : DOCUMENT_TEXTS.hostFlowRetrievalFailed(menuName),
        );
      }
    },
    [downloadDocument, toast],
  );
  return { download, isDownloading };
}

/** 'Download host flow' (hosts spec 2): the PDF named after the menu. */
export function DownloadHostFlowItem(props: { source: HostFlowSource; menuName: string }) {
  const { download, isDownloading } = useHostFlowDownload();
  return (
    <MenuItem disabled={isDownloading} onClick={() => void download(props.source, props.menuName)}>
      Download host flow
    </MenuItem>
  );
}
