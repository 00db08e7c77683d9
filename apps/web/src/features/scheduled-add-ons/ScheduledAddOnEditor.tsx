import type { ScheduledAddOn, ScheduledAddOnElement } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ElementSearchPicker } from '../../components/ElementSearchPicker';
import { LockBanner } from '../../components/LockBanner';
import { useHasPermission } from '../../lib/session';
import { AddOnEditorHeader } from './AddOnEditorHeader';
import { AddOnSlotsTable, type SlotEditing } from './AddOnSlotsTable';
import { SCHEDULED_ADD_ONS_KEY } from './api';
import { ADD_ON_ACTIONS, ADD_ON_EDITOR_TEXT } from './messages';
import { slotEditValues, slotOverridesFrom } from './slot-edit-form';
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
  const [editing, setEditing] = useState<SlotEditing | null>(null);
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
      <AddOnEditorHeader
        marketId={addOn.marketId}
        date={addOn.date}
        typeName={addOn.addOnType.name}
        serviceLineName={addOn.serviceLine.name}
        marketName={addOn.market.name}
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
          slots={addOn.addOnType.addOnSlots}
          rows={addOn.scheduledElements}
          canEdit={canEdit}
          busy={saving}
          editing={editing}
          actions={{
            onAddOne: (slot) => setPicking({ slotId: slot.id, slotName: slot.name, current: null }),
            onSwap: (row) =>
              setPicking({
                slotId: row.addOnSlotId,
                slotName: slotName(row.addOnSlotId),
                current: row,
              }),
            onEdit: (row) => setEditing({ slotId: row.addOnSlotId, defaults: slotEditValues(row) }),
            onCancelEdit: () => setEditing(null),
            onSaveEdit: async (values) => {
              if (!editing) return;
              const saved = await save({
                kind: 'edit',
                addOnSlotId: editing.slotId,
                overrides: slotOverridesFrom(values),
              });
              if (saved) setEditing(null);
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
