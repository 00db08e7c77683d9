import type { ScheduledMenu } from '@catering/domain';
import {
  DAY_DOCUMENT_LABELS,
  useDayDocumentItems,
} from '../../components/documents/useDayDocumentItems';

/**
 * The scheduled menu editor's documents (spec 2.9, issue #20): every document of the day,
 * as menu items inside the header's Additional actions.
 */
export function useMenuDocumentItems(menu: ScheduledMenu) {
  return useDayDocumentItems(
    {
      scheduledMenuId: menu.id,
      menuName: menu.name,
      marketId: menu.marketId,
      serviceLineId: menu.serviceLineId,
      date: menu.date,
    },
    DAY_DOCUMENT_LABELS,
  );
}
