import type { ElementListItem } from '@catering/domain';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { api, errorMessages } from '../lib/api';
import { useMenuElementClassOptions } from '../lib/reference-data';
import { readDraft, useKeepDraft } from './dialog-draft';
import { useDebouncedValue } from './usePagedSearch';

/** Lookup page size of the element search; "Load More" adds as many again (spec 9). */
export const ELEMENT_SEARCH_PAGE_SIZE = 15;

interface ElementSearchPickerProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen elements, in the order they were ticked. */
  onAdd: (elements: ElementListItem[]) => void;
  /** Elements already there: shown as added, not pickable again. */
  addedIds: readonly string[];
  /** The tag the search starts filtered by ('' for all). */
  initialTagId?: string;
  /** The caller is adding the last choice (fetching details): buttons wait. */
  busy?: boolean;
  /** One element at most: ticking another replaces the choice (an add-on slot holds one). */
  single?: boolean;
  /** Dialog title; "Add Elements" unless given. */
  title?: string;
  /** Label of the confirm button when one element is chosen; "Add" unless given. */
  confirmLabel?: string;
  /** Shown at the left of the buttons, e.g. a "Create New Element" link (spec 2.8). */
  footerAction?: ReactNode;
}

/** A dialog to find elements by name and tag on the server and tick several to add. */
export function ElementSearchPicker(props: ElementSearchPickerProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{props.title ?? 'Add Elements'}</DialogTitle>
      {/* Mounted only while open: every opening starts with a fresh search and no choices,
          unless Escape closed the last one (its search and ticks are kept). */}
      {props.open && <PickerContent {...props} />}
    </Dialog>
  );
}

/** The search and the ticks that Escape keeps for the next opening (components/dialog-draft). */
interface PickerDraft {
  text: string;
  tagId: string;
  chosen: Map<string, ElementListItem>;
}

function PickerContent({
  onClose,
  onAdd,
  addedIds,
  initialTagId = '',
  busy,
  single,
  title = 'Add Elements',
  confirmLabel = 'Add',
  footerAction,
}: ElementSearchPickerProps) {
  const tags = useMenuElementClassOptions().data ?? [];
  const draftKey = `element-picker:${title}`;
  const [kept] = useState(() => readDraft<PickerDraft>(draftKey));
  const [text, setText] = useState(kept?.text ?? '');
  const [tagId, setTagId] = useState(kept?.tagId ?? initialTagId);
  const [chosen, setChosen] = useState<Map<string, ElementListItem>>(kept?.chosen ?? new Map());
  const { discard } = useKeepDraft(draftKey, () =>
    text || chosen.size > 0 ? { text, tagId, chosen } : undefined,
  );
  const q = useDebouncedValue(text.trim());
  const search = useElementSearch(q, tagId);
  const added = new Set(addedIds);
  const rows = search.data?.pages.flatMap((page) => page.rows) ?? [];

  const toggle = (element: ElementListItem) =>
    setChosen((current) => {
      const next = new Map(single ? [...current].filter(([id]) => id === element.id) : current);
      if (!next.delete(element.id)) next.set(element.id, element);
      return next;
    });

  return (
    <>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
          <TextField
            autoFocus
            fullWidth
            size="small"
            type="search"
            label="Search elements"
            value={text}
            onChange={(event) => setText(event.target.value)}
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
          <TextField
            select
            size="small"
            label="Filter by tag"
            value={tagId}
            onChange={(event) => setTagId(event.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">
              <em>All tags</em>
            </MenuItem>
            {tags.map((tag) => (
              <MenuItem key={tag.id} value={tag.id}>
                {tag.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {search.isError && rows.length === 0 ? (
          <Alert severity="error">{errorMessages(search.error).join(' ')}</Alert>
        ) : search.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label="Loading elements" />
          </Box>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {q ? `No elements match "${q}".` : 'No elements.'}
          </Typography>
        ) : (
          <List dense aria-label="Elements found">
            {rows.map((element) => {
              const isAdded = added.has(element.id);
              const secondary = [element.menuElementClassName, element.elementTypeName]
                .filter(Boolean)
                .join(' · ');
              return (
                // A label around the box: the whole row toggles it, and the row holds one
                // control (a button around a checkbox nests two).
                <ListItem key={element.id} disablePadding>
                  <Box
                    component="label"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      width: '100%',
                      px: 2,
                      borderRadius: 1,
                      cursor: isAdded ? 'default' : 'pointer',
                      color: isAdded ? 'text.disabled' : undefined,
                      '&:hover': isAdded ? undefined : { bgcolor: 'action.hover' },
                    }}
                  >
                    <ListItemIcon>
                      <Checkbox
                        edge="start"
                        disabled={isAdded}
                        checked={isAdded || chosen.has(element.id)}
                        onChange={() => toggle(element)}
                        slotProps={{ input: { 'aria-label': element.name } }}
                      />
                    </ListItemIcon>
                    <ListItemText
                      primary={element.name}
                      secondary={isAdded ? `${secondary} · Added` : secondary}
                    />
                  </Box>
                </ListItem>
              );
            })}
          </List>
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
        {footerAction && <Box sx={{ mr: 'auto' }}>{footerAction}</Box>}
        <Button
          onClick={() => {
            discard();
            onClose();
          }}
          disabled={busy}
        >
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || chosen.size === 0}
          onClick={() => {
            discard();
            onAdd([...chosen.values()]);
          }}
        >
          {chosen.size > 1 ? `Add ${chosen.size} elements` : confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}

/** Pages of 15 elements matching the search, as many as were asked for with "Load More". */
function useElementSearch(q: string, tagId: string) {
  return useInfiniteQuery({
    queryKey: ['elements', 'search', { q, tagId }] as const,
    queryFn: async ({ pageParam, signal }) => {
      const { data, meta } = await api.get('/v1/elements', {
        query: { class: tagId, q, page: pageParam, perPage: ELEMENT_SEARCH_PAGE_SIZE },
        signal,
      });
      return { rows: data, count: meta.count ?? data.length };
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length === ELEMENT_SEARCH_PAGE_SIZE && loaded < last.count
        ? lastPage + 1
        : undefined;
    },
    placeholderData: keepPreviousData,
  });
}
