import { CALCULATION_MESSAGES, type ContainerCalculation } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LoadingRecord } from '../../components/LoadFailure';
import { errorMessages, isApiError } from '../../lib/api';
import { AccountContainersTable } from './AccountContainersTable';
import type { NumbersSlot } from './api';
import { ContainerTotalsTable } from './ContainerTotalsTable';
import type { AmountUnits } from './display';
import { CHEF_TEXTS } from './messages';

interface ContainerNumbersViewProps {
  numbers: UseQueryResult<ContainerCalculation>;
  slot: NumbersSlot;
  units: AmountUnits;
}

/** The menu's numbers in every state: loading, nothing scheduled, failed, counted. */
export function ContainerNumbersView({ numbers, slot, units }: ContainerNumbersViewProps) {
  if (numbers.isPending) return <LoadingRecord label={CHEF_TEXTS.loading} />;
  if (numbers.isError) {
    return isNothingScheduled(numbers.error) ? (
      <NothingScheduled slot={slot} />
    ) : (
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
    );
  }

  const data = numbers.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {data.scheduledMenu.name}
        </Typography>
        {data.scheduledMenu.isLocked && <Chip size="small" label={CHEF_TEXTS.locked} />}
      </Stack>
      {data.error && <Alert severity="error">{data.error}</Alert>}
      {data.warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {warning}
        </Alert>
      ))}
      {data.accountSummaries.length === 0 ? (
        <Typography color="text.secondary">{CHEF_TEXTS.noCalculations}</Typography>
      ) : (
        <>
          {data.containerTotals.length > 0 && (
            <Stack component="section" spacing={1} aria-label={CHEF_TEXTS.totalsTitle}>
              <Typography variant="h6" component="h2">
                {CHEF_TEXTS.totalsTitle}
              </Typography>
              <ContainerTotalsTable lines={data.containerTotals} units={units} />
            </Stack>
          )}
          <Stack component="section" spacing={1} aria-label={CHEF_TEXTS.accountsTitle}>
            <Typography variant="h6" component="h2">
              {CHEF_TEXTS.accountsTitle}
            </Typography>
            <AccountContainersTable accounts={data.accountSummaries} lines={data.containerTotals} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** 404 "Could not find any data": no menu in the slot (the other 404s name a bad market or line). */
export function isNothingScheduled(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 404 &&
    error.messages.includes(CALCULATION_MESSAGES.noData)
  );
}

function NothingScheduled({ slot }: { slot: NumbersSlot }) {
  return (
    <Alert severity="info">
      <Typography sx={{ fontWeight: 600 }}>{CHEF_TEXTS.noData}</Typography>
      {CHEF_TEXTS.noDataHint}{' '}
      <Link
        component={RouterLink}
        to={`/markets/${encodeURIComponent(slot.marketId)}/scheduling-detail/${slot.date}`}
      >
        {CHEF_TEXTS.scheduleOne}
      </Link>
    </Alert>
  );
}
