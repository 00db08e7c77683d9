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
import { type RowOptions, STICKY_NAME_CELL } from './ElementRowCells';
import type { ElementRowsFormValues } from './serving-fields';

/** The choices of a row's type, container and unit selects. */
export function useElementRowOptions(): RowOptions {
  return {
    types: namedOptions(useElementTypes().data),
    containers: namedOptions(useContainerTypes().data),
    units: unitOptions(usePortionUnits().data),
  };
}

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
          <TableContainer>
            <Table
              size="small"
              aria-label={props.label}
              // A dozen columns: narrow gutters keep most of them in view without scrolling.
              sx={{
                '& .MuiTableCell-root': { px: 0.75 },
                '& .MuiOutlinedInput-input': { pl: 1 },
              }}
            >
              <TableHead>
                <TableRow>
                  {props.columns.map((column) => (
                    <TableCell
                      key={column}
                      align={column === 'Actions' ? 'right' : undefined}
                      sx={column === 'Name' ? STICKY_NAME_CELL : undefined}
                    >
                      {column}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>{props.children}</TableBody>
            </Table>
          </TableContainer>
        </SortableRows>
      )}
    </>
  );
}
