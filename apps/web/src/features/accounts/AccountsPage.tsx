import type { AccountListItem } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { ExportButton } from '../../components/ExportButton';
import { PageHeader } from '../../components/PageHeader';
import { usePagedSearch } from '../../components/usePagedSearch';
import { NO_VALUE } from '../../lib/format';
import { useMarkets } from '../../lib/reference-data';
import { useHasPermission } from '../../lib/session';
import { ImportButton } from '../imports';
import { useAccountsPage } from './api';
import { ACCOUNT_TEXT } from './messages';
import { RestoreAccountButton } from './RestoreAccountButton';

const place = (account: AccountListItem) =>
  [account.city, account.state].filter(Boolean).join(', ') || NO_VALUE;

const linkedName: DataColumn<AccountListItem> = {
  key: 'name',
  header: 'Name',
  render: (account) => (
    <Link component={RouterLink} to={`/accounts/${account.id}`}>
      {account.name}
    </Link>
  ),
};

// An archived account has no editor to open: its name is plain text.
const plainName: DataColumn<AccountListItem> = {
  key: 'name',
  header: 'Name',
  render: (account) => account.name,
};

const restoreColumn: DataColumn<AccountListItem> = {
  key: 'restore',
  header: 'Actions',
  render: (account) => <RestoreAccountButton account={account} />,
};

const detailColumns: DataColumn<AccountListItem>[] = [
  { key: 'market', header: 'Market', render: (account) => account.marketName },
  { key: 'place', header: 'City/State', render: place },
  { key: 'serviceType', header: 'Service type', render: (account) => account.serviceTypeName },
  {
    key: 'pointOfContact',
    header: 'Point of contact',
    render: (account) => account.pointOfContactName ?? NO_VALUE,
  },
];

/**
 * Route /accounts: searchable, paged list of the accounts, filtered by market. The
 * archived ones are listed on request, to restore one.
 */
export function AccountsPage() {
  const canAdd = useHasPermission('addElement');
  const canRestore = useHasPermission('removeMenu');
  const markets = useMarkets().data ?? [];
  const paging = usePagedSearch();
  const [marketId, setMarketId] = useState('');
  const [archived, setArchived] = useState(false);
  const query = useAccountsPage(
    { page: paging.page, perPage: paging.perPage, q: paging.q },
    marketId,
    archived,
  );
  const columns = archived
    ? [plainName, ...detailColumns, ...(canRestore ? [restoreColumn] : [])]
    : [linkedName, ...detailColumns];
  const emptyText = archived
    ? ACCOUNT_TEXT.noArchivedAccounts
    : marketId
      ? ACCOUNT_TEXT.noAccountsInMarket
      : ACCOUNT_TEXT.noAccounts;

  return (
    <>
      <PageHeader
        title="Accounts"
        actions={
          <>
            <ExportButton
              path="/v1/accounts/export"
              filters={{ q: paging.q, marketId, archived: archived ? 'true' : undefined }}
              fileName="accounts"
            />
            <ImportButton place="accounts" />
            {canAdd && (
              <Button
                component={RouterLink}
                to="/accounts/new"
                variant="contained"
                startIcon={<AddIcon />}
              >
                Add Account
              </Button>
            )}
          </>
        }
      />
      <DataTable
        label="Accounts"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(account) => account.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={emptyText}
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search accounts"
        toolbar={
          <>
            <TextField
              select
              size="small"
              label="Market"
              value={marketId}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              onChange={(event) => {
                setMarketId(event.target.value);
                // The page chosen for the wider list does not apply to one market.
                paging.setPage(1);
              }}
              sx={{ width: 200 }}
            >
              <MenuItem value="">
                <em>All markets</em>
              </MenuItem>
              {markets.map((market) => (
                <MenuItem key={market.id} value={market.id}>
                  {market.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              label={ACCOUNT_TEXT.showArchived}
              control={
                <Switch
                  checked={archived}
                  onChange={(event) => {
                    setArchived(event.target.checked);
                    paging.setPage(1);
                  }}
                />
              }
            />
          </>
        }
      />
    </>
  );
}
