import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled part of the survey, its questions stacked in one column. Narrower padding on
 * phones than the console's FormSection, so fields keep their width at 390 px.
 */
export function SurveySection(props: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={props.title}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      <Stack spacing={3}>{props.children}</Stack>
    </Paper>
  );
}
