import { type HostSurvey, hostSurveyProblems, type SurveyElement } from '@catering/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ElementCard } from './ElementCard';
import { type SurveyFormValues, surveyForRules } from './survey-form-values';

/**
 * The menu's elements, one card each in host-flow order. After the first submit attempt
 * the shared rules' inline hints follow every change, so the host sees a fix take.
 */
export function ElementsSection(props: {
  survey: HostSurvey;
  /** In the form's order (host-flow order): card i edits `elements.i`. */
  elements: readonly SurveyElement[];
  showHints: boolean;
}) {
  const { control, getValues } = useFormContext<SurveyFormValues>();
  const headingId = useId();
  // Subscribes to the elements so the hints are recomputed as the host types.
  useWatch({ control, name: 'elements' });
  const hints = props.showHints
    ? hostSurveyProblems(surveyForRules(getValues(), props.survey)).elementHints
    : {};

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} variant="h6" component="h2">
        Elements
      </Typography>
      {props.elements.map((element, index) => (
        <ElementCard
          key={element.scheduledElementId}
          element={element}
          index={index}
          hints={hints[element.scheduledElementId] ?? {}}
        />
      ))}
    </Stack>
  );
}
