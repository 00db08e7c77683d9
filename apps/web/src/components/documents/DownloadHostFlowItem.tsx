import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { downloadDocument } from '../../lib/download';
import { localToday } from '../../lib/local-date';
import { useToast } from '../../lib/toast';
import { DOCUMENT_TEXTS } from './document-texts';

/** Whose host flow: a day's scheduled menu, or a master menu (printed today). */
export type HostFlowSource = { scheduledMenuId: string } | { menuId: string };

/** 'Download host flow' (hosts spec 2): the PDF named after the menu. */
export function DownloadHostFlowItem(props: { source: HostFlowSource; menuName: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
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
    } finally {
      setBusy(false);
    }
  };
  return (
    <MenuItem disabled={busy} onClick={() => void download()}>
      Download host flow
    </MenuItem>
  );
}
