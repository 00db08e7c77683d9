import { usePagedSearch } from '../../components/usePagedSearch';
import { CHANGE_LOG_TEXT, ChangeLogTable, useAccountChangeLog } from '../change-log';

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
