import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useDraftState } from '../../components/dialog-draft';

interface LabelNameDialogProps {
  /** The element the label is for, named in the title. */
  elementName: string;
  initialValue: string;
  onSet: (labelName: string) => void;
  onClose: () => void;
}

/**
 * The name printed on this day's labels instead of the element's (spec 2.9): Set Name
 * stays disabled while the text is empty or only spaces; Enter confirms. Mounted only
 * while open: each opening starts from the row's current label, or from what was typed
 * before Escape closed it.
 */
export function LabelNameDialog(props: LabelNameDialogProps) {
  const [value, setValue, discard] = useDraftState(
    `label-name:${props.elementName}:${props.initialValue}`,
    props.initialValue,
  );
  const titleId = useId();
  const blank = value.trim() === '';
  const confirm = () => {
    if (blank) return;
    discard();
    props.onSet(value.trim());
  };

  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Label Name for {props.elementName}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Label Name"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // The editor's own form must not see this Enter as its submit.
            event.preventDefault();
            confirm();
          }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            discard();
            props.onClose();
          }}
        >
          Cancel
        </Button>
        <Button variant="contained" disabled={blank} onClick={confirm}>
          Set Name
        </Button>
      </DialogActions>
    </Dialog>
  );
}
