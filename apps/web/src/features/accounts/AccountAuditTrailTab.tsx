import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { usePagedSearch } from '../../components/usePagedSearch';
import { errorMessages } from '../../lib/api';
import { useToast } from '../../lib/toast';
import {
  CHANGE_LOG_TEXT,
  ChangeLogFilterBar,
  type ChangeLogFilters,
  ChangeLogTable,
  downloadAccountChangeLog,
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
  const toast = useToast();
  // A new filter starts again on the first page, like a new search.
  const change = (next: Partial<ChangeLogFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };
  const download = () =>
    downloadAccountChangeLog(accountId, filters).catch((error: unknown) =>
      toast.error(errorMessages(error).join(' ')),
    );

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
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
            {CHANGE_LOG_TEXT.downloadCsv}
          </Button>
        </>
      }
    />
  );
}
