import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FieldPathByValue, useController, useFormContext } from 'react-hook-form';
import type { SurveyFormValues } from './survey-form-values';

type YesNoPath = FieldPathByValue<SurveyFormValues, boolean | null>;

/**
 * A Yes/No question as two large buttons, a thumb's width each on a phone. Unanswered
 * (null) shows neither pressed; an answer can be changed but not taken back.
 */
export function YesNoField(props: {
  name: YesNoPath;
  label: string;
  /** Runs after the host changed the answer, for questions that fill in others. */
  onAnswered?: (answer: boolean) => void;
}) {
  const { control } = useFormContext<SurveyFormValues>();
  const { field } = useController({ control, name: props.name });
  const labelId = useId();
  const value = field.value === null ? null : field.value ? 'yes' : 'no';

  return (
    <Box>
      <Typography id={labelId} sx={{ mb: 1 }}>
        {props.label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        aria-labelledby={labelId}
        value={value}
        disabled={field.disabled}
        onChange={(_event, chosen: 'yes' | 'no' | null) => {
          if (chosen === null || chosen === value) return;
          field.onChange(chosen === 'yes');
          props.onAnswered?.(chosen === 'yes');
        }}
      >
        <ToggleButton value="yes" sx={{ minHeight: 48 }}>
          Yes
        </ToggleButton>
        <ToggleButton value="no" sx={{ minHeight: 48 }}>
          No
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
