import { SURVEY_TIME_STEP_MINUTES } from '@catering/domain';
import TextField from '@mui/material/TextField';
import { type FieldPathByValue, useController, useFormContext } from 'react-hook-form';
import { UNREADABLE_NUMBER } from '../../components/form/readable-number';
import type { SurveyFormValues } from './survey-form-values';

type TextPath = FieldPathByValue<SurveyFormValues, string>;

interface SurveyTextFieldProps {
  name: TextPath;
  label: string;
  /** Shown under the field as a problem (the shared rules' inline hints). */
  hint?: string;
  multiline?: boolean;
}

/** A free-text answer, bound to the survey form. */
export function SurveyTextField(props: SurveyTextFieldProps) {
  const { control } = useFormContext<SurveyFormValues>();
  const { ref, ...field } = useController({ control, name: props.name }).field;
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={props.label}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      error={Boolean(props.hint)}
      helperText={props.hint}
    />
  );
}

/**
 * A number answer. `step` is the increment the rules accept (0.5 containers, 0.1 portion
 * units, 1 person); the phone keyboard shows digits only for whole numbers.
 */
export function SurveyNumberField(
  props: Omit<SurveyTextFieldProps, 'multiline'> & { step: number },
) {
  const { control } = useFormContext<SurveyFormValues>();
  const { ref, ...field } = useController({ control, name: props.name }).field;
  return (
    <TextField
      {...field}
      // The input answers '' for text it cannot read ('2-3'); the form keeps it apart from
      // an empty answer. Shown as '', the input keeps the typed text on screen.
      value={field.value === UNREADABLE_NUMBER ? '' : field.value}
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        field.onChange(input.validity?.badInput ? UNREADABLE_NUMBER : input.value);
      }}
      inputRef={ref}
      type="number"
      label={props.label}
      error={Boolean(props.hint)}
      helperText={props.hint}
      slotProps={{
        htmlInput: {
          step: props.step,
          min: 0,
          inputMode: Number.isInteger(props.step) ? 'numeric' : 'decimal',
        },
      }}
    />
  );
}

/** A time of day ('HH:MM'), picked in five-minute steps (spec 2). */
export function SurveyTimeField(props: { name: TextPath; label: string }) {
  const { control } = useFormContext<SurveyFormValues>();
  const { ref, ...field } = useController({ control, name: props.name }).field;
  return (
    <TextField
      {...field}
      inputRef={ref}
      type="time"
      label={props.label}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { step: SURVEY_TIME_STEP_MINUTES * 60 },
      }}
    />
  );
}
