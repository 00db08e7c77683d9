import { SERVING_SCHEDULE_MESSAGES } from '@catering/domain';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { DateStepperField } from '../../../components/DateStepperField';
import type { ScheduleFormValues } from './schedule-form-values';

/**
 * Start and End dates with previous/next-day buttons, and the info dialog on the range
 * (spec 2: the "after today" advice is not enforced; an end before the start is refused).
 */
export function ScheduleRangeFields() {
  const { control, formState } = useFormContext<ScheduleFormValues>();
  const [infoOpen, setInfoOpen] = useState(false);
  const infoTitleId = useId();
  const disabled = Boolean(formState.disabled);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {(['startDate', 'endDate'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <DateStepperField
              label={name === 'startDate' ? 'Start Date' : 'End Date'}
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      ))}
      <IconButton aria-label="About the dates" onClick={() => setInfoOpen(true)}>
        <InfoOutlinedIcon />
      </IconButton>
      <Dialog open={infoOpen} onClose={() => setInfoOpen(false)} aria-labelledby={infoTitleId}>
        <DialogTitle id={infoTitleId}>Dates</DialogTitle>
        <DialogContent>
          <DialogContentText>{SERVING_SCHEDULE_MESSAGES.datesInfo}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setInfoOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
