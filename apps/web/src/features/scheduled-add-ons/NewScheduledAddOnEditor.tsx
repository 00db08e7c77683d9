import {
  type AddOnType,
  type Market,
  SCHEDULED_ADD_ON_MESSAGES,
  type ScheduledAddOn,
  type ServiceLine,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { ElementSearchPicker } from '../../components/ElementSearchPicker';
import { isApiError } from '../../lib/api';
import { formatCalendarDate } from '../../lib/local-date';
import { describeSaveFailure } from '../../lib/save-failure';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { AddOnEditorHeader } from './AddOnEditorHeader';
import type { AddOnSlot } from './AddOnSlotRow';
import { AddOnSlotsTable, type SlotEditing } from './AddOnSlotsTable';
import { catalogueElementQuery, useCreateScheduledAddOn } from './api';
import { ADD_ON_ACTIONS, ADD_ON_EDITOR_TEXT } from './messages';
import { slotEditValuesOfElement, slotOverridesFrom } from './slot-edit-form';

/** Where the new add-on goes: one market, service line and date (`YYYY-MM-DD`). */
export interface NewAddOnPlace {
  market: Market;
  serviceLine: ServiceLine;
  date: string;
}

type NewAddOnType = Pick<AddOnType, 'id' | 'name'> & { addOnSlots: AddOnSlot[] };

/** The first slot being filled: the catalogue element it copies, with the person's edits. */
type FirstSlot = SlotEditing & { originalElementId: string };

function describeCreateFailure(error: unknown): string {
  if (isApiError(error) && error.code === 'locked') return ADD_ON_EDITOR_TEXT.locked;
  return describeSaveFailure(error, SCHEDULED_ADD_ON_MESSAGES.typeTaken).message;
}

/**
 * The add-on editor before the add-on exists: Add One on a slot picks an element, whose
 * copy opens in the slot for review (allergens included); Save schedules the add-on with
 * that slot in one request and moves to the saved add-on's editor.
 */
export function NewScheduledAddOnEditor(props: { place: NewAddOnPlace; addOnType: NewAddOnType }) {
  const { place, addOnType } = props;
  const canAdd = useHasPermission('addScheduleMenu');
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useCreateScheduledAddOn();
  const [picking, setPicking] = useState<AddOnSlot | null>(null);
  const [loadingElement, setLoadingElement] = useState(false);
  const [firstSlot, setFirstSlot] = useState<FirstSlot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = create.isPending || loadingElement;

  const fill = async (slot: AddOnSlot, elementId: string) => {
    setLoadingElement(true);
    try {
      const element = await queryClient.fetchQuery(catalogueElementQuery(elementId));
      setFirstSlot({
        slotId: slot.id,
        originalElementId: element.id,
        defaults: slotEditValuesOfElement(element),
        unsaved: true,
      });
      setPicking(null);
    } catch {
      toast.error(ADD_ON_EDITOR_TEXT.elementFailed);
    } finally {
      setLoadingElement(false);
    }
  };

  const schedule = async (values: Parameters<typeof slotOverridesFrom>[0]) => {
    if (!firstSlot) return;
    setFailure(null);
    let created: ScheduledAddOn;
    try {
      created = await create.mutateAsync({
        addOnTypeId: addOnType.id,
        marketId: place.market.id,
        serviceLineId: place.serviceLine.id,
        date: formatCalendarDate(place.date),
        scheduledElements: [
          {
            addOnSlotId: firstSlot.slotId,
            originalElementId: firstSlot.originalElementId,
            ...slotOverridesFrom(values),
          },
        ],
      });
    } catch (error) {
      const message = describeCreateFailure(error);
      setFailure(message);
      toast.error(message);
      return;
    }
    toast.success(ADD_ON_EDITOR_TEXT.scheduled);
    // The slot is saved now: its leave prompt must be gone before the editor moves on.
    flushSync(() => setFirstSlot(null));
    navigate(`/scheduled-add-ons/${encodeURIComponent(created.id)}`, { replace: true });
  };

  return (
    <>
      <AddOnEditorHeader
        marketId={place.market.id}
        date={place.date}
        typeName={addOnType.name}
        serviceLineName={place.serviceLine.name}
        marketName={place.market.name}
      />
      <Stack spacing={2}>
        <Alert severity="info">
          {canAdd ? ADD_ON_EDITOR_TEXT.notScheduledYet : ADD_ON_EDITOR_TEXT.cannotSchedule}
        </Alert>
        {failure && <Alert severity="error">{failure}</Alert>}
        <AddOnSlotsTable
          slots={addOnType.addOnSlots}
          rows={[]}
          canEdit={canAdd}
          busy={busy}
          editing={firstSlot}
          actions={{
            onAddOne: setPicking,
            // A new add-on has no saved slots to edit, swap or delete.
            onEdit: () => undefined,
            onSwap: () => undefined,
            onDelete: () => undefined,
            onCancelEdit: () => setFirstSlot(null),
            onSaveEdit: (values) => void schedule(values),
          }}
        />
      </Stack>
      <ElementSearchPicker
        open={picking !== null}
        onClose={() => setPicking(null)}
        single
        title={`Add One to ${picking?.name ?? ''}`}
        confirmLabel="Add"
        addedIds={[]}
        busy={busy}
        footerAction={
          // A new tab keeps this add-on being edited; the new element is then found here.
          <Button href="/elements/new" target="_blank" rel="noopener noreferrer">
            {ADD_ON_ACTIONS.createElement}
          </Button>
        }
        onAdd={([element]) => {
          if (picking && element) void fill(picking, element.id);
        }}
      />
    </>
  );
}
