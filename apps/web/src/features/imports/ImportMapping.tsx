import type { ImportDryRun, ImportMapping as Mapping } from '@catering/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const NO_COLUMN = '';

/**
 * One select per field: which of the file's columns holds it (remembered by the server).
 * Folded once every column is found, so the dry run shows without scrolling past them.
 */
export function ImportMapping(props: {
  result: ImportDryRun;
  disabled: boolean;
  onChange: (mapping: Mapping) => void;
}) {
  const { result } = props;
  const mapped = result.fields.filter((field) => result.mapping[field.key]).length;
  const hasProblems = result.problems.length > 0;
  return (
    <Accordion key={String(hasProblems)} defaultExpanded={hasProblems} disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="import-columns">
        <Typography variant="h6" component="h2">
          Columns: {mapped} of {result.fields.length} fields from the file
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="import-columns">
        <Table size="small" aria-label="Column mapping">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Column of the file</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {result.fields.map((field) => (
              <TableRow key={field.key}>
                <TableCell>
                  {field.label}
                  {field.required ? ' *' : ''}
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    disabled={props.disabled}
                    label={`Column for ${field.label}`}
                    value={result.mapping[field.key] ?? NO_COLUMN}
                    onChange={(event) =>
                      props.onChange({
                        ...result.mapping,
                        [field.key]: event.target.value === NO_COLUMN ? null : event.target.value,
                      })
                    }
                  >
                    <MenuItem value={NO_COLUMN}>(no column)</MenuItem>
                    {result.headers.filter(Boolean).map((header) => (
                      <MenuItem key={header} value={header}>
                        {header}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {result.extraColumns.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Ignored columns: {result.extraColumns.join(', ')}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
