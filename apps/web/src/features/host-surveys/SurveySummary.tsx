import type { HostSurvey } from '@catering/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NO_VALUE } from '../../lib/format';
import { formatLongDate } from '../../lib/local-date';
import { SurveySection } from './SurveySection';

/** The service the survey is about, as it was scheduled: read-only. */
export function SurveySummary({ survey }: { survey: HostSurvey }) {
  const facts: [string, string][] = [
    ['Date', formatLongDate(survey.date)],
    ['Client', survey.account.name],
    ['City', survey.city || NO_VALUE],
    ['Menu', survey.scheduledMenu.name],
    ['Service line', survey.serviceLine.name],
    ['Service type', survey.serviceType?.name ?? NO_VALUE],
    ['Expected headcount', String(survey.expectedHeadcount)],
  ];
  return (
    <SurveySection title="Service">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </SurveySection>
  );
}
