import type { ScheduledAddOnElement } from '@catering/domain';
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
import { type AddOnSlot, AddOnSlotRow, type SlotRowActions } from './AddOnSlotRow';
import type { SlotEditValues } from './slot-edit-form';
import {
  ACTIONS_CELL,
  ACTIONS_WIDTH,
  SLOT_COLUMNS,
  SLOT_NAME_CELL,
  SLOT_TABLE_MIN_WIDTH,
} from './slot-table-layout';

/** The one slot being edited: a saved slot's fields, or an element about to fill it. */
export interface SlotEditing {
  slotId: string;
  defaults: SlotEditValues;
  /** The slot is not saved with this element yet (a new add-on's first slot). */
  unsaved?: boolean;
}

export interface AddOnSlotsTableProps {
  slots: readonly AddOnSlot[];
  rows: readonly ScheduledAddOnElement[];
  /** Whether the person may change slots at all (permission and lock). */
  canEdit: boolean;
  /** A write is on its way: every action waits for it. */
  busy: boolean;
  editing: SlotEditing | null;
  actions: SlotRowActions & {
    onSaveEdit: (values: SlotEditValues) => void;
    onCancelEdit: () => void;
  };
}

/**
 * The add-on slot by slot (spec 2.10), in the type's order; a slot with a heading (the
 * Greens Bar's Entry Level, Basic, Elevated Items) gets a full-width row before it.
 */
export function AddOnSlotsTable({
  slots,
  rows,
  canEdit,
  busy,
  editing,
  actions,
}: AddOnSlotsTableProps) {
  const bySlot = new Map(rows.map((row) => [row.addOnSlotId, row]));
  const columnCount = SLOT_COLUMNS.length + (canEdit ? 1 : 0);
  const ordered = [...slots].sort((a, b) => a.order - b.order);

  return (
    <TableContainer component={Paper} variant="outlined" data-testid="add-on-slots-scroller">
      <Table
        size="small"
        aria-label="Add-on slots"
        sx={{
          tableLayout: 'fixed',
          minWidth: SLOT_TABLE_MIN_WIDTH,
          '& .MuiTableCell-root': { px: 1 },
        }}
      >
        <colgroup>
          {SLOT_COLUMNS.map((column) => (
            <col key={column.label} style={{ width: 'width' in column ? column.width : 'auto' }} />
          ))}
          {canEdit && <col style={{ width: ACTIONS_WIDTH }} />}
        </colgroup>
        <TableHead>
          <TableRow>
            {SLOT_COLUMNS.map((column, index) => (
              <TableCell key={column.label} sx={index === 0 ? SLOT_NAME_CELL : undefined}>
                {column.label}
              </TableCell>
            ))}
            {canEdit && (
              <TableCell align="right" sx={ACTIONS_CELL}>
                Actions
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {ordered.length === 0 && (
            <TableRow>
              <TableCell colSpan={columnCount}>
                <Typography color="text.secondary">This add-on type has no slots.</Typography>
              </TableCell>
            </TableRow>
          )}
          {ordered.map((slot) => {
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
                {canEdit && editing?.slotId === slot.id ? (
                  <AddOnSlotEditRow
                    slotName={slot.name}
                    defaults={editing.defaults}
                    unsaved={editing.unsaved}
                    busy={busy}
                    onSave={actions.onSaveEdit}
                    onCancel={actions.onCancelEdit}
                  />
                ) : (
                  <AddOnSlotRow
                    slot={slot}
                    row={row}
                    canEdit={canEdit}
                    // One row at a time: the others wait while a row is being edited.
                    disabled={busy || editing !== null}
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
