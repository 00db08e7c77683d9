import { IMPORT_OUTCOMES, type ImportDryRun, type ImportOutcome } from '@catering/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatCount } from './format-count';

const LABELS: Record<ImportOutcome, string> = {
  create: 'Create',
  update: 'Update',
  unchanged: 'Unchanged',
  refused: 'Refused',
};
const COLOURS = {
  create: 'success',
  update: 'info',
  unchanged: 'default',
  refused: 'error',
} as const;

/** The dry run's rows with their outcome, what changes or why refused; filtered by outcome. */
export function ImportResult({ result }: { result: ImportDryRun }) {
  const [shown, setShown] = useState<ImportOutcome | 'all'>('all');
  const rows = result.rows.filter((row) => shown === 'all' || row.outcome === shown);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        Dry run
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={shown}
        onChange={(_, value) => value && setShown(value)}
        aria-label="Show rows"
      >
        <ToggleButton value="all">All</ToggleButton>
        {IMPORT_OUTCOMES.map((outcome) => (
          <ToggleButton key={outcome} value={outcome}>
            {LABELS[outcome]} ({formatCount(result.counts[outcome])})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Table size="small" aria-label="Rows of the file">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Item</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              <TableCell>
                <Chip size="small" label={LABELS[row.outcome]} color={COLOURS[row.outcome]} />
              </TableCell>
              <TableCell>{row.label}</TableCell>
              <TableCell>
                {[...row.changes, ...row.reasons].map((text) => (
                  <div key={text}>{text}</div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {result.rowsLeftOut > 0 && (
        <Typography variant="body2" color="text.secondary">
          {formatCount(result.rowsLeftOut)} more rows are counted above but not listed.
        </Typography>
      )}
    </Stack>
  );
}
