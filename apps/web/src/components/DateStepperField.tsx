import { addDays, parseCalendarDate } from '@catering/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect, useState } from 'react';

interface DateStepperFieldProps {
  label: string;
  /** `YYYY-MM-DD`. */
  value: string;
  onChange: (date: string) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /**
   * Names the previous/next buttons: "Previous day of Start Date" (by default the label);
   * null for plain "Previous day" and "Next day".
   */
  stepLabel?: string | null;
}

const EARLIEST_DATE = '1900-01-01';

/**
 * A date input between previous-day and next-day buttons. What is typed is kept while it is
 * incomplete, but only a valid date reaches `onChange` (spec 5: date fields ignore invalid dates).
 */
export function DateStepperField(props: DateStepperFieldProps) {
  const { value, onChange } = props;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const stepSuffix = props.stepLabel === null ? '' : ` of ${props.stepLabel ?? props.label}`;

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <IconButton
        aria-label={`Previous day${stepSuffix}`}
        disabled={props.disabled}
        onClick={() => onChange(addDays(value, -1))}
        sx={{ mt: 1 }}
      >
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        label={props.label}
        value={text}
        disabled={props.disabled}
        error={props.error}
        helperText={props.helperText}
        sx={{ minWidth: 170 }}
        slotProps={{ inputLabel: { shrink: true } }}
        onChange={(event) => {
          setText(event.target.value);
          const date = parseCalendarDate(event.target.value);
          // A year being typed reads as 0002, 0020, 0202 on its way to 2026: not a day to show.
          if (date && date >= EARLIEST_DATE) onChange(date);
        }}
        onBlur={() => setText(value)}
      />
      <IconButton
        aria-label={`Next day${stepSuffix}`}
        disabled={props.disabled}
        onClick={() => onChange(addDays(value, 1))}
        sx={{ mt: 1 }}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
