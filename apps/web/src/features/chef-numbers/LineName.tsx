import type { ContainerTotal } from '@catering/domain';
import Chip from '@mui/material/Chip';
import { CHEF_TEXTS } from './messages';

/** A line's name with its marks: the alternative dish, and the Is Alt row of its type. */
export function LineName({ line }: { line: ContainerTotal }) {
  return (
    <>
      {line.name}
      {line.isAlternative && ` ${CHEF_TEXTS.alternative}`}
      {line.isAlternate && (
        <Chip size="small" label={CHEF_TEXTS.isAlt} sx={{ ml: 1 }} component="span" />
      )}
    </>
  );
}

/** The same as plain text, for column headers and accessible names. */
export function lineLabel(line: ContainerTotal): string {
  return line.isAlternative ? `${line.name} ${CHEF_TEXTS.alternative}` : line.name;
}
