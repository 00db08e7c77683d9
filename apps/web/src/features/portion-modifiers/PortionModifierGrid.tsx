import type { ScheduledPortionModifiers } from '@catering/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { cellKey, type ModifierTexts } from './portion-modifier-changes';

const INHERITED_FROM = { account: 'From account', default: 'Default' } as const;

interface PortionModifierGridProps {
  data: ScheduledPortionModifiers;
  initial: ModifierTexts;
  texts: ModifierTexts;
  readOnly: boolean;
  onChange: (key: string, text: string) => void;
}

/**
 * Accounts down, elements across. A value not set on the element for this day is inherited
 * (the account's modifier for the type, or 1.0) and says so until it is changed.
 */
export function PortionModifierGrid({
  data,
  initial,
  texts,
  readOnly,
  onChange,
}: PortionModifierGridProps) {
  const sources = new Map(
    data.modifiers.map((row) => [cellKey(row.scheduledElementId, row.accountId), row.source]),
  );
  return (
    <TableContainer>
      <Table size="small" aria-label="Portion modifiers per account and element">
        <TableHead>
          <TableRow>
            <TableCell>Account</TableCell>
            {data.elements.map((element) => (
              <TableCell key={element.id}>{element.name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell component="th" scope="row">
                {account.name}
              </TableCell>
              {data.elements.map((element) => {
                const key = cellKey(element.id, account.id);
                const text = texts[key] ?? '';
                const source = sources.get(key);
                const inheritedFrom =
                  source && source !== 'element' && text.trim() === (initial[key] ?? '')
                    ? INHERITED_FROM[source]
                    : ' ';
                return (
                  <TableCell key={element.id}>
                    <TextField
                      size="small"
                      value={text}
                      onChange={(event) => onChange(key, event.target.value)}
                      helperText={inheritedFrom}
                      sx={{ width: 110 }}
                      slotProps={{
                        htmlInput: {
                          readOnly,
                          inputMode: 'decimal',
                          'aria-label': `${element.name} for ${account.name}`,
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
