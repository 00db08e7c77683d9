import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NO_VALUE } from '../../lib/format';

/**
 * Long read-only text (an element's ingredients, method or allergens) cut to one line of
 * `width` (pixels or a CSS length) in a table cell; the whole text shows in a tooltip on hover or keyboard
 * focus, and screen readers read it whole.
 */
export function TruncatedTextCell(props: { text: string; width: number | string }) {
  const text = props.text.trim();
  return (
    <TableCell>
      {text ? (
        <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{text}</span>}>
          <Typography
            variant="inherit"
            component="div"
            noWrap
            tabIndex={0}
            sx={{ width: props.width }}
          >
            {text}
          </Typography>
        </Tooltip>
      ) : (
        NO_VALUE
      )}
    </TableCell>
  );
}

/**
 * Short read-only text (a tag, the allergens) wrapped at its spaces in a column at least
 * `minWidth` wide: shown whole, since it matters (allergens) or is rarely long (tags),
 * and no stop for the keyboard.
 */
export function WrappedTextCell(props: { text: string; minWidth: number }) {
  return (
    <TableCell>
      <Box sx={{ minWidth: props.minWidth }}>{props.text.trim() || NO_VALUE}</Box>
    </TableCell>
  );
}
