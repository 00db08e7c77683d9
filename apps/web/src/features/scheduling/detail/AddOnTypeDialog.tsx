import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddOnTypes } from '../../../lib/reference-data';
import { idOfNamed } from '../../../lib/service-lines';
import { useToast } from '../../../lib/toast';
import { type ScheduleSlot, useScheduleAddOn } from './api';
import { DETAIL_MESSAGES, schedulingFailure } from './messages';

/** Spec 9: the type Add One starts on. */
const DEFAULT_ADD_ON_TYPE = 'Soup';

interface AddOnTypeDialogProps {
  slot: ScheduleSlot;
  lineName: string;
  /** Types already on this line and day: one of each (docs/scheduling.md 6). */
  takenTypeIds: readonly string[];
  onClose: () => void;
}

/**
 * Add One / Add Another: choose the type, create the add-on empty, and go to its editor,
 * where the slots are filled.
 */
export function AddOnTypeDialog({ slot, lineName, takenTypeIds, onClose }: AddOnTypeDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const schedule = useScheduleAddOn();
  const taken = new Set(takenTypeIds);
  const offered = (useAddOnTypes().data ?? []).filter((type) => !taken.has(type.id));
  const [chosen, setChosen] = useState('');
  const typeId = chosen || idOfNamed(offered, DEFAULT_ADD_ON_TYPE) || offered[0]?.id || '';

  const create = async () => {
    try {
      const created = await schedule.mutateAsync({ slot, addOnTypeId: typeId });
      navigate(`/scheduled-add-ons/${encodeURIComponent(created.id)}`);
    } catch (error) {
      toast.error(schedulingFailure(error));
    }
  };

  return (
    <Dialog
      open
      onClose={schedule.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Add a {lineName} Add-on</DialogTitle>
      <DialogContent dividers>
        {offered.length === 0 ? (
          <Typography>{DETAIL_MESSAGES.everyAddOnTypeScheduled}</Typography>
        ) : (
          <TextField
            select
            fullWidth
            label="Add-on type"
            value={typeId}
            onChange={(event) => setChosen(event.target.value)}
          >
            {offered.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={schedule.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!typeId || schedule.isPending}
          onClick={() => void create()}
        >
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
