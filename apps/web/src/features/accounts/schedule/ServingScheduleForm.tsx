import {
  ADD_ON_MESSAGES,
  type AddOnType,
  type RecurringAddOn,
  SERVING_SCHEDULE_MESSAGES,
  type ServingSchedule,
} from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatCalendarDate } from '../../../lib/local-date';
import type { ScheduleKey } from './api';
import { RecurringAddOnsSection } from './RecurringAddOnsSection';
import { ScheduleInstructions } from './ScheduleInstructions';
import { ScheduleRangeFields } from './ScheduleRangeFields';
import { ServingScheduleGrid } from './ServingScheduleGrid';
import {
  type ScheduleFormValues,
  type ScheduleRequest,
  scheduleFormValues,
} from './schedule-form-values';
import { scheduleResolver } from './schedule-resolver';
import { useScheduleUpdate } from './useScheduleUpdate';

interface ServingScheduleFormProps {
  scheduleKey: ScheduleKey;
  /** The service line select, shown first in the action bar. */
  linePicker: ReactNode;
  canEdit: boolean;
  saved: ServingSchedule | null;
  savedAddOns: readonly RecurringAddOn[];
  addOnTypes: readonly AddOnType[];
  /** Beta on: the Add Ons section shows. */
  beta: boolean;
  /** Beta on and a line that takes add-ons (Breakfast, Lunch, Dinner). */
  withAddOns: boolean;
  defaultServiceTypeId: string;
  today: string;
}

/**
 * The weekly grid of one service line (spec 2 "Service Schedule"). Update checks the form
 * with the shared schemas, asks 'Confirm Service Event Updates', then saves.
 */
export function ServingScheduleForm(props: ServingScheduleFormProps) {
  const { scheduleKey, canEdit } = props;
  const form = useForm<ScheduleFormValues, unknown, ScheduleRequest>({
    resolver: useMemo(() => scheduleResolver(scheduleKey), [scheduleKey]),
    defaultValues: scheduleFormValues({
      today: props.today,
      serviceTypeId: props.defaultServiceTypeId,
      saved: props.saved,
      addOns: props.withAddOns ? props.savedAddOns : [],
      addOnTypes: props.addOnTypes,
    }),
    disabled: !canEdit,
  });
  const update = useScheduleUpdate({
    key: scheduleKey,
    form,
    savedAddOns: props.withAddOns ? props.savedAddOns : [],
    addOnTypes: props.addOnTypes,
    withAddOns: props.withAddOns,
  });
  // The checked request waiting for the person's confirmation.
  const [pending, setPending] = useState<ScheduleRequest | null>(null);
  const invalid = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;

  const confirm = async () => {
    if (!pending) return;
    await update.run(pending);
    setPending(null);
  };

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        spacing={2}
        noValidate
        aria-label="Service Schedule"
        onSubmit={(event) => {
          event.preventDefault();
          if (canEdit) void form.handleSubmit(setPending)();
        }}
      >
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {props.linePicker}
          <ScheduleRangeFields />
          {canEdit && (
            <Button type="submit" variant="contained" loading={update.busy} sx={{ ml: 'auto' }}>
              Update
            </Button>
          )}
        </Stack>
        {invalid && <Alert severity="error">Please correct the highlighted fields.</Alert>}
        {update.failure && <Alert severity="error">{update.failure}</Alert>}
        {props.saved && (
          <Typography variant="body2" color="text.secondary">
            Filled from the schedule applied for {formatCalendarDate(props.saved.startDate)} to{' '}
            {formatCalendarDate(props.saved.endDate)}. Choose an Action for each weekday to change.
          </Typography>
        )}
        <ScheduleInstructions withAddOns={props.withAddOns} />
        <Paper variant="outlined">
          <ServingScheduleGrid />
        </Paper>
        {props.beta && (
          <Paper variant="outlined" component="section" aria-label="Add Ons" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Add Ons
            </Typography>
            {props.withAddOns ? (
              <RecurringAddOnsSection />
            ) : (
              <Alert severity="info">{ADD_ON_MESSAGES.addOnsOnlyForMeals}</Alert>
            )}
          </Paper>
        )}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={SERVING_SCHEDULE_MESSAGES.confirmTitle}
        message={SERVING_SCHEDULE_MESSAGES.confirmText}
        confirmLabel="Update"
        busy={update.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </FormProvider>
  );
}
