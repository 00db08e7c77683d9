import type { ForecastRow } from '@catering/domain';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { direction, formatModifier, formatSaving, formatShare, rowKey } from './forecast-rows';
import { FORECAST_TEXT as T } from './messages';

/**
 * The checkbox and the account stay in view while the figures scroll sideways: opaque, and
 * on a chosen row shaded as the row is (its shade is see-through).
 */
const sticky = {
  position: 'sticky',
  zIndex: 1,
  bgcolor: 'background.paper',
  '.Mui-selected > &': (theme: Theme) => {
    const shade = theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
    return { backgroundImage: `linear-gradient(${shade}, ${shade})` };
  },
} as const;
const CHECKBOX_WIDTH = 48;
const bottom = { verticalAlign: 'bottom' } as const;
const figure = { textAlign: 'right', whiteSpace: 'nowrap', px: 1 } as const;
/** Headings of figures may wrap ("Modifier now" on two lines), so the table fits 1280 px. */
const figureHead = { ...bottom, textAlign: 'right', px: 1 } as const;

interface ForecastTableProps {
  rows: readonly ForecastRow[];
  /** Null for a person who may not apply: no checkboxes. */
  selection: { selected: ReadonlySet<string>; onChange: (keys: Set<string>) => void } | null;
}

/** The suggestions that differ from the modifiers in force, in the order the server ranked them. */
export function ForecastTable({ rows, selection }: ForecastTableProps) {
  const chosen = rows.filter((row) => selection?.selected.has(rowKey(row))).length;
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (!next.delete(key)) next.add(key);
    selection.onChange(next);
  };
  const accountLeft = selection ? CHECKBOX_WIDTH : 0;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={T.tableLabel}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell
                padding="checkbox"
                sx={{ ...sticky, ...bottom, left: 0, width: CHECKBOX_WIDTH }}
              >
                <Checkbox
                  checked={rows.length > 0 && chosen === rows.length}
                  indeterminate={chosen > 0 && chosen < rows.length}
                  onChange={(event) =>
                    selection.onChange(new Set(event.target.checked ? rows.map(rowKey) : []))
                  }
                  slotProps={{ input: { 'aria-label': T.selectAll } }}
                />
              </TableCell>
            )}
            <TableCell sx={{ ...sticky, ...bottom, left: accountLeft, minWidth: 140 }}>
              {T.columns.account}
            </TableCell>
            <TableCell sx={{ ...bottom, minWidth: 240 }}>{T.columns.elementType}</TableCell>
            <TableCell sx={figureHead}>{T.columns.current}</TableCell>
            <TableCell sx={figureHead}>{T.columns.suggested}</TableCell>
            <TableCell sx={figureHead}>{T.columns.surveys}</TableCell>
            <TableCell sx={figureHead}>{T.columns.ate}</TableCell>
            <TableCell sx={figureHead}>{T.columns.cameBack}</TableCell>
            <TableCell sx={figureHead}>{T.columns.runouts}</TableCell>
            <TableCell sx={{ ...figureHead, minWidth: 110, pr: 2 }}>
              <Tooltip title={T.savingHint}>
                <span>{T.columns.saving}</span>
              </Tooltip>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const key = rowKey(row);
            const { suggestion } = row;
            const { evidence } = suggestion;
            return (
              <TableRow key={key} selected={selection?.selected.has(key) ?? false}>
                {selection && (
                  <TableCell padding="checkbox" sx={{ ...sticky, left: 0 }}>
                    <Checkbox
                      checked={selection.selected.has(key)}
                      onChange={() => toggle(key)}
                      slotProps={{
                        input: { 'aria-label': T.selectRow(row.accountName, row.elementTypeName) },
                      }}
                    />
                  </TableCell>
                )}
                <TableCell component="th" scope="row" sx={{ ...sticky, left: accountLeft }}>
                  {row.accountName}
                </TableCell>
                <TableCell>
                  {row.elementTypeName}
                  <Typography variant="caption" component="p" color="text.secondary">
                    {suggestion.reason}
                  </Typography>
                </TableCell>
                <TableCell sx={figure}>{formatModifier(suggestion.current)}</TableCell>
                <TableCell sx={figure}>
                  <SuggestedModifier row={row} />
                </TableCell>
                <TableCell sx={figure}>{evidence.surveys}</TableCell>
                <TableCell sx={figure}>{formatShare(evidence.uptake)}</TableCell>
                <TableCell sx={figure}>{formatShare(evidence.wastePct)}</TableCell>
                <TableCell sx={figure}>
                  {evidence.runouts}
                  {evidence.peopleNotServed > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {T.notServed(evidence.peopleNotServed)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...figure, pr: 2 }}>
                  {formatSaving(suggestion.expectedSavingPerService)}
                  {(suggestion.expectedSavingPerService ?? 0) < 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {T.moreFood}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The suggestion, an arrow and colour saying which way it moves the food. */
function SuggestedModifier({ row }: { row: ForecastRow }) {
  const way = direction(row);
  const { suggested } = row.suggestion;
  if (suggested === null) return null;
  const Arrow = way === 'more' ? ArrowUpward : ArrowDownward;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        color: way === 'more' ? 'warning.dark' : 'success.dark',
      }}
    >
      {way !== 'same' && (
        <Arrow fontSize="small" titleAccess={way === 'more' ? T.moreFoodArrow : T.lessFood} />
      )}
      {formatModifier(suggested)}
    </Box>
  );
}
