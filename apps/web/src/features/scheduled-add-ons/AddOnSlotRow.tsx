import type { ScheduledAddOn, ScheduledAddOnElement } from '@catering/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NO_VALUE } from '../../lib/format';
import { useContainerTypes } from '../../lib/reference-data';
import { ADD_ON_ACTIONS, ADD_ON_EDITOR_TEXT } from './messages';

type Slot = ScheduledAddOn['addOnType']['addOnSlots'][number];

export interface SlotRowActions {
  onAddOne: (slot: Slot) => void;
  onEdit: (row: ScheduledAddOnElement) => void;
  onSwap: (row: ScheduledAddOnElement) => void;
  onDelete: (row: ScheduledAddOnElement) => void;
}

/** Long kitchen texts keep their line breaks without stretching the table. */
const TEXT_CELL = { whiteSpace: 'pre-line', maxWidth: 320, verticalAlign: 'top' } as const;

/** One slot as saved: its element's snapshot, and the slot's actions (spec 4). */
export function AddOnSlotRow(props: {
  slot: Slot;
  row: ScheduledAddOnElement | null;
  canEdit: boolean;
  disabled: boolean;
  actions: SlotRowActions;
}) {
  const { slot, row, canEdit, disabled, actions } = props;
  const containers = useContainerTypes().data ?? [];
  const container = containers.find((type) => type.id === row?.containerTypeId)?.name;

  return (
    <TableRow hover>
      <TableCell sx={{ verticalAlign: 'top' }}>{slot.name}</TableCell>
      {row ? (
        <>
          <TableCell sx={{ verticalAlign: 'top', fontWeight: 500 }}>{row.name}</TableCell>
          <TableCell sx={TEXT_CELL}>{row.ingredients || NO_VALUE}</TableCell>
          <TableCell sx={TEXT_CELL}>{row.method || NO_VALUE}</TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>{row.servingTemp ?? NO_VALUE}</TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>
            {row.allergenNames.join(', ') || NO_VALUE}
          </TableCell>
          <TableCell sx={{ verticalAlign: 'top' }}>{container ?? NO_VALUE}</TableCell>
        </>
      ) : (
        <>
          <TableCell>
            <Typography variant="body2" color="text.secondary">
              {ADD_ON_EDITOR_TEXT.emptySlot}
            </Typography>
          </TableCell>
          <TableCell colSpan={5} />
        </>
      )}
      {canEdit && (
        <TableCell align="right" sx={{ verticalAlign: 'top' }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {row ? (
              <>
                <Button size="small" disabled={disabled} onClick={() => actions.onEdit(row)}>
                  {ADD_ON_ACTIONS.edit}
                </Button>
                <Button size="small" disabled={disabled} onClick={() => actions.onSwap(row)}>
                  {ADD_ON_ACTIONS.swap}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={disabled}
                  onClick={() => actions.onDelete(row)}
                >
                  {ADD_ON_ACTIONS.delete}
                </Button>
              </>
            ) : (
              <Button
                size="small"
                variant="outlined"
                disabled={disabled}
                onClick={() => actions.onAddOne(slot)}
              >
                {ADD_ON_ACTIONS.addOne}
              </Button>
            )}
          </Stack>
        </TableCell>
      )}
    </TableRow>
  );
}
