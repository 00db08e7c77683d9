import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NAME_WIDTH, STICKY_NAME_CELL } from './compact-table';

/** Most names read whole on two lines; a longer one ends in an ellipsis. */
const TWO_LINES = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  width: NAME_WIDTH,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

const ONE_LINE = {
  display: 'block',
  maxWidth: NAME_WIDTH,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

interface RowNameCellProps {
  name: string;
  /** The element's own page: the name is a link to it. */
  to?: string;
  /** Lines under the name (a label name, an alternative). */
  notes?: string[];
}

/**
 * The row's first cell, sticky: the element's name on two lines at most, cut with an
 * ellipsis when longer. The whole text stays in the page for screen readers and shows in a tooltip on
 * hover or keyboard focus.
 */
export function RowNameCell({ name, to, notes = [] }: RowNameCellProps) {
  return (
    <TableCell sx={{ ...STICKY_NAME_CELL, pr: 1 }}>
      {to ? (
        <Tooltip title={name}>
          <Link component={RouterLink} to={to} sx={TWO_LINES}>
            {name}
          </Link>
        </Tooltip>
      ) : (
        <Tooltip
          title={<span style={{ whiteSpace: 'pre-line' }}>{[name, ...notes].join('\n')}</span>}
        >
          {/* Focusable, as the ingredients' cells are, so the keyboard opens the tooltip. */}
          <Typography variant="inherit" component="div" tabIndex={0} sx={TWO_LINES}>
            {name}
          </Typography>
        </Tooltip>
      )}
      {notes.map((note) => (
        <Typography key={note} variant="caption" color="text.secondary" sx={ONE_LINE}>
          {note}
        </Typography>
      ))}
    </TableCell>
  );
}
