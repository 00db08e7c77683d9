import {
  eaterFeedbackInputSchema,
  PUBLIC_PAGE_MESSAGES,
  type PublicFeedbackInfo,
} from '@catering/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { usePublicFeedbackInfo, useSendFeedback } from './api';
import { PUBLIC_TEXT, SCORE_LABELS } from './messages';
import { PublicLayout } from './PublicLayout';
import { DeadLink, PublicLoadState } from './PublicLoadState';

/** Route /public/feedback/:token: an eater rates a meal at the account. */
export function PublicFeedbackPage() {
  const { token = '' } = useParams();
  const query = usePublicFeedbackInfo(token);
  const [sent, setSent] = useState(false);
  // The link died while the form was open (the account archived meanwhile).
  const [linkDead, setLinkDead] = useState(false);

  return (
    <PublicLayout>
      {linkDead ? (
        <DeadLink />
      ) : !query.data ? (
        <PublicLoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={2}>
          <Typography variant="h1">{query.data.accountName}</Typography>
          {sent ? (
            <Stack
              spacing={2}
              role="status"
              sx={{ alignItems: 'center', py: 4, textAlign: 'center' }}
            >
              <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
              <Typography variant="h2" component="p">
                {PUBLIC_PAGE_MESSAGES.thanks}
              </Typography>
            </Stack>
          ) : (
            <FeedbackForm
              token={token}
              info={query.data}
              onSent={() => setSent(true)}
              onLinkDead={() => setLinkDead(true)}
            />
          )}
        </Stack>
      )}
    </PublicLayout>
  );
}

/**
 * Too many answers from this device, or what the server refused (a date outside the last
 * 30 days, in the account's time zone), without the field names meant for developers.
 */
function describeSendFailure(error: unknown): string {
  if (isApiError(error) && error.status === 429) return PUBLIC_TEXT.rateLimited;
  if (isApiError(error) && error.status === 400) {
    const reasons = error.messages.map((message) => message.replace(/^[\w.]+: /, ''));
    return [PUBLIC_PAGE_MESSAGES.sendFailed, ...reasons].join(' ');
  }
  return PUBLIC_PAGE_MESSAGES.sendFailed;
}

function FeedbackForm(props: {
  token: string;
  info: PublicFeedbackInfo;
  onSent: () => void;
  onLinkDead: () => void;
}) {
  const send = useSendFeedback(props.token);
  // The account's market decides what 'today' is; the phone's own date may differ.
  const { today, earliestDate } = props.info;
  const [serviceDate, setServiceDate] = useState(today);
  const [serviceLineId, setServiceLineId] = useState('');
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const scoreLabelId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = eaterFeedbackInputSchema.safeParse({
      serviceDate,
      score: score ?? undefined,
      comment,
      ...(serviceLineId ? { serviceLineId } : {}),
    });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setProblems({});
    try {
      await send.mutateAsync(parsed.data);
      props.onSent();
    } catch (error) {
      if (isApiError(error) && error.status === 404) props.onLinkDead();
      else setFailure(describeSendFailure(error));
    }
  };

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={(event) => void submit(event)}>
      <Typography color="text.secondary">{PUBLIC_TEXT.feedbackIntro}</Typography>
      <TextField
        type="date"
        label="Date"
        value={serviceDate}
        onChange={(event) => setServiceDate(event.target.value)}
        error={Boolean(problems.serviceDate)}
        helperText={problems.serviceDate}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestDate, max: today } }}
      />
      {props.info.serviceLines.length > 0 && (
        <TextField
          select
          label="Meal"
          value={serviceLineId}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => setServiceLineId(event.target.value)}
        >
          <MenuItem value="">
            <em>{PUBLIC_TEXT.anyService}</em>
          </MenuItem>
          {props.info.serviceLines.map((line) => (
            <MenuItem key={line.id} value={line.id}>
              {line.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box role="group" aria-labelledby={scoreLabelId}>
        <Typography id={scoreLabelId} sx={{ fontWeight: 600, mb: 1 }}>
          Your score
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 1 }}>
          {SCORE_LABELS.map((option) => {
            const chosen = score === option.score;
            return (
              <Button
                key={option.score}
                variant={chosen ? 'contained' : 'outlined'}
                aria-pressed={chosen}
                onClick={() => setScore(option.score)}
                sx={{
                  minHeight: 84,
                  minWidth: 0,
                  px: 0.5,
                  pt: 1,
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                  lineHeight: 1.15,
                  textTransform: 'none',
                }}
              >
                <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
                  {option.score}
                </Box>
                {/* The name read out is "4 Good", what the button shows. */}{' '}
                <Box component="span" sx={{ fontSize: '0.85rem' }}>
                  {option.label}
                </Box>
              </Button>
            );
          })}
        </Box>
        {problems.score && (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {problems.score}
          </Typography>
        )}
      </Box>
      <TextField
        multiline
        minRows={3}
        label="Comment (optional)"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={Boolean(problems.comment)}
        helperText={problems.comment}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={send.isPending}
        sx={{ minHeight: 56 }}
      >
        Send
      </Button>
    </Stack>
  );
}
