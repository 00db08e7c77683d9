import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type FieldPathByValue, useController, useFormContext } from 'react-hook-form';
import { chosenAnswerSx } from './chosen-answer';
import type { SurveyFormValues } from './survey-form-values';

type YesNoPath = FieldPathByValue<SurveyFormValues, boolean | null>;
const CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/**
 * A Yes/No question as two large buttons, a thumb's width each on a phone; the chosen one
 * is filled and checked. Unanswered (null) shows neither pressed; an answer can be changed
 * but not taken back. The buttons carry the field's name: a refused submit focuses them.
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
        {CHOICES.map((choice) => (
          <ToggleButton
            key={choice.value}
            value={choice.value}
            name={field.name}
            sx={{ minHeight: 48, gap: 1, '&.Mui-selected': chosenAnswerSx }}
          >
            {choice.value === value && <CheckIcon />}
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
