import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { type FieldPathByValue, useController, useFormContext } from 'react-hook-form';
import { chosenAnswerSx } from './chosen-answer';
import type { SurveyFormValues } from './survey-form-values';

type ScorePath = FieldPathByValue<SurveyFormValues, number | null>;
const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * A 1 to 5 score, each choice reading its meaning ("1 — Strongly disagree"), one per line;
 * the chosen one is filled, its radio a check mark.
 */
export function ScoreField(props: {
  name: ScorePath;
  label: string;
  meanings: Record<(typeof SCORES)[number], string>;
}) {
  const { control } = useFormContext<SurveyFormValues>();
  const { field } = useController({ control, name: props.name });
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={field.disabled}>
      <FormLabel id={labelId} component="legend">
        {props.label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={field.value === null ? '' : String(field.value)}
        onChange={(event) => field.onChange(Number(event.target.value))}
        sx={{ gap: 0.5 }}
      >
        {SCORES.map((score) => (
          <FormControlLabel
            key={score}
            value={String(score)}
            control={
              <Radio
                checkedIcon={<CheckCircleIcon />}
                sx={{ '&.Mui-checked': { color: 'inherit' } }}
              />
            }
            label={`${score} — ${props.meanings[score]}`}
            sx={[
              { minHeight: 44, mx: 0, pr: 2, borderRadius: 1 },
              score === field.value && {
                ...chosenAnswerSx,
                '& .MuiFormControlLabel-label.Mui-disabled': { color: 'text.primary' },
              },
            ]}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
