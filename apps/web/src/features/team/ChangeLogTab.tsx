import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { usePagedSearch } from '../../components/usePagedSearch';
import {
  CHANGE_KINDS,
  CHANGE_LOG_TEXT,
  type ChangeLogFilters,
  ChangeLogTable,
  useChangeLogPage,
} from '../change-log';
import { useTeamUsersPage } from './api';

/** Manage Team's Change Log (Super Admin): every change in the console, with filters. */
export function ChangeLogTab() {
  const paging = usePagedSearch();
  const [filters, setFilters] = useState<ChangeLogFilters>({});
  const people = useTeamUsersPage({ page: 1, perPage: 100, q: '' });
  const query = useChangeLogPage({ page: paging.page, perPage: paging.perPage }, filters);
  // A new filter starts again on the first page, like a new search.
  const change = (next: Partial<ChangeLogFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };
  const select = (value: string) => (value === '' ? undefined : value);

  const toolbar = (
    // The list's toolbar lays these out in a wrapping row.
    <>
      <TextField
        select
        label={CHANGE_LOG_TEXT.kindLabel}
        value={filters.entityType ?? ''}
        onChange={(event) => change({ entityType: select(event.target.value) })}
        sx={{ width: 220 }}
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
        onChange={(event) => change({ actorUserId: select(event.target.value) })}
        sx={{ width: 240 }}
      >
        <MenuItem value="">{CHANGE_LOG_TEXT.anyone}</MenuItem>
        {(people.data?.rows ?? []).map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {`${person.firstName} ${person.lastName}`.trim() || person.email}
          </MenuItem>
        ))}
      </TextField>
      {(['from', 'to'] as const).map((edge) => (
        <TextField
          key={edge}
          type="date"
          label={edge === 'from' ? CHANGE_LOG_TEXT.fromLabel : CHANGE_LOG_TEXT.toLabel}
          value={filters[edge] ?? ''}
          onChange={(event) => change({ [edge]: select(event.target.value) })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 180 }}
        />
      ))}
    </>
  );

  return (
    <ChangeLogTable
      label={CHANGE_LOG_TEXT.wholeLog}
      query={query}
      paging={paging}
      emptyText={CHANGE_LOG_TEXT.noChanges}
      toolbar={toolbar}
    />
  );
}
