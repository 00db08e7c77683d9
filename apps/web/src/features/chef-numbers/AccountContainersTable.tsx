import type { AccountSummary, ContainerTotal } from '@catering/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatContainerCell, formatCount } from './display';
import { lineLabel } from './LineName';
import { CHEF_TEXTS } from './messages';

/** The account column stays in view while the element columns scroll sideways. */
const stickyCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: 180,
} as const;

interface AccountContainersTableProps {
  accounts: AccountSummary[];
  lines: ContainerTotal[];
}

/**
 * Per account (spec 2.11): headcounts (protein versus veg) and the containers each site
 * gets of every line, so the packout can be checked site by site; the totals last.
 */
export function AccountContainersTable({ accounts, lines }: AccountContainersTableProps) {
  const cellOf = (account: AccountSummary, key: string) => {
    const numbers = account.elements.find((element) => element.key === key);
    return formatContainerCell(numbers?.containerCount ?? 0, numbers?.halfCount ?? 0);
  };
  const sum = (pick: (account: AccountSummary) => number) =>
    accounts.reduce((total, account) => total + pick(account), 0);

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={CHEF_TEXTS.accountsCaption}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyCell}>Account</TableCell>
            <TableCell align="right">Protein</TableCell>
            <TableCell align="right">Veg</TableCell>
            {lines.map((line) => (
              <TableCell key={line.key} align="center" sx={{ minWidth: 110 }}>
                {lineLabel(line)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.account.id}>
              <TableCell component="th" scope="row" sx={stickyCell}>
                {account.account.name}
              </TableCell>
              <TableCell align="right">{formatCount(account.proteins)}</TableCell>
              <TableCell align="right">{formatCount(account.veggies)}</TableCell>
              {lines.map((line) => (
                <TableCell key={line.key} align="center">
                  {cellOf(account, line.key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow sx={{ '& > *': { fontWeight: 700 } }}>
            <TableCell component="th" scope="row" sx={{ ...stickyCell, fontWeight: 700 }}>
              {CHEF_TEXTS.totalRow}
            </TableCell>
            <TableCell align="right">{formatCount(sum((account) => account.proteins))}</TableCell>
            <TableCell align="right">{formatCount(sum((account) => account.veggies))}</TableCell>
            {lines.map((line) => (
              <TableCell key={line.key} align="center">
                {formatContainerCell(line.containerCount, line.halfCount)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
