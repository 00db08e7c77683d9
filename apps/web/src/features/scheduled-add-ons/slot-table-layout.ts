import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The slot table fits the content area at 1280 px (1280 - 240 drawer - padding, about
 * 990 px) without sideways scrolling (issue #24, point 6): fixed column widths, the two
 * long kitchen texts share what is left. Narrower screens scroll the table, with the slot
 * name and the actions held in place.
 */
export const SLOT_COLUMNS = [
  { label: 'Slot', width: 100 },
  { label: 'Element', width: 140 },
  { label: 'Ingredients' },
  { label: 'Method' },
  { label: 'Serving Temperature', width: 104 },
  { label: 'Allergens', width: 130 },
  { label: 'Container', width: 100 },
] as const;

export const ACTIONS_WIDTH = 168;

/** Below this the table scrolls inside its container rather than squeezing the texts. */
export const SLOT_TABLE_MIN_WIDTH = 960;

/** Cells are drawn on the paper so scrolled cells pass under the held columns. */
const held = { position: 'sticky', zIndex: 1, bgcolor: 'background.paper' } as const;

export const SLOT_NAME_CELL: SxProps<Theme> = {
  ...held,
  left: 0,
  verticalAlign: 'top',
  fontWeight: 500,
  overflowWrap: 'anywhere',
};

export const ACTIONS_CELL: SxProps<Theme> = { ...held, right: 0, verticalAlign: 'top' };

export const TOP_CELL: SxProps<Theme> = { verticalAlign: 'top', overflowWrap: 'anywhere' };
