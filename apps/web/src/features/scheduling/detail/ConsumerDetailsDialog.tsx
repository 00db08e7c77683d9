import type { ConsumerDetails } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadingRecord } from '../../../components/LoadFailure';
import { errorMessages } from '../../../lib/api';
import { NO_VALUE } from '../../../lib/format';
import { useConsumerDetails } from './api';
import { DETAIL_MESSAGES } from './messages';

const COUNTS = [
  ['Eaters', 'eaters'],
  ['Dietary', 'dietary'],
  ['Without Accommodations', 'headcountNoA'],
  ['With Accommodations', 'headcountA'],
] as const;

interface ConsumerDetailsDialogProps {
  scheduledMenuId: string;
  menuName: string;
  onClose: () => void;
}

/** More Details (spec 2.8): per account served, its eaters and their accommodations. */
export function ConsumerDetailsDialog(props: ConsumerDetailsDialogProps) {
  const titleId = useId();
  const details = useConsumerDetails(props.scheduledMenuId);
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{DETAIL_MESSAGES.detailsTitle}</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {props.menuName}
        </Typography>
        {details.isPending ? (
          <LoadingRecord label="Loading the accounts" />
        ) : details.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void details.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessages(details.error).join(' ')}
          </Alert>
        ) : details.data.length === 0 ? (
          <Typography>{DETAIL_MESSAGES.noConsumers}</Typography>
        ) : (
          <DetailsTable rows={details.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function DetailsTable({ rows }: { rows: ConsumerDetails[] }) {
  const total = (key: (typeof COUNTS)[number][1]) => rows.reduce((sum, row) => sum + row[key], 0);
  return (
    <Table size="small" aria-label="Headcount per account">
      <TableHead>
        <TableRow>
          <TableCell>Account</TableCell>
          {COUNTS.map(([label]) => (
            <TableCell key={label} align="right">
              {label}
            </TableCell>
          ))}
          <TableCell>Accommodations</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.accountId}>
            <TableCell component="th" scope="row">
              {row.accountName}
            </TableCell>
            {COUNTS.map(([label, key]) => (
              <TableCell key={label} align="right">
                {row[key]}
              </TableCell>
            ))}
            <TableCell>{row.accommodationSummary || NO_VALUE}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      {/* The footer's default small grey text would make the totals the faintest figures. */}
      <TableFooter
        sx={{
          '& .MuiTableCell-root': { color: 'text.primary', fontSize: 'inherit', fontWeight: 600 },
        }}
      >
        <TableRow>
          <TableCell component="th" scope="row">
            Total
          </TableCell>
          {COUNTS.map(([label, key]) => (
            <TableCell key={label} align="right">
              {total(key)}
            </TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
