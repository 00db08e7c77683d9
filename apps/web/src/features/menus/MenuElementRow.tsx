import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
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
          <RowNameCell name={row.name} to={`/elements/${row.elementId}`} />
          <WrappedTextCell text={row.tagName} minWidth={52} />
          <ElementTypeCell {...cell} />
          <IsAltCell {...cell} />
          <ShareCell {...cell} />
          <ContainerCell {...cell} />
          <TruncatedTextCell text={row.ingredients} width={LONG_TEXT_WIDTH} />
          <TruncatedTextCell text={row.method} width={LONG_TEXT_WIDTH} />
          <PortionPerPersonCell {...cell} />
          <PortionPerContainerCell {...cell} />
          <WrappedTextCell text={row.allergenNames.join(', ')} minWidth={52} />
          <ServingTemperatureCell {...cell} />
          <TableCell align="right" sx={STICKY_ACTIONS_CELL}>
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
