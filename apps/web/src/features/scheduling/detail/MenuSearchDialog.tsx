import type { MenuListItem } from '@catering/domain';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useDraftState } from '../../../components/dialog-draft';
import { useDebouncedValue } from '../../../components/usePagedSearch';
import { errorMessages } from '../../../lib/api';
import { useToast } from '../../../lib/toast';
import { type ScheduleSlot, useMenuSearch, useScheduleMenu } from './api';
import { MenuSearchResults } from './MenuSearchResults';
import { DETAIL_MESSAGES, schedulingFailure } from './messages';

interface MenuSearchDialogProps {
  slot: ScheduleSlot;
  lineName: string;
  onClose: () => void;
}

/**
 * Schedule One's menu search picker (spec 2.8, 9): master menus, 30 at a time, those
 * tagged for the slot's service line first; the search still reaches every menu.
 * Picking one schedules it at once; the server copies the master's content.
 */
export function MenuSearchDialog({ slot, lineName, onClose }: MenuSearchDialogProps) {
  const titleId = useId();
  const toast = useToast();
  // Escape keeps the search for the next opening; Cancel and a scheduled menu drop it.
  const [text, setText, discard] = useDraftState(`menu-search:${lineName}`, '');
  const q = useDebouncedValue(text.trim());
  const search = useMenuSearch(q, slot.serviceLineId);
  const schedule = useScheduleMenu();
  const rows = search.data?.pages.flatMap((page) => page.rows) ?? [];

  const pick = async (menu: MenuListItem) => {
    try {
      await schedule.mutateAsync({ slot, originalMenuId: menu.id });
      discard();
      toast.success(DETAIL_MESSAGES.scheduled);
      onClose();
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
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Schedule a {lineName} Menu</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          label="Search menus"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mb: 1 }}
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
        {search.isError && rows.length === 0 ? (
          <Alert severity="error">{errorMessages(search.error).join(' ')}</Alert>
        ) : search.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading menus" />
          </Box>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {q ? `No menus match "${q}".` : 'No menus.'}
          </Typography>
        ) : (
          <MenuSearchResults
            menus={rows}
            lineName={lineName}
            disabled={schedule.isPending}
            onPick={(menu) => void pick(menu)}
          />
        )}
        {search.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
            <Button
              onClick={() => void search.fetchNextPage()}
              disabled={search.isFetchingNextPage}
            >
              Load More
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            discard();
            onClose();
          }}
          disabled={schedule.isPending}
        >
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
