import type { ChangeLogPerson } from '@catering/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ChangeLogFilters } from './api';
import { CHANGE_KINDS, CHANGE_LOG_TEXT } from './messages';

interface ChangeLogFilterBarProps {
  filters: ChangeLogFilters;
  onChange: (next: Partial<ChangeLogFilters>) => void;
  people: readonly ChangeLogPerson[];
}

const chosen = (value: string) => (value === '' ? undefined : value);

/** Kind of change, person and days: laid out by the list's toolbar in a wrapping row. */
export function ChangeLogFilterBar({ filters, onChange, people }: ChangeLogFilterBarProps) {
  return (
    <>
      <TextField
        select
        label={CHANGE_LOG_TEXT.kindLabel}
        value={filters.entityType ?? ''}
        onChange={(event) => onChange({ entityType: chosen(event.target.value) })}
        sx={{ width: 190 }}
      >
        <MenuItem value="">{CHANGE_LOG_TEXT.anyKind}</MenuItem>
        {CHANGE_KINDS.map((kind) => (
          <MenuItem key={kind.value} value={kind.value}>
            {kind.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={CHANGE_LOG_TEXT.personLabel}
        value={filters.actorUserId ?? ''}
        onChange={(event) => onChange({ actorUserId: chosen(event.target.value) })}
        sx={{ width: 190 }}
      >
        <MenuItem value="">{CHANGE_LOG_TEXT.anyone}</MenuItem>
        {people.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      {(['from', 'to'] as const).map((edge) => (
        <TextField
          key={edge}
          type="date"
          label={edge === 'from' ? CHANGE_LOG_TEXT.fromLabel : CHANGE_LOG_TEXT.toLabel}
          value={filters[edge] ?? ''}
          onChange={(event) => onChange({ [edge]: chosen(event.target.value) })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 150 }}
        />
      ))}
    </>
  );
}
