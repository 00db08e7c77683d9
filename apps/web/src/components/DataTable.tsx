import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { type ReactNode, useRef } from 'react';
import { errorMessages } from '../lib/api';
import { useFocusWhenLost } from '../lib/useFocusWhenLost';
import { retryMayHelp } from './LoadFailure';
import type { PagedSearch } from './usePagedSearch';

export interface DataColumn<Row> {
  key: string;
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  width?: number | string;
}

export const DEFAULT_EMPTY_TEXT = 'Nothing here yet.';
const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

interface DataTableProps<Row> {
  /** Accessible name of the table, e.g. "Brands". */
  label: string;
  columns: DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  /** No answer for the current page and search yet (a previous one may be on screen). */
  isLoading: boolean;
  error: unknown;
  onRetry?: () => void;
  emptyText?: string;
  /** Server paging and search; omit for a list that arrives whole. */
  paging?: PagedSearch & { count: number };
  searchLabel?: string;
  /** False for a paged list the server cannot search (a log); the search box is left out. */
  searchable?: boolean;
  /** Opens a row (the editor of what it shows); give its name cell a link for the keyboard. */
  onRowClick?: (row: Row) => void;
  /** Controls shown beside the search box (filters), or alone above a list without one. */
  toolbar?: ReactNode;
}

/**
 * A list with the states every list of the console has: loading, error (with retry),
 * empty, rows; optionally a debounced search box and server paging.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, getRowId, isLoading, error, paging } = props;
  const hasRows = rows !== undefined && rows.length > 0;
  const searchable = paging !== undefined && props.searchable !== false;
  const table = useRef<HTMLTableElement>(null);
  // A row deleted from its own button takes the focus with it: it goes to the list.
  useFocusWhenLost(table, rows?.length ?? 0, (before, after) => after < before);

  return (
    <Paper variant="outlined">
      {(searchable || props.toolbar) && (
        <Box sx={{ p: 2, pb: 1, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {searchable && (
            <TextField
              label={props.searchLabel ?? 'Search'}
              type="search"
              size="small"
              value={paging.searchText}
              onChange={(event) => paging.setSearchText(event.target.value)}
              sx={{ maxWidth: 360 }}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
          {props.toolbar}
        </Box>
      )}
      {error && !hasRows ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            props.onRetry &&
            retryMayHelp(error) && (
              <Button color="inherit" size="small" onClick={props.onRetry}>
                Retry
              </Button>
            )
          }
        >
          {errorMessages(error).join(' ')}
        </Alert>
      ) : (
        <TableContainer>
          {/* The previous page stays on screen while the next one loads: say it is coming. */}
          {isLoading && hasRows && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />}
          <Table ref={table} tabIndex={-1} aria-label={label} size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ width: column.width }}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody aria-busy={isLoading}>
              {hasRows ? (
                rows.map((row) => (
                  <TableRow
                    key={getRowId(row)}
                    hover
                    onClick={props.onRowClick && (() => props.onRowClick?.(row))}
                    sx={props.onRowClick && { cursor: 'pointer' }}
                  >
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align}>
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              ) : (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
                    {isLoading ? (
                      <CircularProgress size={28} aria-label={`Loading ${label.toLowerCase()}`} />
                    ) : paging?.q ? (
                      `No results for "${paging.q}".`
                    ) : (
                      (props.emptyText ?? DEFAULT_EMPTY_TEXT)
                    )}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {paging && (
        <TablePagination
          component="div"
          count={paging.count}
          page={Math.max(0, paging.page - 1)}
          rowsPerPage={paging.perPage}
          rowsPerPageOptions={PAGE_SIZE_OPTIONS}
          onPageChange={(_event, zeroBasedPage) => paging.setPage(zeroBasedPage + 1)}
          onRowsPerPageChange={(event) => paging.setPerPage(Number(event.target.value))}
        />
      )}
    </Paper>
  );
}
