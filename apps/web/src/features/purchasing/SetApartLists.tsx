import type { PurchasingOrderGuide } from '@catering/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../lib/local-date';
import { ORDER_GUIDE_TEXT as T } from './messages';
import { formatQuantity } from './VendorOrderSection';

const columns = T.columns;

function ApartSection(props: { title: string; hint: string; head: string[]; rows: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={props.title} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          {props.title}
        </Typography>
        <Typography color="text.secondary">{props.hint}</Typography>
        <Table size="small" aria-label={props.title}>
          <TableHead>
            <TableRow>
              {props.head.map((label) => (
                <TableCell key={label}>{label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{props.rows}</TableBody>
        </Table>
      </Stack>
    </Paper>
  );
}

/**
 * What the guide leaves out, always said when there is any (docs/purchasing.md: nothing is
 * dropped): needs no vendor sells by the case, and recipe lines that could not be counted.
 * Neither is filtered by vendor.
 */
export function SetApartLists(props: Pick<PurchasingOrderGuide, 'notOrderable' | 'unplaced'>) {
  return (
    <>
      {props.notOrderable.length > 0 && (
        <ApartSection
          title={T.notOrderableTitle}
          hint={T.notOrderableHint}
          head={[columns.ingredient, columns.date, columns.quantity, columns.reason]}
          rows={props.notOrderable.map((row) => (
            <TableRow key={`${row.ingredientId}-${row.date}`}>
              <TableCell>{row.ingredientName}</TableCell>
              <TableCell>{formatCalendarDate(row.date)}</TableCell>
              <TableCell>{formatQuantity(row.quantity, row.unit)}</TableCell>
              <TableCell>{row.reason}</TableCell>
            </TableRow>
          ))}
        />
      )}
      {props.unplaced.length > 0 && (
        <ApartSection
          title={T.unplacedTitle}
          hint={T.unplacedHint}
          head={[columns.date, columns.source, columns.ingredient, columns.reason]}
          rows={props.unplaced.map((row, index) => (
            // Two lines of one dish and date can share an ingredient: the index keeps them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
            <TableRow key={index}>
              <TableCell>{formatCalendarDate(row.date)}</TableCell>
              <TableCell>{row.source}</TableCell>
              <TableCell>{row.ingredientName ?? T.noIngredient}</TableCell>
              <TableCell>{row.reason}</TableCell>
            </TableRow>
          ))}
        />
      )}
    </>
  );
}
