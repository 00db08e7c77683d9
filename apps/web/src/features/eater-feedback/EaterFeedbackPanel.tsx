import type { EaterFeedbackRow, EaterFeedbackSummary } from '@catering/domain';
import { formatUsDate } from '@catering/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { usePagedSearch } from '../../components/usePagedSearch';
import { errorMessages } from '../../lib/api';
import { useToast } from '../../lib/toast';
import {
  downloadEaterFeedback,
  type FeedbackFilters,
  useEaterFeedbackPage,
  useEaterFeedbackSummary,
  useMarketAccounts,
} from './api';
import { FeedbackSummary } from './FeedbackSummary';
import { FEEDBACK_TEXT } from './messages';

const accountColumn: DataColumn<EaterFeedbackRow> = {
  key: 'account',
  header: 'Account',
  render: (row) => row.account.name,
};

const columns: DataColumn<EaterFeedbackRow>[] = [
  { key: 'date', header: 'Date', render: (row) => formatUsDate(row.serviceDate), width: 110 },
  accountColumn,
  { key: 'line', header: 'Service line', render: (row) => row.serviceLine?.name ?? '—' },
  { key: 'menu', header: 'Menu', render: (row) => row.menu?.name ?? FEEDBACK_TEXT.noMenu },
  { key: 'score', header: 'Score', render: (row) => row.score, align: 'right', width: 70 },
  { key: 'comment', header: 'Comment', render: (row) => row.comment || FEEDBACK_TEXT.noComment },
];

type Chosen = Omit<FeedbackFilters, 'marketId'>;
/** An empty choice reads "All accounts" / "All menus" rather than looking unset. */
const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
const chosen = (value: string) => (value === '' ? undefined : value);

interface EaterFeedbackPanelProps {
  marketId: string;
  /** One account's feedback (its Feedback tab): no account filter, no account column. */
  accountId?: string;
  /** The market picker of the Feedback screen, first in the filters. */
  marketPicker?: ReactNode;
}

/**
 * Eater feedback of a market, or of one account: filters by account, menu and dates,
 * the summary, the comments page by page, and the CSV of the rows as filtered.
 */
export function EaterFeedbackPanel({ marketId, accountId, marketPicker }: EaterFeedbackPanelProps) {
  const paging = usePagedSearch();
  const [picked, setPicked] = useState<Chosen>({});
  const filters: FeedbackFilters = { ...picked, marketId, ...(accountId ? { accountId } : {}) };
  const summary = useEaterFeedbackSummary(filters);
  const rows = useEaterFeedbackPage({ page: paging.page, perPage: paging.perPage }, filters);
  const accounts = useMarketAccounts(marketId, !accountId);
  const toast = useToast();
  // A new filter starts again on the first page, like a new search.
  const change = (next: Partial<Chosen>) => {
    setPicked((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };
  const download = () =>
    downloadEaterFeedback(filters).catch((error: unknown) =>
      toast.error(errorMessages(error).join(' ')),
    );

  const filterBar = (
    <>
      {marketPicker}
      {!accountId && (
        <TextField
          select
          label={FEEDBACK_TEXT.accountLabel}
          value={picked.accountId ?? ''}
          onChange={(event) => change({ accountId: chosen(event.target.value) })}
          slotProps={ALL_SHOWN}
          sx={{ width: 220 }}
        >
          <MenuItem value="">{FEEDBACK_TEXT.anyAccount}</MenuItem>
          {(accounts.data ?? []).map((account) => (
            <MenuItem key={account.id} value={account.id}>
              {account.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <MenuFilter summary={summary.data} value={picked.menuId} onChange={change} />
      {(['from', 'to'] as const).map((edge) => (
        <TextField
          key={edge}
          type="date"
          label={edge === 'from' ? FEEDBACK_TEXT.fromLabel : FEEDBACK_TEXT.toLabel}
          value={picked[edge] ?? ''}
          onChange={(event) => change({ [edge]: chosen(event.target.value) })}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 160 }}
        />
      ))}
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
        {FEEDBACK_TEXT.downloadCsv}
      </Button>
    </>
  );

  return (
    <Stack spacing={2}>
      {/* The filters narrow the summary as much as the rows: they come first. */}
      <Box
        role="group"
        aria-label={FEEDBACK_TEXT.filtersLabel}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      >
        {filterBar}
      </Box>
      <FeedbackSummary query={summary} />
      <DataTable
        label={FEEDBACK_TEXT.rowsLabel}
        columns={accountId ? columns.filter((column) => column !== accountColumn) : columns}
        rows={rows.data?.rows}
        getRowId={(row) => row.id}
        isLoading={rows.isPending || rows.isPlaceholderData}
        error={rows.error}
        onRetry={() => void rows.refetch()}
        emptyText={accountId ? FEEDBACK_TEXT.emptyAccount : FEEDBACK_TEXT.empty}
        paging={{ ...paging, count: rows.data?.count ?? 0 }}
        searchable={false}
      />
    </Stack>
  );
}

/** The master menus served in the filtered feedback, whatever menu is chosen. */
function MenuFilter(props: {
  summary: EaterFeedbackSummary | undefined;
  value: string | undefined;
  onChange: (next: Partial<Chosen>) => void;
}) {
  const menus = props.summary?.menus ?? [];
  const value = props.value && menus.some((menu) => menu.id === props.value) ? props.value : '';
  return (
    <TextField
      select
      label={FEEDBACK_TEXT.menuLabel}
      value={value}
      onChange={(event) => props.onChange({ menuId: chosen(event.target.value) })}
      slotProps={ALL_SHOWN}
      sx={{ width: 260 }}
    >
      <MenuItem value="">{FEEDBACK_TEXT.anyMenu}</MenuItem>
      {menus.map((menu) => (
        <MenuItem key={menu.id} value={menu.id}>
          {`${menu.name} (${menu.count})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
