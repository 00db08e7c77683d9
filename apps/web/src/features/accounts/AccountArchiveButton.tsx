import { ACCOUNT_MESSAGES, type Account, describeFirstDates } from '@catering/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { describeDeleteFailure } from '../../lib/save-failure';
import { useToast } from '../../lib/toast';
import { useArchiveAccount, useFutureServices } from './archive-api';
import { LoadingText } from './LoadingText';
import { ACCOUNT_TEXT } from './messages';

/**
 * The editor header's delete: asks first, and when services are still to come says how
 * many and from when, and offers to end the schedules and remove them in the same step
 * rather than refusing with nowhere to go.
 */
export function AccountArchiveButton({
  account,
  onArchived,
}: {
  account: Account;
  onArchived: () => void;
}) {
  const toast = useToast();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const future = useFutureServices(account.id, open);
  const archive = useArchiveAccount(account);
  const upcoming = future.data?.count ?? 0;
  const ready = future.isSuccess;

  const confirm = async () => {
    try {
      await archive.mutateAsync(upcoming);
      toast.success(ACCOUNT_MESSAGES.archived);
      onArchived();
    } catch (error) {
      toast.error(describeDeleteFailure(error, ACCOUNT_TEXT.archiveFailed));
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Tooltip title="Delete account">
        <IconButton aria-label="Delete account" color="error" onClick={() => setOpen(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={archive.isPending ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{ACCOUNT_TEXT.confirmArchiveTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{ACCOUNT_TEXT.confirmArchive(account.name)}</DialogContentText>
          {future.isPending && <LoadingText />}
          {future.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {ACCOUNT_TEXT.futureServicesFailed}
            </Alert>
          )}
          {future.data && upcoming > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {ACCOUNT_TEXT.confirmArchiveRemoving(upcoming, describeFirstDates(future.data))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={archive.isPending}>
            Cancel
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={!ready || archive.isPending}
            loading={archive.isPending}
            variant="contained"
            color="error"
          >
            {upcoming > 0 ? ACCOUNT_TEXT.archiveRemovingLabel(upcoming) : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
