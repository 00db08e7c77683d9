import type { EaterScores } from '@catering/domain';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * How many eaters gave each score, 5 at the top, as bars sized by their share: the
 * Feedback screen and Menu Statistics show eaters' scores alike.
 */
export function ScoreDistribution({ scores, label }: { scores: EaterScores; label: string }) {
  const largest = Math.max(1, ...scores.distribution.map((row) => row.count));
  return (
    <Stack component="ul" aria-label={label} spacing={0.5} sx={{ p: 0, m: 0, minWidth: 220 }}>
      {[...scores.distribution].reverse().map((row) => (
        <Box
          component="li"
          key={row.score}
          aria-label={`Score ${row.score}: ${row.count}`}
          sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Typography variant="body2" sx={{ width: 16, textAlign: 'right' }}>
            {row.score}
          </Typography>
          <Box sx={{ flexGrow: 1, bgcolor: 'action.hover', borderRadius: 1, height: 12 }}>
            <Box
              sx={{
                width: `${(row.count / largest) * 100}%`,
                bgcolor: 'primary.main',
                borderRadius: 1,
                height: '100%',
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ width: 32, textAlign: 'right' }}>
            {row.count}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** "4.2 of 5 (12 responses)", or that there are none. */
export const averageText = (scores: EaterScores) =>
  scores.average === null
    ? 'No responses'
    : `${scores.average.toFixed(1)} of 5 (${scores.count} ${scores.count === 1 ? 'response' : 'responses'})`;
