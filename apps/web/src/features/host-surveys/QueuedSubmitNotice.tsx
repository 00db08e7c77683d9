import type { HostSurvey } from '@catering/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime, NO_VALUE } from '../../lib/format';
import type { QueuedSubmit } from './device-store';
import { SURVEY_QUEUE_TEXT } from './queue-messages';
import { inHostFlowOrder } from './survey-form-values';

const shown = (value: number | string | null) => (value === null ? NO_VALUE : String(value));

/** The survey as someone else saved it, beside the host's own in the form (a 409). */
function TheirVersion({ survey }: { survey: HostSurvey }) {
  const facts: [string, string][] = [
    ['Saved by', survey.user?.name ?? NO_VALUE],
    ['Saved at', survey.submittedAt ? formatDateTime(survey.submittedAt) : NO_VALUE],
    ['Actual headcount', shown(survey.actualHeadcount)],
    ['First eater', shown(survey.times.firstEater)],
    ['Last eater', shown(survey.times.lastEater)],
    ['Service score', shown(survey.serviceScore)],
    ["Eaters enjoyed today's menu", shown(survey.eatersEnjoyedScore)],
    ['Eaters understood the menu', shown(survey.eatersUnderstoodScore)],
    ...inHostFlowOrder(survey.elements).map((row): [string, string] => [
      row.scheduledElement.name,
      `brought ${shown(row.broughtContainers)}, leftover ${shown(row.leftoverAmount)}${row.runout ? ', ran out' : ''}`,
    ]),
  ];
  return (
    <Box component="dl" aria-label={SURVEY_QUEUE_TEXT.theirs} sx={{ m: 0, mt: 1 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A submit this phone made without a connection: waiting (with Send now), or refused with
 * the server's messages; refused because someone else saved meanwhile, both versions.
 */
export function QueuedSubmitNotice(props: {
  queued: QueuedSubmit;
  survey: HostSurvey;
  sending: boolean;
  onSendNow: () => void;
  onKeepTheirs: () => Promise<void>;
}) {
  const { queued } = props;
  const [askingKeep, setAskingKeep] = useState(false);
  if (queued.state === 'waiting')
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" loading={props.sending} onClick={props.onSendNow}>
            {SURVEY_QUEUE_TEXT.sendNow}
          </Button>
        }
      >
        <AlertTitle>{SURVEY_QUEUE_TEXT.waitingTitle}</AlertTitle>
        {SURVEY_QUEUE_TEXT.waiting(formatDateTime(queued.queuedAt))}
      </Alert>
    );
  if (!queued.conflict)
    return (
      <Alert severity="error">
        <AlertTitle>{SURVEY_QUEUE_TEXT.refusedTitle}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {queued.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
        {SURVEY_QUEUE_TEXT.refusedHelp}
      </Alert>
    );
  return (
    <Alert severity="warning">
      <AlertTitle>{SURVEY_QUEUE_TEXT.conflictTitle}</AlertTitle>
      <Stack spacing={1}>
        <span>{SURVEY_QUEUE_TEXT.conflictHelp}</span>
        <Typography variant="subtitle2" component="h3">
          {SURVEY_QUEUE_TEXT.theirs}
        </Typography>
        <TheirVersion survey={props.survey} />
        <Box>
          <Button variant="outlined" color="inherit" onClick={() => setAskingKeep(true)}>
            {SURVEY_QUEUE_TEXT.keepTheirs}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={askingKeep}
        destructive
        title={SURVEY_QUEUE_TEXT.keepTheirsTitle}
        message={SURVEY_QUEUE_TEXT.keepTheirsMessage}
        confirmLabel={SURVEY_QUEUE_TEXT.keepTheirs}
        onCancel={() => setAskingKeep(false)}
        onConfirm={async () => {
          await props.onKeepTheirs();
          setAskingKeep(false);
        }}
      />
    </Alert>
  );
}
