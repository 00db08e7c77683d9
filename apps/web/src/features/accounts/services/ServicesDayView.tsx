import {
  SERVICE_EVENT_MESSAGES,
  type ServiceEvent,
  serviceLineTakesAddOns,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DateStepperField } from '../../../components/DateStepperField';
import { LoadingRecord } from '../../../components/LoadFailure';
import { errorMessages } from '../../../lib/api';
import { formatLongDate } from '../../../lib/local-date';
import { useToast } from '../../../lib/toast';
import { useDayEvents, useDeleteServiceEvent } from './api';
import { EventAddOnsDialog } from './EventAddOnsDialog';
import { deleteConfirmation } from './messages';
import { ServiceEventCard } from './ServiceEventCard';

interface ServicesDayViewProps {
  accountId: string;
  date: string;
  onDateChange: (date: string) => void;
  canEdit: boolean;
  beta: boolean;
  onEdit: (event: ServiceEvent) => void;
}

const takesAddOns = (event: ServiceEvent) =>
  serviceLineTakesAddOns(event.serviceLine.name) || event.addOns.length > 0;

/** The services of one date as cards, with previous/next-day buttons and a date picker. */
export function ServicesDayView(props: ServicesDayViewProps) {
  const { accountId, date, canEdit } = props;
  const toast = useToast();
  const events = useDayEvents(accountId, date);
  const deleteEvent = useDeleteServiceEvent(accountId);
  const [deleting, setDeleting] = useState<ServiceEvent | null>(null);
  const [addOnsOf, setAddOnsOf] = useState<string | null>(null);
  const addOnsEvent = events.data?.find((event) => event.id === addOnsOf) ?? null;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteEvent.mutateAsync(deleting.id);
      toast.success(
        deleting.specialRequest
          ? SERVICE_EVENT_MESSAGES.specialDeleted
          : SERVICE_EVENT_MESSAGES.deleted,
      );
    } catch {
      toast.error(SERVICE_EVENT_MESSAGES.deleteFailed);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <DateStepperField
          label="Date"
          value={date}
          onChange={props.onDateChange}
          stepLabel={null}
        />
        <Typography variant="h6" component="h2">
          {formatLongDate(date)}
        </Typography>
      </Stack>
      {events.isPending ? (
        <LoadingRecord label="Loading the services" />
      ) : events.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void events.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessages(events.error).join(' ')}
        </Alert>
      ) : events.data.length === 0 ? (
        <Typography color="text.secondary">{SERVICE_EVENT_MESSAGES.noServices}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`Services of ${formatLongDate(date)}`}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {events.data.map((event) => (
            <li key={event.id}>
              <ServiceEventCard
                event={event}
                canEdit={canEdit}
                showAddOns={props.beta && takesAddOns(event)}
                onAddOns={() => setAddOnsOf(event.id)}
                onEdit={() => props.onEdit(event)}
                onDelete={() => setDeleting(event)}
              />
            </li>
          ))}
        </Box>
      )}
      {deleting && (
        <ConfirmDialog
          open
          {...deleteConfirmation(deleting)}
          confirmLabel="Delete"
          destructive
          busy={deleteEvent.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
      {addOnsEvent && (
        <EventAddOnsDialog
          accountId={accountId}
          event={addOnsEvent}
          canEdit={canEdit}
          onClose={() => setAddOnsOf(null)}
        />
      )}
    </Stack>
  );
}
