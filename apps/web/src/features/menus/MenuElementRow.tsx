import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
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
import type { MenuFormValues } from './menu-form-values';

interface MenuElementRowProps {
  /** The field array's key of the row: stable while rows move. */
  id: string;
  index: number;
  options: RowOptions;
  disabled: boolean;
  onRemove: () => void;
}

/** One element of the menu: the element's own text read-only, how the menu serves it editable. */
export function MenuElementRow({ id, index, options, disabled, onRemove }: MenuElementRowProps) {
  const { control } = useFormContext<MenuFormValues>();
  const row = useWatch({ control, name: `elements.${index}` });
  if (!row) return null;
  const cell = { rowPath: `elements.${index}`, options, disabled } as const;

  return (
    <SortableTableRow id={id} handleLabel={`Reorder ${row.name}`} disabled={disabled}>
      {(handle) => (
        <>
          <TableCell sx={{ ...STICKY_NAME_CELL, minWidth: 130 }}>
            <Link component={RouterLink} to={`/elements/${row.elementId}`}>
              {row.name}
            </Link>
          </TableCell>
          <TableCell>{row.tagName}</TableCell>
          <ElementTypeCell {...cell} />
          <IsAltCell {...cell} />
          <ShareCell {...cell} />
          <ContainerCell {...cell} />
          <TruncatedTextCell text={row.ingredients} />
          <TruncatedTextCell text={row.method} />
          <PortionPerPersonCell {...cell} />
          <PortionPerContainerCell {...cell} />
          <TableCell>{row.allergenNames.join(', ') || NO_VALUE}</TableCell>
          <ServingTemperatureCell {...cell} />
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <IconButton
              size="small"
              aria-label={`Remove ${row.name}`}
              disabled={disabled}
              onClick={onRemove}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
            {handle}
          </TableCell>
        </>
      )}
    </SortableTableRow>
  );
}
