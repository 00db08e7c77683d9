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
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
export const FIGURE_HEAD = [
  F.services,
  F.planned,
  F.eaten,
  F.plannedVsEaten,
  F.waste,
  F.runouts,
  F.peopleNotServed,
];

/** One row's figure cells, in FIGURE_HEAD's order. */
export function FigureCells({ figures }: { figures: AccuracyFigures }) {
  const cells = [
    formatCount(figures.services),
    formatPortions(Math.round(figures.plannedPortions)),
    formatPortions(Math.round(figures.eatenPortions)),
    formatShare(figures.plannedVsEaten),
    formatShare(figures.wastePct),
    formatCount(figures.runouts),
    formatCount(figures.peopleNotServed),
  ];
  return cells.map((cell, index) => (
    <TableCell key={FIGURE_HEAD[index]} align="right">
      {cell}
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
      head={[T.account, ...FIGURE_HEAD, T.appliedOn, T.beforeAfterEaten, T.beforeAfterWaste]}
      rows={rows.map((account) => (
        <TableRow key={account.id}>
          <TableCell component="th" scope="row">
            {account.name}
          </TableCell>
          <FigureCells figures={account} />
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
