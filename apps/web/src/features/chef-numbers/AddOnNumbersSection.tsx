import type { AddOnCalculation } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadingRecord } from '../../components/LoadFailure';
import { errorMessages } from '../../lib/api';
import { NO_VALUE } from '../../lib/format';
import { type NumbersSlot, useAddOnNumbers } from './api';
import { CHEF_TEXTS } from './messages';

/**
 * The add-on service (spec 2.11, 3): per add-on type, what each slot holds and how many
 * portions are ordered in all and per account. Its own call, so a day without a menu can
 * still show the soups ordered for it.
 */
export function AddOnNumbersSection({ slot }: { slot: NumbersSlot }) {
  const numbers = useAddOnNumbers(slot, true);
  return (
    <Stack component="section" spacing={1} aria-label={CHEF_TEXTS.addOnsTitle}>
      <Typography variant="h6" component="h2">
        {CHEF_TEXTS.addOnsTitle}
      </Typography>
      {numbers.isPending ? (
        <LoadingRecord label={CHEF_TEXTS.addOnsLoading} />
      ) : numbers.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void numbers.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessages(numbers.error).join(' ')}
        </Alert>
      ) : numbers.data.addOns.length === 0 ? (
        <Typography color="text.secondary">{CHEF_TEXTS.noAddOns}</Typography>
      ) : (
        numbers.data.addOns.map((addOn) => (
          <AddOnTypeTable key={addOn.addOnTypeId} addOn={addOn} data={numbers.data} />
        ))
      )}
    </Stack>
  );
}

type AddOnNumbers = AddOnCalculation['addOns'][number];

const count = (value: number) => value.toLocaleString('en-US');

function AddOnTypeTable({ addOn, data }: { addOn: AddOnNumbers; data: AddOnCalculation }) {
  // Only the accounts that ordered this type get a column.
  const accounts = data.summaries.flatMap((summary) => {
    const own = summary.addOns.find((candidate) => candidate.addOnTypeId === addOn.addOnTypeId);
    return own ? [{ account: summary.account, slots: own.slots }] : [];
  });
  const withoutQuantities = accounts
    .filter(({ slots }) => slots.every((slot) => slot.quantity === 0))
    .map(({ account }) => account.name);
  // Which element to serve, or why there is none: never a blank the cook has to guess at.
  const elementOf = (slot: AddOnNumbers['slots'][number]) =>
    addOn.scheduledAddOnId === null
      ? CHEF_TEXTS.addOnNotScheduled(addOn.name)
      : (slot.elementName ?? CHEF_TEXTS.addOnSlotEmpty);
  return (
    <Stack spacing={1} component="section" aria-label={addOn.name} sx={{ pt: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {addOn.name}
      </Typography>
      {withoutQuantities.length > 0 && (
        <Alert severity="warning">
          {CHEF_TEXTS.addOnWithoutQuantities(addOn.name, withoutQuantities)}
        </Alert>
      )}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`${addOn.name} add-on`}>
          <TableHead>
            <TableRow>
              <TableCell>Slot</TableCell>
              <TableCell>Element</TableCell>
              <TableCell align="right">Quantity</TableCell>
              {accounts.map(({ account }) => (
                <TableCell key={account.id} align="right">
                  {account.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {addOn.slots.map((slot) => (
              <TableRow key={slot.addOnSlotId}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {slot.slotName}
                </TableCell>
                <TableCell
                  sx={{
                    minWidth: 180,
                    ...(slot.elementName === null && {
                      color: 'text.secondary',
                      fontStyle: 'italic',
                    }),
                  }}
                >
                  {elementOf(slot)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {count(slot.quantity)}
                </TableCell>
                {accounts.map(({ account, slots }) => {
                  const own = slots.find((candidate) => candidate.addOnSlotId === slot.addOnSlotId);
                  return (
                    <TableCell key={account.id} align="right">
                      {own?.quantity ? count(own.quantity) : NO_VALUE}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
