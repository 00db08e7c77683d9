import type { ContainerTotal } from '@catering/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type AmountUnits, formatAmount, formatContainerTotal, formatCount } from './display';
import { LineName } from './LineName';
import { CHEF_TEXTS } from './messages';

const HEADERS = [
  'Element',
  'Type',
  'Container',
  'Per person',
  'Per container',
  'Eaters',
  'Containers',
  'Portion needed',
  'Rounded portion',
];

/** What to cook (spec 3 containerTotals): one row per line of the menu, summed over accounts. */
export function ContainerTotalsTable(props: { lines: ContainerTotal[]; units: AmountUnits }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={CHEF_TEXTS.totalsCaption}>
        <TableHead>
          <TableRow>
            {HEADERS.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.lines.map((line) => {
            // Per person stays in the menu's unit: "0.4 lb" a person reads worse than "6 oz".
            const amount = (value: number) => formatAmount(value, line.portionUnit, props.units);
            return (
              <TableRow key={line.key}>
                <TableCell component="th" scope="row">
                  <LineName line={line} />
                </TableCell>
                <TableCell>{line.elementTypeName}</TableCell>
                <TableCell>{line.container.name}</TableCell>
                <TableCell>{formatAmount(line.portionPerPerson, line.portionUnit, 'oz')}</TableCell>
                <TableCell>{amount(line.portionPerContainer)}</TableCell>
                <TableCell>{formatCount(line.eaters)}</TableCell>
                <TableCell>
                  {formatContainerTotal(
                    line.containerCount,
                    line.halfCount,
                    line.container.allowsHalf,
                  )}
                </TableCell>
                <TableCell>{amount(line.portion)}</TableCell>
                <TableCell>{amount(line.roundedPortion)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
