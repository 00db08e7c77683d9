import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { NO_VALUE } from '../../lib/format';

/**
 * Long read-only text (an element's ingredients or method) cut to one line in a table
 * cell; the whole text shows in a tooltip on hover or keyboard focus.
 */
export function TruncatedText(props: { text: string; maxWidth: number }) {
  const text = props.text.trim();
  if (!text) return <>{NO_VALUE}</>;
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{text}</span>}>
      <Typography variant="body2" noWrap tabIndex={0} sx={{ maxWidth: props.maxWidth }}>
        {text}
      </Typography>
    </Tooltip>
  );
}
