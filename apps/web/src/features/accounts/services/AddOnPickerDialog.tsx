import { ADD_ON_MESSAGES, type AddOnType, type ServiceEvent } from '@catering/domain';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAddOnTypes } from '../../../lib/reference-data';
import { useToast } from '../../../lib/toast';
import { useEventAddOnWrites } from './api';

/** The spec's exact 'Add N Add-ons', whatever N. */
export const addButtonLabel = (count: number) => `Add ${count} Add-ons`;

interface AddOnPickerDialogProps {
  accountId: string;
  event: ServiceEvent;
  onClose: () => void;
}

/**
 * Picks add-on types for a service event: a searchable list, the selection, and
 * 'Add N Add-ons', which adds each type in turn and reports each (spec 8).
 */
export function AddOnPickerDialog({ accountId, event, onClose }: AddOnPickerDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const types = useAddOnTypes().data ?? [];
  const { add } = useEventAddOnWrites(accountId, event.id);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AddOnType[]>([]);
  const onEvent = new Set(event.addOns.map((row) => row.addOnTypeId));
  const term = search.trim().toLowerCase();
  const shown = types
    .filter((type) => type.name.toLowerCase().includes(term))
    .sort((a, b) => a.name.localeCompare(b.name));
  const isSelected = (type: AddOnType) => selected.some((chosen) => chosen.id === type.id);

  const toggle = (type: AddOnType) =>
    setSelected((current) =>
      isSelected(type) ? current.filter((chosen) => chosen.id !== type.id) : [...current, type],
    );

  const addSelected = async () => {
    for (const type of selected) {
      try {
        await add.mutateAsync(type.id);
        toast.success(ADD_ON_MESSAGES.added(type.name));
      } catch {
        toast.error(ADD_ON_MESSAGES.addFailed(type.name));
      }
    }
    onClose();
  };

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>Add Add-ons</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            type="search"
            size="small"
            label="Search add-ons"
            value={search}
            onChange={(change) => setSearch(change.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <List dense aria-label="Add-on types" sx={{ maxHeight: 320, overflowY: 'auto' }}>
            {shown.map((type) => {
              const added = onEvent.has(type.id);
              return (
                <ListItem key={type.id} disablePadding>
                  <ListItemButton
                    disabled={added || add.isPending}
                    onClick={() => toggle(type)}
                    role="checkbox"
                    aria-checked={isSelected(type)}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        tabIndex={-1}
                        disableRipple
                        checked={isSelected(type)}
                        slotProps={{ input: { 'aria-hidden': true } }}
                      />
                    </ListItemIcon>
                    <ListItemText
                      primary={type.name}
                      secondary={
                        added
                          ? 'Already on this service'
                          : `${type.addOnSlots.length} slot${type.addOnSlots.length === 1 ? '' : 's'}`
                      }
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
            {shown.length === 0 && (
              <ListItem>
                <ListItemText secondary="No add-on types match the search." />
              </ListItem>
            )}
          </List>
          <section aria-label="Selected add-ons">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Selected
            </Typography>
            {selected.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nothing selected yet.
              </Typography>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {selected.map((type) => (
                  <Chip
                    key={type.id}
                    label={type.name}
                    onDelete={add.isPending ? undefined : () => toggle(type)}
                  />
                ))}
              </Stack>
            )}
          </section>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={selected.length === 0 || add.isPending}
          onClick={() => void addSelected()}
        >
          {addButtonLabel(selected.length)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
