import { useParams } from 'react-router';
import { useScheduledHostFlow } from './api';
import { ScheduledHostFlowForm } from './ScheduledHostFlowForm';
import { ScheduledRecordLoad } from './ScheduledRecordLoad';

/** Route /scheduled-menus/:scheduledMenuId/host-flow. */
export function ScheduledMenuHostFlowPage() {
  const { scheduledMenuId = '' } = useParams();
  return (
    <ScheduledRecordLoad query={useScheduledHostFlow(scheduledMenuId)} title="Host Flow">
      {(hostFlow) => <ScheduledHostFlowForm key={scheduledMenuId} hostFlow={hostFlow} />}
    </ScheduledRecordLoad>
  );
}
