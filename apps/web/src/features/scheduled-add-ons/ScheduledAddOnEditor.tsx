import type { ScheduledAddOn, ScheduledAddOnElement } from '@catering/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ElementSearchPicker } from '../../components/ElementSearchPicker';
import { LockBanner } from '../../components/LockBanner';
import { PageHeader } from '../../components/PageHeader';
import { useHasPermission } from '../../lib/session';
import { AddOnSlotsTable } from './AddOnSlotsTable';
import { SCHEDULED_ADD_ONS_KEY } from './api';
import { ADD_ON_ACTIONS, ADD_ON_EDITOR_TEXT, addOnEditorTitle } from './messages';
import { slotOverridesFrom } from './slot-edit-form';
import { useSlotListSave } from './useSlotListSave';

/** The slot the picker fills: empty (Add One) or holding `current` (Swap). */
interface Picking {
  slotId: string;
  slotName: string;
  current: ScheduledAddOnElement | null;
}

/** The scheduled add-on editor (spec 2.10): one element per slot, each action saved at once. */
export function ScheduledAddOnEditor({ addOn }: { addOn: ScheduledAddOn }) {
  const mayEdit = useHasPermission('editScheduleMenu');
  // The server lets this permission past the lock (docs/scheduling.md 2), so the page does too.
  const exemptFromLock = useHasPermission('editLockedScheduleMenu');
  const locked = addOn.isLocked && !exemptFromLock;
  const canEdit = mayEdit && !locked;
  const queryClient = useQueryClient();
  const { save, saving, failure, clearFailure } = useSlotListSave(addOn);
  const [editingSlotId, setEditingSlotId] = useState<string | null>(null);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [deleting, setDeleting] = useState<ScheduledAddOnElement | null>(null);
  const slotName = (slotId: string) =>
    addOn.addOnType.addOnSlots.find((slot) => slot.id === slotId)?.name ?? '';

  const refresh = () => {
    clearFailure();
    void queryClient.invalidateQueries({ queryKey: [SCHEDULED_ADD_ONS_KEY] });
  };

  return (
    <>
      <Link
        component={RouterLink}
        to={`/markets/${addOn.marketId}/scheduling-detail/${addOn.date}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" />
        {ADD_ON_EDITOR_TEXT.backToDetail}
      </Link>
      <PageHeader
        title={addOnEditorTitle({
          typeName: addOn.addOnType.name,
          serviceLineName: addOn.serviceLine.name,
          date: addOn.date,
          marketName: addOn.market.name,
        })}
      />
      <Stack spacing={2}>
        <LockBanner
          isLocked={addOn.isLocked}
          canEdit={canEdit}
          lockedText={ADD_ON_EDITOR_TEXT.locked}
          exemptText={ADD_ON_EDITOR_TEXT.lockedExempt}
        />
        {!locked && !mayEdit && <Alert severity="info">{ADD_ON_EDITOR_TEXT.readOnly}</Alert>}
        {failure && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={refresh}>
                Refresh
              </Button>
            }
          >
            {failure}
          </Alert>
        )}
        <AddOnSlotsTable
          addOn={addOn}
          canEdit={canEdit}
          busy={saving}
          editingSlotId={editingSlotId}
          actions={{
            onAddOne: (slot) => setPicking({ slotId: slot.id, slotName: slot.name, current: null }),
            onSwap: (row) =>
              setPicking({
                slotId: row.addOnSlotId,
                slotName: slotName(row.addOnSlotId),
                current: row,
              }),
            onEdit: (row) => setEditingSlotId(row.addOnSlotId),
            onCancelEdit: () => setEditingSlotId(null),
            onSaveEdit: async (row, values) => {
              const saved = await save({
                kind: 'edit',
                addOnSlotId: row.addOnSlotId,
                overrides: slotOverridesFrom(values),
              });
              if (saved) setEditingSlotId(null);
            },
            onDelete: setDeleting,
          }}
        />
      </Stack>
      <ElementSearchPicker
        open={picking !== null}
        onClose={() => setPicking(null)}
        single
        title={
          picking?.current
            ? `Swap ${picking.current.name} in ${picking.slotName}`
            : `Add One to ${picking?.slotName ?? ''}`
        }
        confirmLabel={picking?.current ? ADD_ON_ACTIONS.swap : 'Add'}
        addedIds={addOn.scheduledElements.flatMap((row) => row.originalElementId ?? [])}
        busy={saving}
        footerAction={
          // A new tab keeps the add-on being edited; the new element is then found here.
          <Button href="/elements/new" target="_blank" rel="noopener noreferrer">
            {ADD_ON_ACTIONS.createElement}
          </Button>
        }
        onAdd={async ([element]) => {
          if (!picking || !element) return;
          const saved = await save({
            kind: 'fill',
            addOnSlotId: picking.slotId,
            originalElementId: element.id,
          });
          if (saved) setPicking(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={ADD_ON_EDITOR_TEXT.deleteTitle}
        message={
          deleting
            ? ADD_ON_EDITOR_TEXT.deleteMessage(deleting.name, slotName(deleting.addOnSlotId))
            : ''
        }
        confirmLabel={ADD_ON_ACTIONS.delete}
        destructive
        busy={saving}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const saved = await save({ kind: 'empty', addOnSlotId: deleting.addOnSlotId });
          if (saved) setDeleting(null);
        }}
      />
    </>
  );
}
