import type { ScheduledMenu } from '@catering/domain';
import MenuItem from '@mui/material/MenuItem';
import { DOCUMENT_TEXTS } from '../../components/documents/document-texts';
import { useDocumentDownload } from '../../components/documents/useDocumentDownload';
import { isApiError } from '../../lib/api';
import { formatCalendarDate } from '../../lib/local-date';
import { useToast } from '../../lib/toast';

/**
 * The scheduled menu editor's Download Dish Cards, Prep Sheet and Labels (spec 2.9). As
 * menu items they belong inside the header's actions menu.
 */
export function useMenuDocumentItems(menu: ScheduledMenu) {
  const toast = useToast();
  const { download: downloadDocument } = useDocumentDownload();
  const dishCards = async () => {
    try {
      await downloadDocument(
        '/v1/pdf/element-cards',
        { scheduledMenuId: menu.id },
        `${menu.name}-DishCards.pdf`,
      );
    } catch {
      toast.error(DOCUMENT_TEXTS.pdfFailed);
    }
  };
  /** Prep sheet and labels count the day: a day without numbers says so (spec 8). */
  const dayDocument = (path: string, suffix: string) => async () => {
    try {
      await downloadDocument(
        path,
        {
          marketId: menu.marketId,
          serviceLineId: menu.serviceLineId,
          mealDate: formatCalendarDate(menu.date),
        },
        `${menu.name}-${suffix}.pdf`,
      );
    } catch (error) {
      toast.error(
        isApiError(error) && error.status === 404
          ? DOCUMENT_TEXTS.noPrepNumbers
          : DOCUMENT_TEXTS.pdfFailed,
      );
    }
  };
  const prepSheet = dayDocument('/v1/pdf/prep', 'PrepSheet');
  const labels = dayDocument('/v1/pdf/labels', 'Labels');
  return [
    <MenuItem key="dish-cards" onClick={() => void dishCards()}>
      Download Dish Cards
    </MenuItem>,
    <MenuItem key="prep-sheet" onClick={() => void prepSheet()}>
      Download Prep Sheet
    </MenuItem>,
    <MenuItem key="labels" onClick={() => void labels()}>
      Download Labels
    </MenuItem>,
  ];
}
