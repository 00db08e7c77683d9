import { usePagedSearch } from '../../components/usePagedSearch';
import { useAccountChangeLog } from './api';
import { ChangeLogTable } from './ChangeLogTable';
import { CHANGE_LOG_TEXT } from './messages';

/** The account editor's Audit Trail: every change to the account and what hangs on it. */
export function AccountAuditTrailTab({ accountId }: { accountId: string }) {
  const paging = usePagedSearch();
  const query = useAccountChangeLog(accountId, { page: paging.page, perPage: paging.perPage });
  return (
    <ChangeLogTable
      label={CHANGE_LOG_TEXT.accountTrail}
      query={query}
      paging={paging}
      emptyText={CHANGE_LOG_TEXT.noAccountChanges}
    />
  );
}
