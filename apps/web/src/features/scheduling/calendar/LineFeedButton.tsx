import type { ServiceLine } from '@catering/domain';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { CalendarFeedDialog } from '../../../components/calendar-feed/CalendarFeedDialog';
import { CALENDAR_FEED_TEXT } from '../../../components/calendar-feed/messages';
import { useHasPermission } from '../../../lib/session';

/**
 * The calendar's "Calendar feed": the scheduled menus of this market and one line, which
 * the dialog lets the person choose (the one line shown, when only one is).
 */
export function LineFeedButton(props: {
  market: { id: string; name: string };
  lines: readonly ServiceLine[];
  shownLineId: string | null;
}) {
  const { market, lines } = props;
  const [open, setOpen] = useState(false);
  const [lineId, setLineId] = useState('');
  const canView = useHasPermission('viewScheduleMenu');
  if (!canView || lines.length === 0) return null;
  const line = lines.find((candidate) => candidate.id === lineId);
  const openDialog = () => {
    setLineId(props.shownLineId ?? lines[0]?.id ?? '');
    setOpen(true);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<EventIcon />} onClick={openDialog}>
        {CALENDAR_FEED_TEXT.button}
      </Button>
      <CalendarFeedDialog
        open={open}
        onClose={() => setOpen(false)}
        name={`${market.name} ${line?.name ?? ''}`.trim()}
        target={line ? { marketId: market.id, serviceLineId: line.id } : null}
      >
        <TextField
          select
          size="small"
          label="Service line"
          value={lineId}
          onChange={(event) => setLineId(event.target.value)}
        >
          {lines.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {candidate.name}
            </MenuItem>
          ))}
        </TextField>
      </CalendarFeedDialog>
    </>
  );
}
