import {
  ADD_ON_MESSAGES,
  type AddOnType,
  type RecurringAddOn,
  SERVING_SCHEDULE_MESSAGES,
  type ServedWeekday,
  type ServiceLine,
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
import { CopyScheduleDialog } from './CopyScheduleDialog';
import { COPY_SCHEDULE_TEXTS } from './messages';
import { RecurringAddOnsSection } from './RecurringAddOnsSection';
import { ScheduleInstructions } from './ScheduleInstructions';
import { ScheduleRangeFields } from './ScheduleRangeFields';
import { ServingScheduleGrid } from './ServingScheduleGrid';
import {
  type ScheduleFormValues,
  type ScheduleRequest,
  scheduleFormValues,
  weekdayLabel,
} from './schedule-form-values';
import { scheduleResolver } from './schedule-resolver';
import { useScheduleUpdate } from './useScheduleUpdate';

interface ServingScheduleFormProps {
  scheduleKey: ScheduleKey;
  /** The service line select, shown first in the action bar. */
  linePicker: ReactNode;
  canEdit: boolean;
  saved: ServingSchedule | null;
  /** The weekdays the line serves now. */
  inForce: readonly ServedWeekday[];
  lineName: string;
  /** The account's other lines, where the grid may be copied. */
  otherLines: readonly ServiceLine[];
  savedAddOns: readonly RecurringAddOn[];
  addOnTypes: readonly AddOnType[];
  /** Beta on: the Add Ons section shows. */
  beta: boolean;
  /** Beta on and a line that takes add-ons (Breakfast, Lunch, Dinner). */
  withAddOns: boolean;
  defaultServiceTypeId: string;
  today: string;
}

/** "Served now: Monday until 06/08/2025, Tuesday until 06/30/2025." */
function servedNowText(inForce: readonly ServedWeekday[]): string {
  if (inForce.length === 0) return 'No weekday of this line is served now.';
  const days = inForce.map(
    (served) => `${weekdayLabel(served.day)} until ${formatCalendarDate(served.endDate)}`,
  );
  return `Served now: ${days.join(', ')}. Update applies the grid again between the Start and End dates.`;
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
      inForce: props.inForce,
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
    defaultServiceTypeId: props.defaultServiceTypeId,
  });
  // The checked request waiting for the person's confirmation.
  const [pending, setPending] = useState<ScheduleRequest | null>(null);
  // The checked grid the copy dialog offers to another line.
  const [copying, setCopying] = useState<ScheduleRequest | null>(null);
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
          {canEdit && props.otherLines.length > 0 && (
            <Button
              variant="outlined"
              sx={{ ml: 'auto' }}
              disabled={update.busy}
              onClick={() => void form.handleSubmit(setCopying)()}
            >
              {COPY_SCHEDULE_TEXTS.button}
            </Button>
          )}
          {canEdit && (
            <Button
              type="submit"
              variant="contained"
              loading={update.busy}
              sx={props.otherLines.length > 0 ? undefined : { ml: 'auto' }}
            >
              Update
            </Button>
          )}
        </Stack>
        {invalid && <Alert severity="error">Please correct the highlighted fields.</Alert>}
        {update.failure && <Alert severity="error">{update.failure}</Alert>}
        <Typography variant="body2" color="text.secondary">
          {servedNowText(props.inForce)}
        </Typography>
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
      {copying && (
        <CopyScheduleDialog
          accountId={scheduleKey.accountId}
          sourceLineName={props.lineName}
          targets={props.otherLines}
          schedule={copying.schedule}
          onClose={() => setCopying(null)}
        />
      )}
    </FormProvider>
  );
}
