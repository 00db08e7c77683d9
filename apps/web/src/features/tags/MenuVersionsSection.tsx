import type { MenuElementClass } from '@catering/domain';
import Typography from '@mui/material/Typography';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { usePagedSearch } from '../../components/usePagedSearch';
import { useMenuVersionsPage } from './api';

const columns: DataColumn<MenuElementClass>[] = [
  { key: 'name', header: 'Name', render: (menuVersion) => menuVersion.name },
];

/** Menu versions are the menu element classes ("tags" of menus and elements); read-only here. */
export function MenuVersionsSection() {
  const paging = usePagedSearch();
  const query = useMenuVersionsPage({ page: paging.page, perPage: paging.perPage, q: paging.q });
  return (
    <section aria-labelledby="menu-versions-heading">
      <Typography id="menu-versions-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        Menu Versions
      </Typography>
      <DataTable
        label="Menu Versions"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(menuVersion) => menuVersion.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="There are no menu versions yet."
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search menu versions"
      />
    </section>
  );
}
