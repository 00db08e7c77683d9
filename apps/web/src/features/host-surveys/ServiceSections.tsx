import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { SurveySection } from './SurveySection';
import { SurveyNumberField, SurveyTextField, SurveyTimeField } from './SurveyTextField';
import type { SurveyFormValues } from './survey-form-values';
import { YesNoField } from './YesNoField';

/** Who came and whether anything special happened. */
export function AttendanceSection() {
  const { control } = useFormContext<SurveyFormValues>();
  const anySpecialEvents = useWatch({ control, name: 'anySpecialEvents' });
  return (
    <SurveySection title="Attendance">
      <SurveyNumberField name="actualHeadcount" label="Actual headcount" step={1} />
      <YesNoField name="anySpecialEvents" label="Special events" />
      {anySpecialEvents && (
        <SurveyTextField name="eventDescription" label="Event description" multiline />
      )}
    </SurveySection>
  );
}

/** The service's four times, two to a row where there is room. */
export function TimesSection() {
  return (
    <SurveySection title="Times">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <SurveyTimeField name="times.firstEater" label="First eater" />
        <SurveyTimeField name="times.kitchenLeaveTime" label="Kitchen leave time" />
        <SurveyTimeField name="times.lastEater" label="Last eater" />
        <SurveyTimeField name="times.startTime" label="Start time" />
      </Box>
    </SurveySection>
  );
}
