import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useContainerTypes, useElementTypes, usePortionUnits } from '../../lib/reference-data';
import { namedOptions, unitOptions } from '../form/SelectField';
import { SortableRows } from '../SortableRows';
import {
  COMPACT_TABLE_SX,
  FULL_BLEED_SX,
  STICKY_ACTIONS_CELL,
  STICKY_NAME_CELL,
} from './compact-table';
import type { RowOptions } from './ElementRowCells';
import type { ElementRowsFormValues } from './serving-fields';

/** The choices of a row's type, container and unit selects. */
export function useElementRowOptions(): RowOptions {
  return {
    types: namedOptions(useElementTypes().data),
    containers: namedOptions(useContainerTypes().data),
    units: unitOptions(usePortionUnits().data),
  };
}

/** The first and last columns stay in view when the table has to scroll sideways. */
const HEADER_CELL_SX: Record<string, object | undefined> = {
  Name: STICKY_NAME_CELL,
  Actions: STICKY_ACTIONS_CELL,
};

interface ElementRowsTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** The field array's keys, in table order: stable while rows move. */
  rowKeys: string[];
  /** The rows' element names, in table order: what screen readers call a moving row. */
  rowNames: readonly string[];
  onMove: (from: number, to: number) => void;
  disabled: boolean;
  /** One row component per key. */
  children: ReactNode;
}

/**
 * A menu's element rows in serving order, reordered by dragging, with the schema's message
 * about the list as a whole above them.
 */
export function ElementRowsTable(props: ElementRowsTableProps) {
  const { formState } = useFormContext<ElementRowsFormValues>();
  const listErrors = formState.errors.elements;
  const listMessage = listErrors?.root?.message ?? listErrors?.message;
  return (
    <>
      {listMessage && <Alert severity="error">{listMessage}</Alert>}
      {props.rowKeys.length === 0 ? (
        <Typography color="text.secondary">No elements yet.</Typography>
      ) : (
        <SortableRows
          ids={props.rowKeys}
          labelOf={(key) => props.rowNames[props.rowKeys.indexOf(key)] ?? ''}
          onMove={props.onMove}
          disabled={props.disabled}
        >
          {/* The wrapper takes the page's spacing, the container runs past the card's padding. */}
          <div>
            <TableContainer sx={FULL_BLEED_SX}>
              <Table size="small" aria-label={props.label} sx={COMPACT_TABLE_SX}>
                <TableHead>
                  <TableRow>
                    {props.columns.map((column) => (
                      <TableCell
                        key={column}
                        align={column === 'Actions' ? 'right' : undefined}
                        sx={HEADER_CELL_SX[column]}
                      >
                        {column}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>{props.children}</TableBody>
              </Table>
            </TableContainer>
          </div>
        </SortableRows>
      )}
    </>
  );
}
