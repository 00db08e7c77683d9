import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../lib/format';
import { SURVEY_DRAFT_TEXT } from './draft-messages';
import type { RestoredDraft } from './survey-draft';
import type { DraftState } from './useSurveyDraft';

/** Says the survey opened with a draft, and lets the host throw it away (asked first). */
export function SurveyDraftNotice(props: {
  restored: RestoredDraft;
  who: string | null;
  onDiscard: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const when = formatDateTime(props.restored.editedAt);
  const text =
    props.restored.from === 'server' && props.who
      ? SURVEY_DRAFT_TEXT.restoredFromServer(when, props.who)
      : SURVEY_DRAFT_TEXT.restored(when);
  return (
    <>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => setAsking(true)}>
            {SURVEY_DRAFT_TEXT.discard}
          </Button>
        }
      >
        {text}
      </Alert>
      <ConfirmDialog
        open={asking}
        destructive
        busy={busy}
        title={SURVEY_DRAFT_TEXT.discardTitle}
        message={SURVEY_DRAFT_TEXT.discardMessage}
        confirmLabel={SURVEY_DRAFT_TEXT.discard}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          setBusy(true);
          await props.onDiscard();
          setBusy(false);
          setAsking(false);
        }}
      />
    </>
  );
}

const STATE_TEXT: Record<Exclude<DraftState, 'none'>, string> = {
  saving: SURVEY_DRAFT_TEXT.saving,
  device: SURVEY_DRAFT_TEXT.onDevice,
  server: SURVEY_DRAFT_TEXT.onServer,
};

/** Where the answers typed last are, read out politely when it changes. */
export function DraftStateLine({ state }: { state: DraftState }) {
  return (
    <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
      {state === 'none' ? '' : STATE_TEXT[state]}
    </Typography>
  );
}
