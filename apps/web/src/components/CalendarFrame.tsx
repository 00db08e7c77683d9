import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useEffect, useRef } from 'react';
import { CALENDAR_HEIGHT } from '../lib/calendar-localizer';

/** The table roles react-big-calendar puts on its grids (and aria-sort on their headers). */
const GRID_ROLES = ['table', 'rowgroup', 'row', 'cell', 'gridcell', 'columnheader']
  .map((role) => `[role="${role}"]`)
  .join(',');

/**
 * react-big-calendar marks its month and week as tables whose rows hold the event buttons
 * next to the cells and whose headers sit outside any row, which no table may (axe:
 * aria-required-children and -parent, critical). Reading them as tables would not help
 * anyway: every day and every event is a button whose name says its date. So the table
 * roles are taken off, again whenever the library redraws.
 */
function useGridRolesRemoved() {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const strip = () => {
      for (const node of root.querySelectorAll(GRID_ROLES)) node.removeAttribute('role');
      for (const node of root.querySelectorAll('[aria-sort]')) node.removeAttribute('aria-sort');
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return frame;
}

/**
 * A week event grows to its text: the whole title wraps instead of being cut at the hour's
 * height (its place in the column already says the hour, so the time label goes).
 */
const WEEK_EVENTS_FIT_THEIR_TEXT = {
  '& .rbc-time-view .rbc-event': {
    height: 'auto !important',
    maxHeight: 'none',
    minHeight: '2.5em',
    overflow: 'visible',
    zIndex: 1,
  },
  '& .rbc-time-view .rbc-event-content': { flex: 'none', height: 'auto', lineHeight: 1.25 },
  '& .rbc-time-view .rbc-event-label': { display: 'none' },
} as const;

/** The box around a react-big-calendar: its height, paper, readable off-month days and week events as tall as their text. */
export function CalendarFrame(props: { children: ReactNode; sx?: SxProps<Theme> }) {
  const frame = useGridRolesRemoved();
  return (
    <Box
      ref={frame}
      sx={{
        height: CALENDAR_HEIGHT,
        bgcolor: 'background.paper',
        '& .rbc-event': { px: 0.75 },
        '& .rbc-toolbar-label': { typography: 'h6' },
        // The library's #999 on grey reads at 2.3:1; AA asks 4.5:1.
        '& .rbc-off-range': { color: 'text.secondary' },
        ...WEEK_EVENTS_FIT_THEIR_TEXT,
        ...props.sx,
      }}
    >
      {props.children}
    </Box>
  );
}
