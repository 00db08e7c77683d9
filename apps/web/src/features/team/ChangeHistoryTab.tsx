import type { AuditEntry } from '@catering/domain';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { usePagedSearch } from '../../components/usePagedSearch';
import { formatDateTime } from '../../lib/format';
import { useTeamAuditPage } from './api';
import { TEAM_TEXT } from './messages';

const columns: DataColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: 'When',
    render: (entry) => formatDateTime(entry.at),
    width: 200,
  },
  { key: 'actor', header: 'Who', render: (entry) => entry.actor?.name ?? TEAM_TEXT.invitedPerson },
  { key: 'subject', header: 'Subject', render: (entry) => entry.subject },
  { key: 'summary', header: 'What', render: (entry) => entry.summary },
];

/** Super Admins only: who changed which user or role, newest first. */
export function ChangeHistoryTab() {
  const paging = usePagedSearch();
  const query = useTeamAuditPage({ page: paging.page, perPage: paging.perPage });
  return (
    <DataTable
      label="Change history"
      columns={columns}
      rows={query.data?.rows}
      getRowId={(entry) => entry.id}
      isLoading={query.isPending || query.isPlaceholderData}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={TEAM_TEXT.noChanges}
      paging={{ ...paging, count: query.data?.count ?? 0 }}
      searchable={false}
    />
  );
}
