import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeedInput,
  type CreatedCalendarFeed,
  isFeedOf,
} from '@catering/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { withServerMessages } from '../../lib/failure-text';
import { useToast } from '../../lib/toast';
import { ConfirmDialog } from '../ConfirmDialog';
import { useCalendarFeeds, useCreateCalendarFeed, useRevokeCalendarFeed } from './api';
import { CALENDAR_FEED_TEXT as TEXT } from './messages';

export type CalendarFeedTarget =
  | { accountId: string }
  | { marketId: string; serviceLineId: string };

interface CalendarFeedDialogProps {
  open: boolean;
  onClose: () => void;
  /** What the calendar shows: "Acme Labs", "Phoenix Lunch". */
  name: string;
  /** Null while the target is not chosen yet (a line to pick). */
  target: CalendarFeedTarget | null;
  /** Above the address: a choice of the target, when the screen offers one. */
  children?: ReactNode;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * The person's secret iCal address of an account or of a market and line
 * (docs/calendar-feeds.md): created, shown once with Copy, replaced or revoked.
 */
export function CalendarFeedDialog(props: CalendarFeedDialogProps) {
  const { open, onClose, name, target } = props;
  const titleId = useId();
  const toast = useToast();
  const feeds = useCalendarFeeds(open);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  const [confirming, setConfirming] = useState<'new' | 'revoke' | null>(null);
  const feed = target ? feeds.data?.find((row) => isFeedOf(row, target)) : undefined;
  const shown = created && target && isFeedOf(created, target) ? created : null;

  const close = () => {
    setCreated(null);
    onClose();
  };
  const createAddress = () => {
    if (!target) return;
    setConfirming(null);
    create.mutate(target as CalendarFeedInput, {
      onSuccess: (saved) => setCreated(saved ?? null),
      onError: (error) => toast.error(withServerMessages(TEXT.createFailed, error)),
    });
  };
  const revokeAddress = () => {
    if (!feed) return;
    revoke.mutate(feed.id, {
      onSuccess: () => {
        setConfirming(null);
        setCreated(null);
        toast.success(TEXT.revoked);
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(withServerMessages(TEXT.revokeFailed, error));
      },
    });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {TEXT.title}: {name}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <DialogContentText>{TEXT.explain}</DialogContentText>
          {props.children}
          {feeds.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void feeds.refetch()}>
                  {TEXT.retry}
                </Button>
              }
            >
              {TEXT.loadFailed}
            </Alert>
          ) : feeds.isPending ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress aria-label={TEXT.loading} />
            </Box>
          ) : (
            <>
              {shown && <ShownAddress url={shown.url} />}
              {target && !shown && (
                <Typography variant="body2" color="text.secondary">
                  {feed
                    ? `Created ${when(feed.createdAt)}; ${feed.lastFetchedAt ? `last read by a calendar ${when(feed.lastFetchedAt)}` : 'not read by a calendar yet'}.`
                    : TEXT.none}
                </Typography>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {feed && (
          <Button color="error" onClick={() => setConfirming('revoke')} disabled={revoke.isPending}>
            {TEXT.revoke}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={close}>{TEXT.close}</Button>
        <Button
          variant="contained"
          disabled={!target || !feeds.data || create.isPending}
          onClick={() => (feed ? setConfirming('new') : createAddress())}
        >
          {feed ? TEXT.createNew : TEXT.create}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming === 'new'}
        title={TEXT.confirmNewTitle}
        message={TEXT.confirmNew}
        confirmLabel={TEXT.createNew}
        destructive
        onConfirm={createAddress}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title={TEXT.confirmRevokeTitle}
        message={TEXT.confirmRevoke}
        confirmLabel={TEXT.revoke}
        destructive
        busy={revoke.isPending}
        onConfirm={revokeAddress}
        onCancel={() => setConfirming(null)}
      />
    </Dialog>
  );
}

function ShownAddress({ url }: { url: string }) {
  const toast = useToast();
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      toast.success(TEXT.copied);
    } catch {
      toast.error(TEXT.copyFailed);
    }
  };
  return (
    <Stack spacing={1}>
      <Alert severity="warning">{CALENDAR_FEED_MESSAGES.shownOnce}</Alert>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label={TEXT.address}
          value={url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {TEXT.copy}
        </Button>
      </Stack>
    </Stack>
  );
}
