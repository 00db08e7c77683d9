import type { ServiceLine } from '@catering/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { withServerMessages } from '../../../lib/failure-text';
import { formatCalendarDate } from '../../../lib/local-date';
import { useToast } from '../../../lib/toast';
import { useCopyServingSchedule } from './api';
import { COPY_SCHEDULE_TEXTS, scheduleCopiedText } from './messages';
import { type ScheduleRequest, weekdayLabel } from './schedule-form-values';

type Schedule = ScheduleRequest['schedule'];

/** "Add/Update Monday (50 eaters), Tuesday (50 eaters); Remove Friday." */
export function copiedDaysText(schedule: Schedule): string {
  const served = schedule.data.filter((entry) => entry.shouldServeOnDay);
  const removed = schedule.data.filter((entry) => !entry.shouldServeOnDay);
  const parts = [];
  if (served.length)
    parts.push(
      `Add/Update ${served
        .map((entry) => {
          const eaters = (entry.meatEaters ?? 1) + (entry.nonMeatEaters ?? 0);
          return `${weekdayLabel(entry.day)} (${eaters} ${eaters === 1 ? 'eater' : 'eaters'})`;
        })
        .join(', ')}`,
    );
  if (removed.length)
    parts.push(`Remove ${removed.map((entry) => weekdayLabel(entry.day)).join(', ')}`);
  return `${parts.join('; ')}.`;
}

interface CopyScheduleDialogProps {
  accountId: string;
  sourceLineName: string;
  /** The account's other lines a schedule may go to. */
  targets: readonly ServiceLine[];
  /** The checked grid to copy. */
  schedule: Schedule;
  onClose: () => void;
}

/**
 * Copies the weekly grid shown to another line of the same account: the person picks the
 * line, reads which days it gets over which dates, and confirms. The copy is applied with
 * the schedule route itself, so it follows the same rules as Update.
 */
export function CopyScheduleDialog(props: CopyScheduleDialogProps) {
  const { schedule } = props;
  const titleId = useId();
  const toast = useToast();
  const copy = useCopyServingSchedule(props.accountId);
  const [targetId, setTargetId] = useState('');
  const target = props.targets.find((line) => line.id === targetId);
  const empty = schedule.data.length === 0;

  const confirm = async () => {
    if (!target) return;
    try {
      const result = await copy.mutateAsync({ serviceLineId: target.id, body: schedule });
      toast.success(scheduleCopiedText(result, props.sourceLineName, target.name));
      props.onClose();
    } catch (error) {
      toast.error(withServerMessages(COPY_SCHEDULE_TEXTS.failed, error));
    }
  };

  return (
    <Dialog open onClose={copy.isPending ? undefined : props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{COPY_SCHEDULE_TEXTS.title}</DialogTitle>
      <DialogContent>
        {empty ? (
          <Alert severity="info">{COPY_SCHEDULE_TEXTS.nothingToCopy}</Alert>
        ) : (
          <>
            <TextField
              select
              label={COPY_SCHEDULE_TEXTS.target}
              value={targetId}
              onChange={(event) => setTargetId(event.target.value)}
              sx={{ width: 240, mt: 1, mb: 2 }}
            >
              {props.targets.map((line) => (
                <MenuItem key={line.id} value={line.id}>
                  {line.name}
                </MenuItem>
              ))}
            </TextField>
            <DialogContentText>
              {target
                ? `Apply the ${props.sourceLineName} schedule to ${target.name} from ${formatCalendarDate(schedule.startDate)} to ${formatCalendarDate(schedule.endDate)}: `
                : `Choose the line that gets the ${props.sourceLineName} schedule: `}
              {copiedDaysText(schedule)} {COPY_SCHEDULE_TEXTS.addOnsStay}
            </DialogContentText>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={copy.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!target || empty}
          loading={copy.isPending}
          onClick={() => void confirm()}
        >
          {COPY_SCHEDULE_TEXTS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
