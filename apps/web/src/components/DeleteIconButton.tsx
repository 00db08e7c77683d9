import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { describeDeleteFailure } from '../lib/save-failure';
import { useToast } from '../lib/toast';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteIconButtonProps {
  /** Accessible name and tooltip, e.g. "Delete element". */
  label: string;
  confirmTitle: string;
  confirmMessage: string;
  /** Deletes the record; a 409 rejection's messages (still in use) are shown as they are. */
  deleteRecord: () => Promise<unknown>;
  deletedMessage: string;
  failureMessage: string;
  onDeleted: () => void;
  /** Why the record cannot be deleted now (still in use): the button is disabled and says so. */
  blockedReason?: string;
}

/** The delete icon of an editor's header: asks first, then reports in a toast. */
export function DeleteIconButton(props: DeleteIconButtonProps) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await props.deleteRecord();
      toast.success(props.deletedMessage);
      props.onDeleted();
    } catch (error) {
      toast.error(describeDeleteFailure(error, props.failureMessage));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  if (props.blockedReason) {
    return (
      // A disabled button takes no pointer events: the span carries the tooltip.
      <Tooltip title={props.blockedReason}>
        <span>
          <IconButton aria-label={props.label} color="error" disabled>
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  }

  return (
    <>
      <Tooltip title={props.label}>
        <IconButton aria-label={props.label} color="error" onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={props.confirmTitle}
        message={props.confirmMessage}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
