import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { NO_VALUE } from '../../lib/format';

/** Texts shorter than this fit their lines; longer ones may be cut and get the tooltip. */
const FITS = 60;

/**
 * A cell text cut after `lines` lines, whole in a tooltip. The cut is visual only: the
 * whole text stays in the page, so a screen reader reads all of it.
 */
export function ClampedText({ text, lines = 3 }: { text: string; lines?: number }) {
  if (!text) return <>{NO_VALUE}</>;
  const clamped = (
    <Box
      component="span"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'pre-line',
        overflowWrap: 'anywhere',
      }}
    >
      {text}
    </Box>
  );
  if (text.length <= FITS) return clamped;
  return (
    <Tooltip
      describeChild
      title={<Box sx={{ whiteSpace: 'pre-line' }}>{text}</Box>}
      placement="bottom-start"
    >
      {clamped}
    </Tooltip>
  );
}
