import type { ChangeField, ChangeLogEntry } from '@catering/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../components/DataTable';
import type { PagedSearch } from '../../components/usePagedSearch';
import { formatDateTime } from '../../lib/format';
import { CHANGE_LOG_TEXT, fieldChange } from './messages';

/** Field by field, before → after, with the names the server resolved. */
function FieldsCell({ fields }: { fields: ChangeField[] }) {
  if (!fields.length) return <>{CHANGE_LOG_TEXT.noBody}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {fields.map((field) => (
        <Typography component="li" variant="body2" key={field.label}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {field.label}:
          </Box>{' '}
          {fieldChange(field)}
        </Typography>
      ))}
    </Box>
  );
}

const columns: DataColumn<ChangeLogEntry>[] = [
  { key: 'at', header: 'When', render: (entry) => formatDateTime(entry.at), width: 190 },
  { key: 'actor', header: 'Who', render: (entry) => entry.actor?.name ?? CHANGE_LOG_TEXT.nobody },
  { key: 'summary', header: 'What', render: (entry) => entry.summary },
  {
    key: 'fields',
    header: CHANGE_LOG_TEXT.changesHeader,
    render: (entry) => <FieldsCell fields={entry.fields} />,
  },
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
