import { useState } from 'react';
import { ExportButton } from '../../components/ExportButton';
import { usePagedSearch } from '../../components/usePagedSearch';
import {
  CHANGE_LOG_TEXT,
  ChangeLogFilterBar,
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
  const named = (people.data?.rows ?? []).map((person) => ({
    id: person.id,
    name: `${person.firstName} ${person.lastName}`.trim() || person.email,
  }));

  return (
    <ChangeLogTable
      label={CHANGE_LOG_TEXT.wholeLog}
      query={query}
      paging={paging}
      emptyText={CHANGE_LOG_TEXT.noChanges}
      toolbar={
        <>
          <ChangeLogFilterBar filters={filters} onChange={change} people={named} />
          <ExportButton
            path="/v1/change-log/export"
            filters={{ ...filters }}
            fileName="change-log"
          />
        </>
      }
    />
  );
}
