import type { MenuListItem } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { ExportButton } from '../../components/ExportButton';
import { PageHeader } from '../../components/PageHeader';
import { usePagedSearch } from '../../components/usePagedSearch';
import { NO_VALUE } from '../../lib/format';
import {
  useBrandOptions,
  useCuisineTypes,
  useMenuElementClassOptions,
} from '../../lib/reference-data';
import { useHasPermission } from '../../lib/session';
import { type MenuFilters, NO_MENU_FILTERS, useMenusPage } from './api';
import { MenuRowActions } from './MenuRowActions';

const columns: DataColumn<MenuListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (menu) => (
      <Link component={RouterLink} to={`/menus/${menu.id}`}>
        {menu.name}
      </Link>
    ),
  },
  { key: 'tag', header: 'Tag', render: (menu) => menu.menuElementClassName },
  { key: 'cuisine', header: 'Cuisine', render: (menu) => menu.cuisineTypeName ?? NO_VALUE },
  { key: 'brand', header: 'Brand', render: (menu) => menu.brandName ?? NO_VALUE },
  {
    key: 'serviceLines',
    header: 'Service lines',
    render: (menu) => menu.serviceLineNames.join(', ') || NO_VALUE,
  },
  { key: 'elements', header: 'Elements', align: 'right', render: (menu) => menu.elementCount },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    render: (menu) => <MenuRowActions menu={menu} />,
  },
];

/** Route /menus: paged, searchable, filtered by brand, tag and cuisine; rows update or copy. */
export function MenusPage() {
  const canAdd = useHasPermission('addMenu');
  const brands = useBrandOptions().data ?? [];
  const tags = useMenuElementClassOptions().data ?? [];
  const cuisines = useCuisineTypes().data ?? [];
  const paging = usePagedSearch();
  const [filters, setFilters] = useState(NO_MENU_FILTERS);
  const query = useMenusPage({ page: paging.page, perPage: paging.perPage, q: paging.q }, filters);
  const filtered = Object.values(filters).some(Boolean);

  // A filter narrows the list, so the page chosen for the wider list no longer applies.
  const filter = (
    key: keyof MenuFilters,
    label: string,
    options: { id: string; name: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={filters[key]}
      onChange={(event) => {
        setFilters((current) => ({ ...current, [key]: event.target.value }));
        paging.setPage(1);
      }}
      sx={{ width: 200 }}
    >
      <MenuItem value="">
        <em>All</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title="Menus"
        actions={
          <>
            <ExportButton
              path="/v1/menus/export"
              filters={{
                q: paging.q,
                brand: filters.brandId,
                class: filters.tagId,
                cuisine: filters.cuisineTypeId,
              }}
              fileName="menus"
            />
            {canAdd && (
              <Button
                component={RouterLink}
                to="/menus/new"
                variant="contained"
                startIcon={<AddIcon />}
              >
                Add Menu
              </Button>
            )}
          </>
        }
      />
      <DataTable
        label="Menus"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(menu) => menu.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={
          filtered ? 'There are no menus matching these filters.' : 'There are no menus yet.'
        }
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search menus"
        toolbar={
          <>
            {filter('brandId', 'Filter by brand', brands)}
            {filter('tagId', 'Filter by tag', tags)}
            {filter('cuisineTypeId', 'Filter by cuisine', cuisines)}
          </>
        }
      />
    </>
  );
}
