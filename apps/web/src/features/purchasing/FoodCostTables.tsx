import type { FoodCostFigure, FoodCostReport } from '@catering/domain';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  formatCostPerEater,
  formatCount,
  formatPortions,
} from '../../components/food-cost/FoodCostSummary';
import { CostWithPartial } from '../../components/food-cost/PartialChip';
import { formatCalendarDate } from '../../lib/local-date';
import { FOOD_COST_REPORT_TEXT as T } from './messages';

const columns = T.columns;
interface Column {
  label: string;
  align?: 'right';
  width?: string;
}
/** The same widths in every table, so the figures of the lines and accounts line up. */
const figureColumns: Column[] = [
  { label: columns.eaters, align: 'right', width: '12%' },
  { label: columns.cost, align: 'right', width: '16%' },
  { label: columns.costPerEater, align: 'right', width: '14%' },
];

/** A titled table of the report; the title names both the section and its table. */
function ReportSection(props: { title: string; hint?: string; head: Column[]; rows: ReactNode[] }) {
  if (!props.rows.length) return null;
  return (
    <Paper component="section" variant="outlined" aria-label={props.title} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        {props.hint && <Typography color="text.secondary">{props.hint}</Typography>}
        <Table size="small" aria-label={props.title}>
          <TableHead>
            <TableRow>
              {props.head.map((column) => (
                <TableCell key={column.label} align={column.align} sx={{ width: column.width }}>
                  {column.label}
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

/** A cost, "partial" beside it when something in it could not be costed. */
function CostCell({ cost, partial }: { cost: number; partial: boolean }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <CostWithPartial cost={cost} partial={partial} />
    </TableCell>
  );
}

function FigureCells({ figure }: { figure: FoodCostFigure }) {
  return (
    <>
      <TableCell align="right">{formatCount(figure.eaters)}</TableCell>
      <CostCell cost={figure.cost} partial={figure.partial} />
      <TableCell align="right">{formatCostPerEater(figure)}</TableCell>
    </>
  );
}

type Rows = { key: string; name: string; figure: FoodCostFigure }[];

function FiguresSection(props: { title: string; nameColumn: string; rows: Rows; hint?: string }) {
  return (
    <ReportSection
      title={props.title}
      hint={props.hint}
      head={[{ label: props.nameColumn }, ...figureColumns]}
      rows={props.rows.map((row) => (
        <TableRow key={row.key}>
          <TableCell>{row.name}</TableCell>
          <FigureCells figure={row.figure} />
        </TableRow>
      ))}
    />
  );
}

/** The report's tables: per service line and account, the costliest elements, each menu. */
export function FoodCostTables({ report }: { report: FoodCostReport }) {
  return (
    <>
      <FiguresSection
        title={T.serviceLinesTitle}
        nameColumn={columns.serviceLine}
        rows={report.serviceLines.map(({ id, name, ...figure }) => ({
          key: id ?? name,
          name,
          figure,
        }))}
      />
      <FiguresSection
        title={T.accountsTitle}
        nameColumn={columns.account}
        hint={T.addOnsHint}
        rows={report.accounts.map(({ id, name, ...figure }) => ({ key: id, name, figure }))}
      />
      <ReportSection
        title={T.topElementsTitle}
        hint={T.topElementsHint}
        head={[
          { label: columns.element },
          { label: columns.portions, align: 'right', width: '14%' },
          { label: columns.cost, align: 'right', width: '16%' },
        ]}
        rows={report.topElements.map((element) => (
          <TableRow key={element.elementId}>
            <TableCell>{element.name}</TableCell>
            <TableCell align="right">{formatPortions(element.portions)}</TableCell>
            <CostCell cost={element.cost} partial={element.partial} />
          </TableRow>
        ))}
      />
      <ReportSection
        title={T.scheduledMenusTitle}
        head={[
          { label: columns.date, width: '12%' },
          { label: columns.serviceLine, width: '12%' },
          { label: columns.menu },
          ...figureColumns,
        ]}
        rows={report.scheduledMenus.map(({ id, date, serviceLine, name, ...figure }) => (
          <TableRow key={id}>
            <TableCell>{formatCalendarDate(date)}</TableCell>
            <TableCell>{serviceLine}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={`/scheduled-menus/${id}`}>
                {name}
              </Link>
            </TableCell>
            <FigureCells figure={figure} />
          </TableRow>
        ))}
      />
    </>
  );
}
