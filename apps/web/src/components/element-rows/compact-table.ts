/**
 * The element tables hold a dozen columns, seven of them inputs, and must fit a 1280 px
 * laptop screen beside the 240 px navigation (issue #24 point 6): smaller text, tight
 * gutters, slim inputs without spin buttons, and the table running to the edges of its card.
 */
export const COMPACT_TABLE_SX = {
  '& .MuiTableCell-root': { px: '3px', fontSize: '0.8125rem' },
  // The card's padding is the table's outer gutter: it runs to the card's edges.
  '& .MuiTableCell-root:first-of-type': { pl: 1 },
  '& .MuiTableCell-root:last-of-type': { pr: 1 },
  '& .MuiIconButton-sizeSmall': { p: 0.5 },
  '& .MuiTableCell-head': { fontSize: '0.75rem', lineHeight: 1.25, verticalAlign: 'bottom' },
  '& .MuiInputBase-root': { fontSize: '0.8125rem' },
  '& .MuiOutlinedInput-input': { px: '6px', py: '6px' },
  '& .MuiOutlinedInput-root.MuiInputBase-adornedEnd': { pr: '6px' },
  '& .MuiSelect-select.MuiInputBase-input.MuiOutlinedInput-input': { pr: '16px' },
  '& .MuiSelect-icon': { right: '-2px', fontSize: '1.25rem', top: 'calc(50% - 0.625rem)' },
  '& .MuiInputAdornment-positionEnd': { ml: '2px' },
  '& .MuiInputAdornment-root .MuiTypography-root': { fontSize: 'inherit' },
  // The arrows of a number input take a third of a narrow field; typing is how it is used.
  '& input[type=number]': { MozAppearance: 'textfield' },
  '& input[type=number]::-webkit-inner-spin-button, & input[type=number]::-webkit-outer-spin-button':
    { WebkitAppearance: 'none', m: 0 },
  '& .MuiFormHelperText-root': { mx: 0, lineHeight: 1.2 },
} as const;

/** The table runs under its card's padding (FormSection's 3), to the card's edges. */
export const FULL_BLEED_SX = {
  mx: -3,
  width: (theme: { spacing: (n: number) => string }) => `calc(100% + ${theme.spacing(6)})`,
} as const;

const STICKY = { position: 'sticky', zIndex: 2, bgcolor: 'background.paper' } as const;
/**
 * The edge the scrolled cells pass under: a shadow, since the collapsed table borders
 * would stay behind while the cell sticks.
 */
const edge = (side: 'left' | 'right') => (theme: { palette: { divider: string } }) =>
  `inset ${side === 'right' ? -1 : 1}px 0 0 ${theme.palette.divider}`;

/**
 * The name stays in view while a table too wide for the screen scrolls sideways, so every
 * input can be told apart by its row.
 */
export const STICKY_NAME_CELL = { ...STICKY, left: 0, boxShadow: edge('right') } as const;

/** The row's actions stay in view as well. */
export const STICKY_ACTIONS_CELL = {
  ...STICKY,
  right: 0,
  whiteSpace: 'nowrap',
  boxShadow: edge('left'),
} as const;

/**
 * A width that is `min` pixels on a 1280 px window, where the table just fits, and takes
 * `share` of every pixel the window is wider, up to `max`: a wider screen shows more of
 * the names and texts instead of widening the inputs.
 */
export const growWithWindow = (min: number, share: number, max: number) =>
  `clamp(${min}px, calc(${min}px + (100vw - 1280px) * ${share}), ${max}px)`;

/** The width of the name, before it is cut. */
export const NAME_WIDTH = growWithWindow(104, 0.5, 240);

/** The width of an element's ingredients or method, before they are cut. */
export const LONG_TEXT_WIDTH = growWithWindow(52, 0.2, 160);
