import type { AccuracyFigures, ForecastAccuracy } from '@catering/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCount, formatPortions } from '../../components/food-cost/FoodCostSummary';
import { formatShare, NO_VALUE } from '../../lib/format';
import { formatCalendarDate } from '../../lib/local-date';
import { ACCURACY_TEXT as T } from './messages';

const F = T.figures;

/** A labelled figure, one text so it reads (and is found) as "Waste: 21%". */
function Figure(props: { label: string; value: string }) {
  return (
    <Typography sx={{ fontWeight: 500 }}>
      {props.label}: {props.value}
    </Typography>
  );
}

/** The month's figures in one line. */
export function AccuracySummary({ figures }: { figures: AccuracyFigures }) {
  return (
    <Paper component="section" variant="outlined" aria-label={T.total} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {T.total}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        <Figure label={F.services} value={formatCount(figures.services)} />
        <Figure label={F.planned} value={formatPortions(Math.round(figures.plannedPortions))} />
        <Figure label={F.eaten} value={formatPortions(Math.round(figures.eatenPortions))} />
        <Figure label={F.plannedVsEaten} value={formatShare(figures.plannedVsEaten)} />
        <Figure label={F.waste} value={formatShare(figures.wastePct)} />
        <Figure label={F.runouts} value={formatCount(figures.runouts)} />
        <Figure label={F.peopleNotServed} value={formatCount(figures.peopleNotServed)} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {T.portionsHint}
      </Typography>
    </Paper>
  );
}

/** The figures' columns, the same in every table so they line up. */
const FIGURE_COLUMNS: { label: string; cell: (figures: AccuracyFigures) => string }[] = [
  { label: F.services, cell: (f) => formatCount(f.services) },
  { label: F.planned, cell: (f) => formatPortions(Math.round(f.plannedPortions)) },
  { label: F.eaten, cell: (f) => formatPortions(Math.round(f.eatenPortions)) },
  { label: F.plannedVsEaten, cell: (f) => formatShare(f.plannedVsEaten) },
  { label: F.waste, cell: (f) => formatShare(f.wastePct) },
  { label: F.runouts, cell: (f) => formatCount(f.runouts) },
  { label: F.peopleNotServed, cell: (f) => formatCount(f.peopleNotServed) },
];
export const FIGURE_HEAD = FIGURE_COLUMNS.map((column) => column.label);
/**
 * The accounts' table leaves out the portions: an account's scale says little across
 * accounts, and the before → after columns need the room.
 */
const ACCOUNT_COLUMNS = FIGURE_COLUMNS.filter(
  (column) => column.label !== F.planned && column.label !== F.eaten,
);

/** One row's figure cells, in the columns' order. */
export function FigureCells({
  figures,
  columns = FIGURE_COLUMNS,
}: {
  figures: AccuracyFigures;
  columns?: typeof FIGURE_COLUMNS;
}) {
  return columns.map((column) => (
    <TableCell key={column.label} align="right">
      {column.cell(figures)}
    </TableCell>
  ));
}

/** A titled table; the title names both the section and its table. */
export function AccuracySection(props: {
  title: string;
  head: string[];
  rows: ReactNode[];
  children?: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" aria-label={props.title} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.children}
        <Table size="small" aria-label={props.title}>
          <TableHead>
            <TableRow>
              {props.head.map((label, index) => (
                <TableCell key={label} align={index === 0 ? undefined : 'right'}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{props.rows}</TableBody>
        </Table>
      </Stack>
    </Paper>
  );
}

/** "28% → 12%": a ratio before and after the latest apply; the dash where none was. */
const beforeAfter = (
  before: AccuracyFigures | null,
  after: AccuracyFigures | null,
  pick: (figures: AccuracyFigures) => number | null,
) => (before && after ? `${formatShare(pick(before))} → ${formatShare(pick(after))}` : NO_VALUE);

export function ServiceLinesTable({ rows }: { rows: ForecastAccuracy['serviceLines'] }) {
  return (
    <AccuracySection
      title={T.serviceLinesTable}
      head={[T.serviceLine, ...FIGURE_HEAD]}
      rows={rows.map((line) => (
        <TableRow key={line.id}>
          <TableCell component="th" scope="row">
            {line.name}
          </TableCell>
          <FigureCells figures={line} />
        </TableRow>
      ))}
    />
  );
}

export function AccountsTable({ rows }: { rows: ForecastAccuracy['accounts'] }) {
  return (
    <AccuracySection
      title={T.accountsTable}
      head={[
        T.account,
        ...ACCOUNT_COLUMNS.map((column) => column.label),
        T.appliedOn,
        T.beforeAfterEaten,
        T.beforeAfterWaste,
      ]}
      rows={rows.map((account) => (
        <TableRow key={account.id}>
          <TableCell component="th" scope="row">
            {account.name}
          </TableCell>
          <FigureCells figures={account} columns={ACCOUNT_COLUMNS} />
          <TableCell align="right">
            {account.appliedOn ? formatCalendarDate(account.appliedOn) : T.neverApplied}
          </TableCell>
          <TableCell align="right">
            {beforeAfter(account.before, account.after, (f) => f.plannedVsEaten)}
          </TableCell>
          <TableCell align="right">
            {beforeAfter(account.before, account.after, (f) => f.wastePct)}
          </TableCell>
        </TableRow>
      ))}
    />
  );
}
