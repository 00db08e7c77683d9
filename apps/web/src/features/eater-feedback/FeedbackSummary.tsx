import type { EaterFeedbackSummary } from '@catering/domain';
import { formatUsDate } from '@catering/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { averageText, ScoreDistribution } from '../../components/ScoreDistribution';
import { FEEDBACK_TEXT } from './messages';

interface FeedbackSummaryProps {
  query: {
    data?: EaterFeedbackSummary;
    error: unknown;
    isPending: boolean;
    refetch: () => unknown;
  };
}

/** The filtered feedback at a glance: average, the scores' spread and the dishes named. */
export function FeedbackSummary({ query }: FeedbackSummaryProps) {
  if (query.isPending) return <LoadingRecord label={FEEDBACK_TEXT.loadingSummary} />;
  if (query.error || !query.data)
    return (
      <LoadFailure
        error={query.error}
        notFoundText={FEEDBACK_TEXT.notFound}
        onRetry={() => void query.refetch()}
      />
    );
  const summary = query.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={FEEDBACK_TEXT.summaryLabel}
      sx={{ p: 2 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {FEEDBACK_TEXT.shownDates(formatUsDate(summary.from), formatUsDate(summary.to))}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Box>
          <Typography variant="subtitle2" component="h2">
            {FEEDBACK_TEXT.average}
          </Typography>
          <Typography variant="h4" component="p">
            {summary.average === null ? '—' : summary.average.toFixed(1)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {averageText(summary)}
          </Typography>
        </Box>
        <Box sx={{ flex: 1, maxWidth: 360 }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
            {FEEDBACK_TEXT.distribution}
          </Typography>
          <ScoreDistribution scores={summary} label={FEEDBACK_TEXT.distribution} />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
            {FEEDBACK_TEXT.elementsMentioned}
          </Typography>
          {summary.elementsMentioned.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {FEEDBACK_TEXT.noMentions}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={FEEDBACK_TEXT.elementsMentioned}
              sx={{ p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {summary.elementsMentioned.map((element) => (
                <Box component="li" key={element.name} sx={{ listStyle: 'none' }}>
                  <Chip label={`${element.name} · ${element.count}`} variant="outlined" />
                </Box>
              ))}
            </Box>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
