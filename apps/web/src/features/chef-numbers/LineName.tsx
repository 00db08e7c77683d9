import { type ContainerTotal, shareNote } from '@catering/domain';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { CHEF_TEXTS } from './messages';

/**
 * A line's name with its marks: the alternative dish, the Is Alt row of its type, and the
 * share of its type's eaters when the row is one of a choice.
 */
export function LineName({ line }: { line: ContainerTotal }) {
  const note = shareNote(line);
  return (
    <>
      {line.name}
      {line.isAlternative && ` ${CHEF_TEXTS.alternative}`}
      {line.isAlternate && (
        <Chip size="small" label={CHEF_TEXTS.isAlt} sx={{ ml: 1 }} component="span" />
      )}
      {note && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', color: 'text.secondary' }}
        >
          {note}
        </Typography>
      )}
    </>
  );
}

/** The same as plain text, for column headers and accessible names. */
export function lineLabel(line: ContainerTotal): string {
  return line.isAlternative ? `${line.name} ${CHEF_TEXTS.alternative}` : line.name;
}
