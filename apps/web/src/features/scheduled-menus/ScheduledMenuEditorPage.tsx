import { useParams } from 'react-router';
import { useScheduledMenu } from './api';
import { ScheduledMenuForm } from './ScheduledMenuForm';
import { ScheduledRecordLoad } from './ScheduledRecordLoad';

/** Route /scheduled-menus/:scheduledMenuId. */
export function ScheduledMenuEditorPage() {
  const { scheduledMenuId = '' } = useParams();
  // Keyed by id: another menu opens in a fresh form, a refetch of this one keeps the edits.
  return (
    <ScheduledRecordLoad query={useScheduledMenu(scheduledMenuId)} title="Scheduled Menu">
      {(menu) => <ScheduledMenuForm key={scheduledMenuId} menu={menu} />}
    </ScheduledRecordLoad>
  );
}
