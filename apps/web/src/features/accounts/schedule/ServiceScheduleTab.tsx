import { type Account, serviceLineTakesAddOns } from '@catering/domain';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { LoadFailure, LoadingRecord } from '../../../components/LoadFailure';
import { localToday } from '../../../lib/local-date';
import { useBetaFeaturesEnabled } from '../../../lib/local-preferences';
import { useAddOnTypes, useServiceLines, useServiceTypeOptions } from '../../../lib/reference-data';
import { idOfNamed, SCHEDULE_SERVICE_LINES, sortServiceLines } from '../../../lib/service-lines';
import { useHasPermission } from '../../../lib/session';
import { useRecurringAddOns, useServingSchedule, useServingScheduleInForce } from './api';
import { ServingScheduleForm } from './ServingScheduleForm';

/** Spec 9: schedule entries take the account's service type, else this one. */
export const FALLBACK_SCHEDULE_SERVICE_TYPE = 'Sifted 1.0';
const DEFAULT_SERVICE_LINE = 'Lunch';

/**
 * The account editor's Service Schedule tab: pick a service line, then set its weekly
 * grid and apply it to a date range. Update (editMenu) is in the tab's own action bar.
 */
export function ServiceScheduleTab({ account }: { account: Account }) {
  const canEdit = useHasPermission('editMenu');
  const beta = useBetaFeaturesEnabled();
  const lines = useServiceLines();
  const serviceTypes = useServiceTypeOptions();
  const addOnTypes = useAddOnTypes();
  const [chosenLineId, setChosenLineId] = useState('');
  // Fixed while the tab is open, so the default range does not move at midnight.
  const [today] = useState(localToday);

  const scheduleLines = useMemo(() => {
    const sorted = sortServiceLines(lines.data ?? []);
    const offered = sorted.filter((line) =>
      (SCHEDULE_SERVICE_LINES as readonly string[]).includes(line.name),
    );
    return offered.length > 0 ? offered : sorted;
  }, [lines.data]);
  const lineId =
    chosenLineId || idOfNamed(scheduleLines, DEFAULT_SERVICE_LINE) || scheduleLines[0]?.id || '';
  const lineName = scheduleLines.find((line) => line.id === lineId)?.name ?? '';
  const withAddOns = beta && serviceLineTakesAddOns(lineName);

  const key = useMemo(
    () => ({ accountId: account.id, serviceLineId: lineId }),
    [account.id, lineId],
  );
  const schedule = useServingSchedule(key, true);
  const inForce = useServingScheduleInForce(key, true);
  const recurring = useRecurringAddOns(key, withAddOns);
  const defaultServiceTypeId =
    account.serviceTypeId || idOfNamed(serviceTypes.data, FALLBACK_SCHEDULE_SERVICE_TYPE);

  const linePicker = (
    <TextField
      select
      label="Service Line"
      value={lineId}
      onChange={(event) => setChosenLineId(event.target.value)}
      sx={{ width: 200 }}
    >
      {scheduleLines.map((line) => (
        <MenuItem key={line.id} value={line.id}>
          {line.name}
        </MenuItem>
      ))}
    </TextField>
  );

  const failed = schedule.error ?? inForce.error ?? (withAddOns ? recurring.error : null);
  if (failed)
    return (
      <LoadFailure
        error={failed}
        notFoundText="This account's serving schedule could not be found."
        onRetry={() => {
          void schedule.refetch();
          void inForce.refetch();
          if (withAddOns) void recurring.refetch();
        }}
      />
    );

  if (lines.isSuccess && scheduleLines.length === 0)
    return <Alert severity="info">There are no service lines to schedule.</Alert>;

  const loading =
    lines.isPending ||
    serviceTypes.isPending ||
    !lineId ||
    schedule.isPending ||
    inForce.isPending ||
    (withAddOns && (recurring.isPending || addOnTypes.isPending));
  if (loading) return <LoadingRecord label="Loading the serving schedule" />;

  return (
    <ServingScheduleForm
      // A new line, or the add-on section switched on or off, starts a fresh form.
      key={`${lineId}:${withAddOns}`}
      scheduleKey={key}
      linePicker={linePicker}
      canEdit={canEdit}
      saved={schedule.data ?? null}
      inForce={inForce.data ?? []}
      lineName={lineName}
      otherLines={scheduleLines.filter((line) => line.id !== lineId)}
      savedAddOns={recurring.data ?? []}
      addOnTypes={addOnTypes.data ?? []}
      beta={beta}
      withAddOns={withAddOns}
      defaultServiceTypeId={defaultServiceTypeId}
      today={today}
    />
  );
}
