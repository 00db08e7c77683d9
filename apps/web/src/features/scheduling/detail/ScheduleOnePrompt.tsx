import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useHasPermission } from '../../../lib/session';
import type { ScheduleSlot } from './api';
import { MenuSearchDialog } from './MenuSearchDialog';
import { DETAIL_MESSAGES } from './messages';

/** An empty line: says so, and offers Schedule One to those who may schedule (spec 2.8, 6). */
export function ScheduleOnePrompt({ slot, lineName }: { slot: ScheduleSlot; lineName: string }) {
  const canAdd = useHasPermission('addScheduleMenu');
  const [picking, setPicking] = useState(false);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography color="text.secondary">{DETAIL_MESSAGES.nothingScheduled(lineName)}</Typography>
      {canAdd && (
        <Button variant="contained" onClick={() => setPicking(true)}>
          Schedule One
        </Button>
      )}
      {picking && (
        <MenuSearchDialog slot={slot} lineName={lineName} onClose={() => setPicking(false)} />
      )}
    </Stack>
  );
}
