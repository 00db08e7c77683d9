import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { usePasswordVerdict } from './usePasswordVerdict';

const COLOURS = ['error', 'error', 'warning', 'info', 'success'] as const;

/**
 * A bar and a word (Weak, Fair, Good, Strong) under a new password field, with the rule it
 * breaks, if any. `id` is what the field's aria-describedby names, so a screen reader reads
 * the strength with the field; the word changes politely as one types.
 */
export function PasswordStrengthMeter(props: {
  id: string;
  password: string;
  /** False while the field shows the same rule as its error: said once is enough. */
  showProblem: boolean;
}) {
  const { id, password, showProblem } = props;
  const verdict = usePasswordVerdict(password);
  const shown = password !== '' && verdict !== undefined;
  const score = shown ? verdict.score : 0;
  return (
    <Box id={id} aria-live="polite">
      {/* A gauge, not a task in progress: ARIA's meter, so nothing waits for it to end. */}
      <LinearProgress
        role="meter"
        variant="determinate"
        value={shown ? (score + 1) * 20 : 0}
        color={COLOURS[score]}
        aria-label="Password strength"
        aria-valuetext={shown ? verdict.label : 'Nothing typed yet'}
        sx={{ height: 6, borderRadius: 3 }}
      />
      {shown && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          Strength: <strong>{verdict.label}</strong>
        </Typography>
      )}
      {shown && showProblem && verdict.problem && (
        <Typography variant="caption" component="p" color="error">
          {verdict.problem}
        </Typography>
      )}
    </Box>
  );
}
