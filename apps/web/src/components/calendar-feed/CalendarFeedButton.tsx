import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useHasPermission } from '../../lib/session';
import { CalendarFeedDialog, type CalendarFeedTarget } from './CalendarFeedDialog';
import { CALENDAR_FEED_TEXT } from './messages';

/** "Calendar feed": a button and its dialog, shown to whoever may view scheduled menus. */
export function CalendarFeedButton(props: { name: string; target: CalendarFeedTarget }) {
  const [open, setOpen] = useState(false);
  const canView = useHasPermission('viewScheduleMenu');
  if (!canView) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<EventIcon />} onClick={() => setOpen(true)}>
        {CALENDAR_FEED_TEXT.button}
      </Button>
      <CalendarFeedDialog
        open={open}
        onClose={() => setOpen(false)}
        name={props.name}
        target={props.target}
      />
    </>
  );
}
