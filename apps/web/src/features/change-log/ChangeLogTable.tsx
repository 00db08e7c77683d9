import type { ChangeLogEntry } from '@catering/domain';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../components/DataTable';
import type { PagedSearch } from '../../components/usePagedSearch';
import { formatDateTime } from '../../lib/format';
import { CHANGE_LOG_TEXT } from './messages';

/** What was sent, on one line; the whole of it in the cell's tooltip. */
function ChangeCell({ change }: { change: unknown }) {
  if (change === null || change === undefined) return <>{CHANGE_LOG_TEXT.noBody}</>;
  const text = JSON.stringify(change);
  return (
    <Typography
      variant="body2"
      title={text}
      sx={{
        fontFamily: 'monospace',
        maxWidth: 420,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Typography>
  );
}

const columns: DataColumn<ChangeLogEntry>[] = [
  { key: 'at', header: 'When', render: (entry) => formatDateTime(entry.at), width: 190 },
  { key: 'actor', header: 'Who', render: (entry) => entry.actor?.name ?? CHANGE_LOG_TEXT.nobody },
  { key: 'summary', header: 'What', render: (entry) => entry.summary },
  { key: 'change', header: 'Sent', render: (entry) => <ChangeCell change={entry.change} /> },
];

interface ChangeLogTableProps {
  label: string;
  query: {
    data?: { rows: ChangeLogEntry[]; count: number };
    error: unknown;
    isPending: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  paging: PagedSearch;
  emptyText: string;
  toolbar?: ReactNode;
}

/** A page of the change log, newest first. */
export function ChangeLogTable({ label, query, paging, emptyText, toolbar }: ChangeLogTableProps) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={query.data?.rows}
      getRowId={(entry) => entry.id}
      isLoading={query.isPending || query.isPlaceholderData}
      error={query.error}
      onRetry={() => void query.refetch()}
      emptyText={emptyText}
      paging={{ ...paging, count: query.data?.count ?? 0 }}
      searchable={false}
      toolbar={toolbar}
    />
  );
}
