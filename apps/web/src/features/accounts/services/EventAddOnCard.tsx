import type { ServiceEventAddOn } from '@catering/domain';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { formatCurrency } from '../../../lib/format';

/** What a slot edit sends; the card checks it with the shared schema first. */
export interface SlotEdit {
  quantity: string;
  pricePerUnit: string;
}

export type SlotErrors = Partial<Record<keyof SlotEdit, string>>;

interface EventAddOnCardProps {
  typeName: string;
  /** The rows of one add-on type, a row per slot, in slot order. */
  rows: ServiceEventAddOn[];
  canEdit: boolean;
  /** The row being edited anywhere on the event (one at a time), or null. */
  editingId: string | null;
  busy: boolean;
  onEdit: (rowId: string) => void;
  onCancel: () => void;
  /** Answers the problems to show, or null once saved. */
  onSave: (row: ServiceEventAddOn, edit: SlotEdit) => Promise<SlotErrors | null>;
  onDeleteSlot: (row: ServiceEventAddOn) => void;
  onDeleteType: () => void;
}

/**
 * One add-on type of a service event (spec 2 "Service event add-on card"): Slot,
 * Quantity, Price Per Unit and Scheduled Add On per slot, edited one slot at a time.
 */
export function EventAddOnCard(props: EventAddOnCardProps) {
  const { typeName, rows, editingId, canEdit, busy } = props;
  return (
    <Paper variant="outlined" component="section" aria-label={typeName} sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {typeName}
        </Typography>
        {canEdit && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={busy || editingId !== null}
            onClick={props.onDeleteType}
          >
            Delete {typeName}
          </Button>
        )}
      </Stack>
      <Table size="small" aria-label={`Slots of ${typeName}`}>
        <TableHead>
          <TableRow>
            <TableCell>Slot</TableCell>
            <TableCell sx={{ width: 170 }}>Quantity</TableCell>
            <TableCell sx={{ width: 170 }}>Price Per Unit</TableCell>
            <TableCell>Scheduled Add On</TableCell>
            {canEdit && (
              <TableCell align="right" sx={{ width: 110 }}>
                Actions
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) =>
            row.id === editingId ? (
              <EditingSlotRow
                key={row.id}
                row={row}
                busy={busy}
                onSave={(edit) => props.onSave(row, edit)}
                onCancel={props.onCancel}
              />
            ) : (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  {row.addOnSlot.name}
                </TableCell>
                <TableCell>{row.quantity}</TableCell>
                <TableCell>{formatCurrency(row.pricePerUnit)}</TableCell>
                <TableCell>{row.scheduledAddOn?.name ?? 'None'}</TableCell>
                {canEdit && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      aria-label={`Edit ${row.addOnSlot.name}`}
                      disabled={busy || editingId !== null}
                      onClick={() => props.onEdit(row.id)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Delete ${row.addOnSlot.name}`}
                      disabled={busy || editingId !== null}
                      onClick={() => props.onDeleteSlot(row)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}

interface EditingSlotRowProps {
  row: ServiceEventAddOn;
  busy: boolean;
  onSave: (edit: SlotEdit) => Promise<SlotErrors | null>;
  onCancel: () => void;
}

function EditingSlotRow({ row, busy, onSave, onCancel }: EditingSlotRowProps) {
  const [edit, setEdit] = useState<SlotEdit>({
    quantity: String(row.quantity),
    pricePerUnit: row.pricePerUnit.toFixed(2),
  });
  const [errors, setErrors] = useState<SlotErrors>({});
  const slot = row.addOnSlot.name;
  const save = async () => setErrors((await onSave(edit)) ?? {});

  // Enter saves the slot, as in a form: a quantity typed and "confirmed" must not be lost.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || busy) return;
    // Only in a field: Enter on the Cancel button still cancels.
    if ((event.target as HTMLElement).tagName !== 'INPUT') return;
    event.preventDefault();
    void save();
  };

  return (
    <TableRow selected onKeyDown={onKeyDown}>
      <TableCell component="th" scope="row">
        {slot}
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <TextField
          size="small"
          type="number"
          value={edit.quantity}
          onChange={(event) => setEdit({ ...edit, quantity: event.target.value })}
          error={Boolean(errors.quantity)}
          helperText={errors.quantity}
          slotProps={{ htmlInput: { 'aria-label': `Quantity, ${slot}`, min: 0, step: 1 } }}
        />
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <TextField
          size="small"
          type="number"
          value={edit.pricePerUnit}
          onChange={(event) => setEdit({ ...edit, pricePerUnit: event.target.value })}
          error={Boolean(errors.pricePerUnit)}
          helperText={errors.pricePerUnit}
          slotProps={{
            htmlInput: { 'aria-label': `Price Per Unit, ${slot}`, min: 0, step: 0.01 },
          }}
        />
      </TableCell>
      <TableCell>{row.scheduledAddOn?.name ?? 'None'}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          size="small"
          aria-label={`Save ${slot}`}
          disabled={busy}
          onClick={() => void save()}
        >
          <SaveIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Cancel ${slot}`} disabled={busy} onClick={onCancel}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
