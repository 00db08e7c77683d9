import type { UnplacedLine } from '@catering/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCalendarDate } from '../../lib/local-date';
import { FOOD_COST_TEXT as T } from './food-cost-texts';

/**
 * What a food cost leaves out, each with its reason; shown whenever there is any. One
 * menu's list has a single date: `withDates` off leaves the column out.
 */
export function UncostedTable(props: { rows: readonly UnplacedLine[]; withDates?: boolean }) {
  const { rows, withDates = true } = props;
  if (!rows.length) return null;
  const head = [
    ...(withDates ? [T.columns.date] : []),
    T.columns.source,
    T.columns.ingredient,
    T.columns.reason,
  ];
  return (
    <Paper component="section" variant="outlined" aria-label={T.uncostedTitle} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {T.uncostedTitle}
        </Typography>
        <Typography color="text.secondary">{T.uncostedHint}</Typography>
        <Table size="small" aria-label={T.uncostedTitle}>
          <TableHead>
            <TableRow>
              {head.map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              // Two lines of one dish and date can share an ingredient: the index keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
              <TableRow key={index}>
                {withDates && <TableCell>{formatCalendarDate(row.date)}</TableCell>}
                <TableCell>{row.source}</TableCell>
                <TableCell>{row.ingredientName ?? T.noIngredient}</TableCell>
                <TableCell>{row.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Paper>
  );
}
