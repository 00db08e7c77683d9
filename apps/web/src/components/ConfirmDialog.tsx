import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables both buttons, and spins in the confirm one, while the confirmed action runs. */
  busy?: boolean;
  destructive?: boolean;
  /** Keeps Confirm disabled, e.g. until a typed check matches. */
  confirmDisabled?: boolean;
  /** Shown under the message: details of what is confirmed, a field to type. */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Every destructive action asks first (DESIGN 6). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{props.message}</DialogContentText>
        {props.children}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {props.cancelLabel ?? 'Cancel'}
        </Button>
        <Button
          onClick={props.onConfirm}
          // Also while it fades out: busy is over by then, yet a second press would run the
          // action again.
          disabled={props.busy || !props.open || props.confirmDisabled}
          // A spinner in the button while the action runs (applying a serving schedule
          // rewrites months of events).
          loading={props.busy}
          variant="contained"
          color={props.destructive ? 'error' : 'primary'}
        >
          {props.confirmLabel ?? 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
