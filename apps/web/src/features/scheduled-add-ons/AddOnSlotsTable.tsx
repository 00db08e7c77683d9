import type { ScheduledAddOn, ScheduledAddOnElement } from '@catering/domain';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { AddOnSlotEditRow } from './AddOnSlotEditRow';
import { AddOnSlotRow, type SlotRowActions } from './AddOnSlotRow';
import type { SlotEditValues } from './slot-edit-form';

const COLUMNS = [
  'Slot',
  'Element',
  'Ingredients',
  'Method',
  'Serving Temperature',
  'Allergens',
  'Container',
] as const;

export interface AddOnSlotsTableProps {
  addOn: ScheduledAddOn;
  /** Whether the person may change slots at all (permission and lock). */
  canEdit: boolean;
  /** A write is on its way: every action waits for it. */
  busy: boolean;
  editingSlotId: string | null;
  actions: SlotRowActions & {
    onSaveEdit: (row: ScheduledAddOnElement, values: SlotEditValues) => void;
    onCancelEdit: () => void;
  };
}

/**
 * The add-on slot by slot (spec 2.10), in the type's order; a slot with a heading (the
 * Greens Bar's Entry Level, Basic, Elevated Items) gets a full-width row before it.
 */
export function AddOnSlotsTable({
  addOn,
  canEdit,
  busy,
  editingSlotId,
  actions,
}: AddOnSlotsTableProps) {
  const bySlot = new Map(addOn.scheduledElements.map((row) => [row.addOnSlotId, row]));
  const columnCount = COLUMNS.length + (canEdit ? 1 : 0);
  const slots = [...addOn.addOnType.addOnSlots].sort((a, b) => a.order - b.order);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Add-on slots">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
            {canEdit && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.length === 0 && (
            <TableRow>
              <TableCell colSpan={columnCount}>
                <Typography color="text.secondary">This add-on type has no slots.</Typography>
              </TableCell>
            </TableRow>
          )}
          {slots.map((slot) => {
            const row = bySlot.get(slot.id) ?? null;
            return (
              <Fragment key={slot.id}>
                {slot.heading && (
                  <TableRow>
                    <TableCell
                      component="th"
                      scope="colgroup"
                      colSpan={columnCount}
                      sx={{ bgcolor: 'action.hover' }}
                    >
                      <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
                        {slot.heading}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
                {row && canEdit && editingSlotId === slot.id ? (
                  <AddOnSlotEditRow
                    slotName={slot.name}
                    row={row}
                    busy={busy}
                    onSave={(values) => actions.onSaveEdit(row, values)}
                    onCancel={actions.onCancelEdit}
                  />
                ) : (
                  <AddOnSlotRow
                    slot={slot}
                    row={row}
                    canEdit={canEdit}
                    // One row at a time: the others wait while a row is being edited.
                    disabled={busy || editingSlotId !== null}
                    actions={actions}
                  />
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
