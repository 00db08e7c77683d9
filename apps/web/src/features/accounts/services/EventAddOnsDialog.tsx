import {
  ADD_ON_MESSAGES,
  type ServiceEvent,
  type ServiceEventAddOn,
  updateEventAddOnsSchema,
} from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatCalendarDate } from '../../../lib/local-date';
import { useToast } from '../../../lib/toast';
import { AddOnPickerDialog } from './AddOnPickerDialog';
import { useEventAddOnWrites } from './api';
import { EventAddOnCard, type SlotEdit, type SlotErrors } from './EventAddOnCard';
import { SERVICES_TEXTS } from './messages';

/** The event's add-on rows grouped by type, each type's slots in order. */
export function addOnsByType(addOns: readonly ServiceEventAddOn[]) {
  const groups = new Map<string, { typeId: string; typeName: string; rows: ServiceEventAddOn[] }>();
  for (const row of addOns) {
    const group = groups.get(row.addOnTypeId) ?? {
      typeId: row.addOnTypeId,
      typeName: row.addOnType.name,
      rows: [],
    };
    group.rows.push(row);
    groups.set(row.addOnTypeId, group);
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      rows: group.rows.sort((a, b) => a.addOnSlot.order - b.addOnSlot.order),
    }))
    .sort((a, b) => a.typeName.localeCompare(b.typeName));
}

type PendingDelete =
  | { kind: 'slot'; row: ServiceEventAddOn }
  | { kind: 'type'; typeName: string; row: ServiceEventAddOn }
  | { kind: 'unsaved'; row: ServiceEventAddOn };

interface EventAddOnsDialogProps {
  accountId: string;
  event: ServiceEvent;
  canEdit: boolean;
  onClose: () => void;
}

/** The add-ons of one service event (beta): a card per add-on type and the picker. */
export function EventAddOnsDialog({ accountId, event, canEdit, onClose }: EventAddOnsDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const writes = useEventAddOnWrites(accountId, event.id);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const busy =
    writes.saveSlot.isPending || writes.deleteSlot.isPending || writes.deleteType.isPending;
  const groups = addOnsByType(event.addOns);
  const editing = event.addOns.find((row) => row.id === editingId);
  // A slot still being edited holds a quantity that was never saved: ask before dropping it.
  const close = () => (editing ? setPendingDelete({ kind: 'unsaved', row: editing }) : onClose());

  const saveSlot = async (row: ServiceEventAddOn, edit: SlotEdit): Promise<SlotErrors | null> => {
    const parsed = updateEventAddOnsSchema.safeParse({
      addOnTypeId: row.addOnTypeId,
      serviceEventId: event.id,
      serviceEventAddOns: [{ id: row.id, ...edit, updatedAt: row.updatedAt }],
    });
    if (!parsed.success) {
      const errors: SlotErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path.at(-1);
        if (field === 'quantity' || field === 'pricePerUnit') errors[field] ??= issue.message;
      }
      return errors;
    }
    try {
      await writes.saveSlot.mutateAsync(parsed.data);
      toast.success(SERVICES_TEXTS.addOnsUpdated);
      setEditingId(null);
      return null;
    } catch {
      toast.error(ADD_ON_MESSAGES.updateFailed);
      return {};
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'unsaved') return onClose();
    const { row } = pendingDelete;
    try {
      if (pendingDelete.kind === 'slot') {
        await writes.deleteSlot.mutateAsync(row.id);
        toast.success(SERVICES_TEXTS.addOnSlotDeleted(row.addOnSlot.name));
      } else {
        await writes.deleteType.mutateAsync(row.id);
        toast.success(ADD_ON_MESSAGES.deleted(pendingDelete.typeName));
      }
    } catch {
      toast.error(
        pendingDelete.kind === 'slot'
          ? SERVICES_TEXTS.addOnSlotDeleteFailed(row.addOnSlot.name)
          : ADD_ON_MESSAGES.deleteFailed(pendingDelete.typeName),
      );
    } finally {
      setPendingDelete(null);
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        Add-ons of {event.serviceLine.name} on {formatCalendarDate(event.date)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {groups.length === 0 ? (
            <Typography color="text.secondary">{ADD_ON_MESSAGES.none}</Typography>
          ) : (
            groups.map((group) => (
              <EventAddOnCard
                key={group.typeId}
                typeName={group.typeName}
                rows={group.rows}
                canEdit={canEdit}
                editingId={editingId}
                busy={busy}
                onEdit={setEditingId}
                onCancel={() => setEditingId(null)}
                onSave={saveSlot}
                onDeleteSlot={(row) => setPendingDelete({ kind: 'slot', row })}
                onDeleteType={() =>
                  setPendingDelete({ kind: 'type', typeName: group.typeName, row: group.rows[0]! })
                }
              />
            ))
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {canEdit && (
          <Button startIcon={<AddIcon />} onClick={() => setPicking(true)} disabled={busy}>
            Add Add-ons
          </Button>
        )}
        <Button onClick={close}>Close</Button>
      </DialogActions>
      {picking && (
        <AddOnPickerDialog accountId={accountId} event={event} onClose={() => setPicking(false)} />
      )}
      {pendingDelete && (
        <ConfirmDialog
          open
          {...confirmTexts(pendingDelete)}
          destructive
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </Dialog>
  );
}

function confirmTexts(pending: PendingDelete) {
  const slot = pending.row.addOnSlot.name;
  switch (pending.kind) {
    case 'unsaved':
      return {
        title: 'Unsaved Add-on Slot',
        message: SERVICES_TEXTS.addOnSlotUnsaved(slot, pending.row.addOnType.name),
        confirmLabel: 'Close Without Saving',
      };
    case 'slot':
      return {
        title: 'Delete Add-on Slot',
        message: `Delete the ${slot} slot of ${pending.row.addOnType.name}?`,
        confirmLabel: 'Delete',
      };
    default:
      return {
        title: 'Delete Add-on',
        message: `Delete ${pending.typeName} from this service event?`,
        confirmLabel: 'Delete',
      };
  }
}
