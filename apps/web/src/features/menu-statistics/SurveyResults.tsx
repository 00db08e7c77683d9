import {
  AGREE_SCORE_LABELS,
  type MenuStatistics,
  type PortionSuggestion,
  SERVICE_SCORE_LABELS,
} from '@catering/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { useMenuStatistics } from './api';
import { EaterScoresSection } from './EaterScoresSection';
import { FiguresTable } from './FiguresTable';

const scoreText = (score: number | null, labels: Record<number, string>) =>
  score === null ? '—' : `${score} (${labels[Math.round(score)] ?? ''})`;

/** "+20% portion", "−15% portion", "Hold portion", or why there is none yet. */
export function suggestionText(suggestion: PortionSuggestion | null): string {
  if (!suggestion) return 'Not enough surveys yet';
  if (suggestion.change === 0) return 'Hold portion';
  const percent = Math.round(Math.abs(suggestion.change) * 100);
  return `${suggestion.change > 0 ? '+' : '−'}${percent}% portion`;
}

/** The hosts' reports of a scheduled menu, read from its surveys. */
export function SurveyResults({ scheduledMenuId }: { scheduledMenuId: string }) {
  const query = useMenuStatistics(scheduledMenuId);
  return (
    <Box component="section" aria-label="Host surveys" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">
        Host surveys
      </Typography>
      {query.isPending ? (
        <LoadingRecord label="Loading host surveys" />
      ) : query.isError ? (
        <LoadFailure
          error={query.error}
          notFoundText="This menu is no longer scheduled."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Results stats={query.data} />
      )}
    </Box>
  );
}

function Results({ stats }: { stats: MenuStatistics }) {
  const { surveys, headcount, scores } = stats;
  return (
    <Stack spacing={2}>
      <FiguresTable
        label="Survey totals"
        rows={[
          ['Surveys completed', `${surveys.completed} of ${surveys.total}`],
          ['Expected headcount', headcount.expected],
          ['Actual headcount', headcount.actual],
          ['Service score', scoreText(scores.service, SERVICE_SCORE_LABELS)],
          ["Eaters enjoyed today's menu", scoreText(scores.enjoyed, AGREE_SCORE_LABELS)],
          ['Eaters understood the menu', scoreText(scores.understood, AGREE_SCORE_LABELS)],
        ]}
      />
      {stats.eaterScores && <EaterScoresSection scores={stats.eaterScores} />}
      <Typography variant="subtitle2" component="h4">
        Elements
      </Typography>
      <Stack spacing={1} component="ul" aria-label="Elements reported" sx={{ p: 0, m: 0 }}>
        {stats.elements.map((element) => (
          <Box
            component="li"
            key={element.scheduledElementId}
            aria-label={element.name}
            sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{element.name}</Typography>
              <Chip
                size="small"
                color={element.suggestion?.change ? 'warning' : 'default'}
                label={suggestionText(element.suggestion)}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {`${element.reports} reports · ${element.runouts} runouts · ${element.peopleNotServed} not served · ${element.broughtContainers} containers brought · ${element.leftoverAmount} ${element.portionUnit ?? ''} left over`}
            </Typography>
            {element.suggestion && (
              <Typography variant="body2">{element.suggestion.reason}</Typography>
            )}
          </Box>
        ))}
      </Stack>
      <Typography variant="subtitle2" component="h4">
        Comments
      </Typography>
      {stats.comments.length === 0 ? (
        <Typography color="text.secondary">No comments yet.</Typography>
      ) : (
        <Stack spacing={1} component="ul" aria-label="Comments" sx={{ p: 0, m: 0 }}>
          {stats.comments.map((comment) => (
            <Box component="li" key={comment.surveyId} sx={{ listStyle: 'none' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {comment.account}
              </Typography>
              {[comment.serviceFeedback, comment.eventDescription, comment.setupComments]
                .filter(Boolean)
                .map((text) => (
                  <Typography variant="body2" key={text}>
                    {text}
                  </Typography>
                ))}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
