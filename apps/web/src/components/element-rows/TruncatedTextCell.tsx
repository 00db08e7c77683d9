import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NO_VALUE } from '../../lib/format';

/**
 * Long read-only text (an element's ingredients or method) cut to one line in a table
 * cell; the whole text shows in a tooltip on hover or keyboard focus.
 */
export function TruncatedTextCell(props: { text: string }) {
  const text = props.text.trim();
  return (
    <TableCell>
      {text ? (
        <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{text}</span>}>
          <Typography variant="body2" noWrap tabIndex={0} sx={{ maxWidth: 100 }}>
            {text}
          </Typography>
        </Tooltip>
      ) : (
        NO_VALUE
      )}
    </TableCell>
  );
}
