import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { DOCUMENT_TEXTS } from '../../components/documents/document-texts';
import { useDocumentDownload } from '../../components/documents/useDocumentDownload';
import { HeaderActionsMenu } from '../../components/HeaderActionsMenu';
import { localToday } from '../../lib/local-date';
import { useToast } from '../../lib/toast';
import { MENU_ACTIONS } from './messages';

/**
 * The saved menu's header menu (spec 2.4): its host flow and its element cards. The prep
 * sheet stays disabled as the spec has it: a master menu has no day to count.
 */
export function MenuHeaderActions({ menu }: { menu: { id: string; name: string } }) {
  const toast = useToast();
  const { download: downloadDocument } = useDocumentDownload();
  const elementCards = async () => {
    try {
      await downloadDocument(
        '/v1/pdf/menu-element-cards',
        { menuId: menu.id, printedOn: localToday() },
        `${menu.name}-DishCards.pdf`,
      );
    } catch {
      toast.error(DOCUMENT_TEXTS.pdfFailed);
    }
  };
  return (
    <HeaderActionsMenu label="Menu actions">
      <MenuItem component={RouterLink} to={`/menus/${menu.id}/host-flow`}>
        {MENU_ACTIONS.editHostFlow}
      </MenuItem>
      <MenuItem onClick={() => void elementCards()}>{MENU_ACTIONS.downloadElementCards}</MenuItem>
      <MenuItem disabled>{MENU_ACTIONS.downloadPrepSheet}</MenuItem>
    </HeaderActionsMenu>
  );
}
