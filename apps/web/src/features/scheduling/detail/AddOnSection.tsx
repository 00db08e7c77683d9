import type { ScheduledAddOn } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages } from '../../../lib/api';
import { useHasPermission } from '../../../lib/session';
import { AddOnTypeDialog } from './AddOnTypeDialog';
import type { ScheduleSlot } from './api';
import { DETAIL_MESSAGES } from './messages';
import { ScheduledAddOnItem } from './ScheduledAddOnItem';

interface AddOnSectionProps {
  slot: ScheduleSlot;
  lineName: string;
  addOns: UseQueryResult<ScheduledAddOn[]>;
}

/** The add-ons of a Breakfast, Lunch or Dinner line (spec 2.8, 9): Soup, Greens Bar ... */
export function AddOnSection({ slot, lineName, addOns }: AddOnSectionProps) {
  const canAdd = useHasPermission('addScheduleMenu');
  const [choosing, setChoosing] = useState(false);
  const own = (addOns.data ?? []).filter((row) => row.serviceLineId === slot.serviceLineId);

  return (
    <Stack component="section" aria-label={`${lineName} add-ons`} spacing={1}>
      <Typography variant="h6" component="h3">
        Add-ons
      </Typography>
      {addOns.isPending ? (
        <LinearProgress aria-label={`Loading the ${lineName} add-ons`} />
      ) : addOns.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void addOns.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessages(addOns.error).join(' ')}
        </Alert>
      ) : (
        <>
          {own.length === 0 ? (
            <Typography color="text.secondary">{DETAIL_MESSAGES.noAddOns}</Typography>
          ) : (
            own.map((addOn) => (
              <ScheduledAddOnItem key={addOn.id} addOn={addOn} lineName={lineName} />
            ))
          )}
          {canAdd && (
            <div>
              <Button variant="outlined" onClick={() => setChoosing(true)}>
                {own.length === 0 ? 'Add One' : 'Add Another'}
              </Button>
            </div>
          )}
        </>
      )}
      {choosing && (
        <AddOnTypeDialog
          slot={slot}
          lineName={lineName}
          takenTypeIds={own.map((row) => row.addOnTypeId)}
          onClose={() => setChoosing(false)}
        />
      )}
    </Stack>
  );
}
