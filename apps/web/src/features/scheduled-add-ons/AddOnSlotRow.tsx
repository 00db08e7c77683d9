import type { ScheduledAddOn, ScheduledAddOnElement } from '@catering/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NO_VALUE } from '../../lib/format';
import { useContainerTypes } from '../../lib/reference-data';
import { ClampedText } from './ClampedText';
import { ADD_ON_ACTIONS, ADD_ON_EDITOR_TEXT } from './messages';
import { ACTIONS_CELL, SLOT_NAME_CELL, TOP_CELL } from './slot-table-layout';

export type AddOnSlot = ScheduledAddOn['addOnType']['addOnSlots'][number];

export interface SlotRowActions {
  onAddOne: (slot: AddOnSlot) => void;
  onEdit: (row: ScheduledAddOnElement) => void;
  onSwap: (row: ScheduledAddOnElement) => void;
  onDelete: (row: ScheduledAddOnElement) => void;
}

/** Three text buttons side by side within the actions column. */
const ACTION_BUTTON = { minWidth: 0, px: 0.75 } as const;

/** One slot as saved: its element's snapshot, and the slot's actions (spec 4). */
export function AddOnSlotRow(props: {
  slot: AddOnSlot;
  row: ScheduledAddOnElement | null;
  canEdit: boolean;
  disabled: boolean;
  actions: SlotRowActions;
}) {
  const { slot, row, canEdit, disabled, actions } = props;
  const containers = useContainerTypes().data ?? [];
  const container = containers.find((type) => type.id === row?.containerTypeId)?.name;

  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={SLOT_NAME_CELL}>
        {slot.name}
      </TableCell>
      {row ? (
        <>
          <TableCell sx={{ ...TOP_CELL, fontWeight: 500 }}>
            <ClampedText text={row.name} lines={2} />
          </TableCell>
          <TableCell sx={TOP_CELL}>
            <ClampedText text={row.ingredients} />
          </TableCell>
          <TableCell sx={TOP_CELL}>
            <ClampedText text={row.method} />
          </TableCell>
          <TableCell sx={TOP_CELL}>{row.servingTemp ?? NO_VALUE}</TableCell>
          <TableCell sx={TOP_CELL}>
            <ClampedText text={row.allergenNames.join(', ')} />
          </TableCell>
          <TableCell sx={TOP_CELL}>
            <ClampedText text={container ?? ''} lines={2} />
          </TableCell>
        </>
      ) : (
        <>
          <TableCell sx={TOP_CELL}>
            <Typography variant="body2" color="text.secondary">
              {ADD_ON_EDITOR_TEXT.emptySlot}
            </Typography>
          </TableCell>
          <TableCell colSpan={5} />
        </>
      )}
      {canEdit && (
        <TableCell align="right" sx={ACTIONS_CELL}>
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            {row ? (
              <>
                <Button
                  size="small"
                  sx={ACTION_BUTTON}
                  disabled={disabled}
                  onClick={() => actions.onEdit(row)}
                >
                  {ADD_ON_ACTIONS.edit}
                </Button>
                <Button
                  size="small"
                  sx={ACTION_BUTTON}
                  disabled={disabled}
                  onClick={() => actions.onSwap(row)}
                >
                  {ADD_ON_ACTIONS.swap}
                </Button>
                <Button
                  size="small"
                  color="error"
                  sx={ACTION_BUTTON}
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
