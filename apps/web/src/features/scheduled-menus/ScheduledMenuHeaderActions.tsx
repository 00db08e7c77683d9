import { SCHEDULED_MENU_MESSAGES, type ScheduledMenu } from '@catering/domain';
import RestoreIcon from '@mui/icons-material/Restore';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { HeaderActionsMenu } from '../../components/HeaderActionsMenu';
import { withServerMessages } from '../../lib/failure-text';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useRevertScheduledMenu, useUpdateBaseMenu } from './api';
import { useOpenChefSurvey } from './chef-survey';
import { revertFailure, SCHEDULED_MENU_TEXTS } from './messages';
import { useMenuDocumentItems } from './useMenuDocumentItems';

interface ScheduledMenuHeaderActionsProps {
  menu: ScheduledMenu;
  /** editScheduleMenu on an unlocked menu: Revert is offered. */
  canEdit: boolean;
  onReverted: (menu: ScheduledMenu) => void;
}

type Pending = 'revert' | 'updateBase' | null;

/**
 * Revert Menu (editScheduleMenu) and the additional actions: Update Base Menu (editMenu;
 * it writes the master, so the lock does not apply) and Complete Chef Survey (when the
 * installation has a survey form). Both writes ask first: each replaces content someone
 * else relies on.
 */
export function ScheduledMenuHeaderActions(props: ScheduledMenuHeaderActionsProps) {
  const { menu } = props;
  const canEditMaster = useHasPermission('editMenu');
  const toast = useToast();
  const openChefSurvey = useOpenChefSurvey();
  const revert = useRevertScheduledMenu(menu.id);
  const updateBase = useUpdateBaseMenu(menu.id);
  const documentItems = useMenuDocumentItems(menu);
  const [pending, setPending] = useState<Pending>(null);

  const confirmRevert = async () => {
    try {
      props.onReverted(await revert.mutateAsync(menu.updatedAt));
      toast.success(SCHEDULED_MENU_TEXTS.reverted);
    } catch (error) {
      toast.error(revertFailure(error));
    } finally {
      setPending(null);
    }
  };

  const confirmUpdateBase = async () => {
    try {
      await updateBase.mutateAsync(menu.updatedAt);
      toast.success(SCHEDULED_MENU_MESSAGES.baseMenuUpdated);
    } catch (error) {
      toast.error(withServerMessages(SCHEDULED_MENU_MESSAGES.saveFailed, error));
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      {props.canEdit && (
        <Tooltip title={SCHEDULED_MENU_TEXTS.revert}>
          <IconButton aria-label={SCHEDULED_MENU_TEXTS.revert} onClick={() => setPending('revert')}>
            <RestoreIcon />
          </IconButton>
        </Tooltip>
      )}
      <HeaderActionsMenu label={SCHEDULED_MENU_TEXTS.additionalActions}>
        <MenuItem disabled={!canEditMaster} onClick={() => setPending('updateBase')}>
          {SCHEDULED_MENU_TEXTS.updateBase}
        </MenuItem>
        {documentItems}
        {openChefSurvey && (
          <MenuItem onClick={() => void openChefSurvey(menu.id)}>
            {SCHEDULED_MENU_TEXTS.chefSurvey}
          </MenuItem>
        )}
      </HeaderActionsMenu>
      <ConfirmDialog
        open={pending === 'revert'}
        title={SCHEDULED_MENU_TEXTS.revert}
        message={SCHEDULED_MENU_TEXTS.revertConfirm}
        confirmLabel="Revert"
        destructive
        busy={revert.isPending}
        onConfirm={() => void confirmRevert()}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending === 'updateBase'}
        title={SCHEDULED_MENU_TEXTS.updateBase}
        message={SCHEDULED_MENU_TEXTS.updateBaseConfirm}
        confirmLabel="Update"
        busy={updateBase.isPending}
        onConfirm={() => void confirmUpdateBase()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
