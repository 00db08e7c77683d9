import { useState } from 'react';
import { ExportButton } from '../../components/ExportButton';
import { usePagedSearch } from '../../components/usePagedSearch';
import {
  CHANGE_LOG_TEXT,
  ChangeLogFilterBar,
  type ChangeLogFilters,
  ChangeLogTable,
  useAccountChangeLog,
  useAccountChangePeople,
} from '../change-log';

/**
 * The account editor's Audit Trail: every change to the account and what hangs on it, in
 * sentences, filtered by kind of change, person and days, and downloaded as filtered.
 */
export function AccountAuditTrailTab({ accountId }: { accountId: string }) {
  const paging = usePagedSearch();
  const [filters, setFilters] = useState<ChangeLogFilters>({});
  const people = useAccountChangePeople(accountId);
  const query = useAccountChangeLog(
    accountId,
    { page: paging.page, perPage: paging.perPage },
    filters,
  );
  // A new filter starts again on the first page, like a new search.
  const change = (next: Partial<ChangeLogFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };

  const filtered = Object.values(filters).some(Boolean);

  return (
    <ChangeLogTable
      label={CHANGE_LOG_TEXT.accountTrail}
      query={query}
      paging={paging}
      emptyText={filtered ? CHANGE_LOG_TEXT.noChanges : CHANGE_LOG_TEXT.noAccountChanges}
      toolbar={
        <>
          <ChangeLogFilterBar filters={filters} onChange={change} people={people.data ?? []} />
          <ExportButton
            path={`/v1/accounts/${encodeURIComponent(accountId)}/change-log/export`}
            filters={{ ...filters }}
            fileName="audit-trail"
          />
        </>
      }
    />
  );
}
