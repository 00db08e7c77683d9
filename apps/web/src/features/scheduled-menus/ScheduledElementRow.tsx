import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ContainerCell,
  ElementTypeCell,
  IsAltCell,
  PortionPerContainerCell,
  PortionPerPersonCell,
  type RowOptions,
  ServingTemperatureCell,
  ShareCell,
  STICKY_NAME_CELL,
} from '../../components/element-rows/ElementRowCells';
import { TruncatedTextCell } from '../../components/element-rows/TruncatedTextCell';
import { SortableTableRow } from '../../components/SortableRows';
import { NO_VALUE } from '../../lib/format';
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
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <SortableTableRow id={props.id} handleLabel={`Reorder ${row.name}`} disabled={disabled}>
      {(handle) => (
        <>
          <TableCell sx={{ ...STICKY_NAME_CELL, minWidth: 140 }}>
            <Typography variant="body2">{row.name}</Typography>
            {row.labelName && (
              <Typography variant="caption" color="text.secondary" component="div">
                Label: {row.labelName}
              </Typography>
            )}
            {row.alternative && (
              <Typography variant="caption" color="text.secondary" component="div">
                Alternative: {row.alternative.name}
              </Typography>
            )}
          </TableCell>
          <ElementTypeCell {...cell} />
          <IsAltCell {...cell} />
          <ShareCell {...cell} />
          <ContainerCell {...cell} />
          <ServingTemperatureCell {...cell} />
          <TableCell>{row.allergenNames.join(', ') || NO_VALUE}</TableCell>
          <PortionPerPersonCell {...cell} />
          <PortionPerContainerCell {...cell} />
          <TruncatedTextCell text={row.ingredients} />
          <TruncatedTextCell text={row.method} />
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Button
              size="small"
              aria-label={`Alternatives for ${row.name}`}
              onClick={() => props.onOpen('alternative')}
            >
              Alternatives
            </Button>
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
