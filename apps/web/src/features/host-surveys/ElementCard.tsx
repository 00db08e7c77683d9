import type { SurveyElement, SurveyElementField } from '@catering/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { SurveyNumberField, SurveyTimeField } from './SurveyTextField';
import type { SurveyFormValues } from './survey-form-values';
import { YesNoField } from './YesNoField';

/** Spec 9's increments: containers by halves, portion units by tenths, people whole. */
const CONTAINER_STEP = 0.5;
const PORTION_STEP = 0.1;
const PERSON_STEP = 1;

const fieldGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

/**
 * One element of the menu: what was planned, brought and left over, and whether it ran
 * out (Yes reveals when, how many went without, and what to bring next time).
 */
export function ElementCard(props: {
  element: SurveyElement;
  /** The element's place in the form's `elements`. */
  index: number;
  hints: Partial<Record<SurveyElementField, string>>;
}) {
  const { element, index, hints } = props;
  const { name, containerType, portionUnit } = element.scheduledElement;
  const { control } = useFormContext<SurveyFormValues>();
  const runout = useWatch({ control, name: `elements.${index}.runout` });
  const path = `elements.${index}` as const;

  return (
    <Paper variant="outlined" component="section" aria-label={name} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography color="text.secondary">
            {containerType ?? 'Container'} · portions in {portionUnit ?? 'units'}
          </Typography>
          <Typography>Planned: {element.plannedAmount} containers</Typography>
        </div>
        <Box sx={fieldGrid}>
          <SurveyNumberField
            name={`${path}.broughtContainers`}
            label="Brought (containers)"
            step={CONTAINER_STEP}
            hint={hints.broughtContainers}
          />
          <SurveyNumberField
            name={`${path}.leftoverAmount`}
            label={`Leftover (${portionUnit ?? 'portions'})`}
            step={PORTION_STEP}
            hint={hints.leftoverAmount}
          />
        </Box>
        <YesNoField name={`${path}.runout`} label="Runout" />
        {runout && (
          <Box sx={fieldGrid}>
            <SurveyTimeField name={`${path}.timeOfRunout`} label="Time of Runout" />
            <SurveyNumberField
              name={`${path}.peopleNotServed`}
              label="People Not Served"
              step={PERSON_STEP}
              hint={hints.peopleNotServed}
            />
            <SurveyNumberField
              name={`${path}.suggestedContainers`}
              label="Suggested (containers)"
              step={CONTAINER_STEP}
              hint={hints.suggestedContainers}
            />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
