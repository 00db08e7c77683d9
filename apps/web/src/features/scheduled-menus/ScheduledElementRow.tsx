import MoreVertIcon from '@mui/icons-material/MoreVert';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { LONG_TEXT_WIDTH, STICKY_ACTIONS_CELL } from '../../components/element-rows/compact-table';
import {
  ContainerCell,
  ElementTypeCell,
  IsAltCell,
  PortionPerContainerCell,
  PortionPerPersonCell,
  type RowOptions,
  ServingTemperatureCell,
  ShareCell,
} from '../../components/element-rows/ElementRowCells';
import { RowNameCell } from '../../components/element-rows/RowNameCell';
import {
  TruncatedTextCell,
  WrappedTextCell,
} from '../../components/element-rows/TruncatedTextCell';
import { SortableTableRow } from '../../components/SortableRows';
import type { ScheduledMenuFormValues } from './scheduled-menu-form-values';

/** The row's dialogs, opened by its actions and shown by the table (one at a time). */
export type RowDialog = 'labelName' | 'alternative';

interface ScheduledElementRowProps {
  /** The field array's key of the row: stable while rows move. */
  id: string;
  index: number;
  options: RowOptions;
  disabled: boolean;
  onOpen: (dialog: RowDialog) => void;
  onRemove: () => void;
}

/** One element of the day's menu: its snapshot's serving details editable, its text shown. */
export function ScheduledElementRow(props: ScheduledElementRowProps) {
  const { index, options, disabled } = props;
  const { control } = useFormContext<ScheduledMenuFormValues>();
  const row = useWatch({ control, name: `elements.${index}` });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!row) return null;

  const cell = { rowPath: `elements.${index}`, options, disabled } as const;
  const notes = [
    ...(row.labelName ? [`Label: ${row.labelName}`] : []),
    ...(row.alternative ? [`Alternative: ${row.alternative.name}`] : []),
  ];
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <SortableTableRow id={props.id} handleLabel={`Reorder ${row.name}`} disabled={disabled}>
      {(handle) => (
        <>
          <RowNameCell name={row.name} notes={notes} />
          <ElementTypeCell {...cell} />
          <IsAltCell {...cell} />
          <ShareCell {...cell} />
          <ContainerCell {...cell} />
          <ServingTemperatureCell {...cell} />
          <WrappedTextCell text={row.allergenNames.join(', ')} minWidth={52} />
          <PortionPerPersonCell {...cell} />
          <PortionPerContainerCell {...cell} />
          <TruncatedTextCell text={row.ingredients} width={LONG_TEXT_WIDTH} />
          <TruncatedTextCell text={row.method} width={LONG_TEXT_WIDTH} />
          <TableCell align="right" sx={STICKY_ACTIONS_CELL}>
            <Tooltip title="Alternatives">
              <IconButton
                size="small"
                aria-label={`Alternatives for ${row.name}`}
                color={row.alternative ? 'primary' : 'default'}
                onClick={() => props.onOpen('alternative')}
              >
                <SwapHorizIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <IconButton
              size="small"
              aria-label={`Actions for ${row.name}`}
              aria-haspopup="menu"
              disabled={disabled}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
              <MenuItem onClick={choose(() => props.onOpen('labelName'))}>
                {row.labelName ? 'Edit Label Name' : 'Add Label Name'}
              </MenuItem>
              <MenuItem onClick={choose(props.onRemove)}>Remove</MenuItem>
            </Menu>
            {handle}
          </TableCell>
        </>
      )}
    </SortableTableRow>
  );
}
