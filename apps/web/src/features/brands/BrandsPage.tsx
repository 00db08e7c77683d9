import type { Brand } from '@catering/domain';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { usePagedSearch } from '../../components/usePagedSearch';
import { useBrandsPage } from './api';

const columns: DataColumn<Brand>[] = [
  { key: 'name', header: 'Name', render: (brand) => brand.name },
];

/** Route /brands: read-only, paged and searchable. */
export function BrandsPage() {
  const paging = usePagedSearch();
  const query = useBrandsPage({ page: paging.page, perPage: paging.perPage, q: paging.q });
  return (
    <>
      <PageHeader title="Brands" />
      <DataTable
        label="Brands"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(brand) => brand.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="There are no brands yet."
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search brands"
      />
    </>
  );
}
