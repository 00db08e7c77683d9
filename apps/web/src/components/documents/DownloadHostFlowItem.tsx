import MenuItem from '@mui/material/MenuItem';
import { isApiError } from '../../lib/api';
import { localToday } from '../../lib/local-date';
import { useToast } from '../../lib/toast';
import { DOCUMENT_TEXTS } from './document-texts';
import { useDocumentDownload } from './useDocumentDownload';

/** Whose host flow: a day's scheduled menu, or a master menu (printed today). */
export type HostFlowSource = { scheduledMenuId: string } | { menuId: string };

/** 'Download host flow' (hosts spec 2): the PDF named after the menu. */
export function DownloadHostFlowItem(props: { source: HostFlowSource; menuName: string }) {
  const toast = useToast();
  const { download: downloadDocument, isDownloading } = useDocumentDownload();
  const download = async () => {
    try {
      const { source } = props;
      const fileName = `${props.menuName}-HostFlow.pdf`;
      if ('menuId' in source) {
        const body = { menuId: source.menuId, printedOn: localToday() };
        await downloadDocument('/v1/pdf/menu-hostflow', body, fileName);
      } else {
        await downloadDocument('/v1/pdf/hostflow', source, fileName);
      }
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 404
          ? DOCUMENT_TEXTS.hostFlowUnavailable(props.menuName)
          : DOCUMENT_TEXTS.hostFlowRetrievalFailed(props.menuName),
      );
    }
  };
  return (
    <MenuItem disabled={isDownloading} onClick={() => void download()}>
      Download host flow
    </MenuItem>
  );
}
