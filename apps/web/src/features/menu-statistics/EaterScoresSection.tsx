import type { EaterScores } from '@catering/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { averageText, ScoreDistribution } from '../../components/ScoreDistribution';

/**
 * What eaters scored this menu's services on the accounts' QR form (its market, line and
 * date), beside the hosts' reports. Left out for a person who may not read eater feedback.
 */
export function EaterScoresSection({ scores }: { scores: EaterScores }) {
  return (
    <Box component="section" aria-label="Eater feedback">
      <Typography variant="subtitle2" component="h4">
        Eater feedback
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {averageText(scores)}
      </Typography>
      {scores.count > 0 && (
        <Box sx={{ maxWidth: 360 }}>
          <ScoreDistribution scores={scores} label="Eater scores" />
        </Box>
      )}
    </Box>
  );
}
