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
import type { ScheduleSlot } from './api';
import { DETAIL_MESSAGES } from './messages';

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
 * Add One / Add Another: choose the type and go to the editor of the new add-on, which is
 * scheduled when its first slot is saved: nothing is written here, so leaving the editor
 * before leaves no empty add-on behind (issue #24, point 3).
 */
export function AddOnTypeDialog({ slot, lineName, takenTypeIds, onClose }: AddOnTypeDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const taken = new Set(takenTypeIds);
  const offered = (useAddOnTypes().data ?? []).filter((type) => !taken.has(type.id));
  const [chosen, setChosen] = useState('');
  const typeId = chosen || idOfNamed(offered, DEFAULT_ADD_ON_TYPE) || offered[0]?.id || '';

  const open = () => {
    const place = new URLSearchParams({
      marketId: slot.marketId,
      serviceLineId: slot.serviceLineId,
      date: slot.date,
      addOnTypeId: typeId,
    });
    navigate(`/scheduled-add-ons/new?${place.toString()}`);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
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
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!typeId} onClick={open}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
