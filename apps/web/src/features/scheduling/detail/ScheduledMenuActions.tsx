import type { ScheduledMenu, ScheduledMenuListItem } from '@catering/domain';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SplitButton } from '../../../components/SplitButton';
import { useHasPermission } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { MenuStatisticsDialog } from '../../menu-statistics';
import { PortionModifiersDialog } from '../../portion-modifiers';
import { useOpenChefSurvey } from '../../scheduled-menus';
import { useUnscheduleMenu } from './api';
import { ConsumerDetailsDialog } from './ConsumerDetailsDialog';
import { DETAIL_MESSAGES, schedulingFailure, unscheduleMenuPrompt } from './messages';
import { UnscheduleButton } from './UnscheduleButton';

type OpenDialog = 'statistics' | 'details' | 'modifiers' | null;

interface ScheduledMenuActionsProps {
  item: ScheduledMenuListItem;
  /** The whole menu once loaded; Menu Statistics waits for it. */
  menu: ScheduledMenu | null;
  lineName: string;
}

/**
 * The card's buttons (spec 2.8), each shown only with its permission (spec 6); Complete
 * Chef Survey only when the installation has a survey form (CHEF_SURVEY_URL).
 */
export function ScheduledMenuActions({ item, menu, lineName }: ScheduledMenuActionsProps) {
  const canEdit = useHasPermission('editScheduleMenu');
  const canRemove = useHasPermission('removeScheduleMenu');
  const canEditLocked = useHasPermission('editLockedScheduleMenu');
  const openChefSurvey = useOpenChefSurvey();
  const unschedule = useUnscheduleMenu();
  const toast = useToast();
  const [open, setOpen] = useState<OpenDialog>(null);
  const path = `/scheduled-menus/${encodeURIComponent(item.id)}`;
  const statistics = {
    label: 'Menu Statistics',
    onClick: () => setOpen('statistics'),
    disabled: !menu,
  };

  const remove = async () => {
    try {
      await unschedule.mutateAsync(item.id);
      toast.success(DETAIL_MESSAGES.unscheduled);
    } catch (error) {
      toast.error(schedulingFailure(error));
    }
  };

  return (
    <>
      {canEdit && (
        <>
          <Button variant="outlined" component={RouterLink} to={path}>
            Edit Menu
          </Button>
          <Button variant="outlined" component={RouterLink} to={`${path}/host-flow`}>
            Edit Flow
          </Button>
        </>
      )}
      {openChefSurvey ? (
        <SplitButton
          primary={{ label: 'Complete Chef Survey', onClick: () => void openChefSurvey(item.id) }}
          actions={[statistics]}
          menuLabel={`More actions for ${item.name}`}
        />
      ) : (
        // Without a survey form the split button's other half stands alone, still filled.
        <Button variant="contained" onClick={statistics.onClick} disabled={statistics.disabled}>
          {statistics.label}
        </Button>
      )}
      <Button onClick={() => setOpen('details')}>More Details</Button>
      <Button onClick={() => setOpen('modifiers')}>Portion Modifiers</Button>
      {canRemove && (
        <UnscheduleButton
          prompt={unscheduleMenuPrompt(item.name, lineName)}
          busy={unschedule.isPending}
          onConfirm={remove}
        />
      )}
      {open === 'statistics' && menu && (
        <MenuStatisticsDialog menu={menu} onClose={() => setOpen(null)} />
      )}
      {open === 'details' && (
        <ConsumerDetailsDialog
          scheduledMenuId={item.id}
          menuName={item.name}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'modifiers' && (
        <PortionModifiersDialog
          scheduledMenuId={item.id}
          menuName={item.name}
          canEdit={canEdit}
          canEditLocked={canEditLocked}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
