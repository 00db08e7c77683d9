import type { IngredientListItem } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { ExportButton } from '../../components/ExportButton';
import { PageHeader } from '../../components/PageHeader';
import { usePagedSearch } from '../../components/usePagedSearch';
import { formatCurrency, NO_VALUE } from '../../lib/format';
import { useHasPermission } from '../../lib/session';
import { ImportButton } from '../imports';
import { useIngredientsPage } from './api';

const columns: DataColumn<IngredientListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (ingredient) => (
      <Link
        component={RouterLink}
        to={`/ingredients/${ingredient.id}`}
        onClick={(event) => event.stopPropagation()}
      >
        {ingredient.name}
      </Link>
    ),
  },
  { key: 'type', header: 'Type', render: (ingredient) => ingredient.type },
  {
    key: 'proteinType',
    header: 'Protein Type',
    render: (ingredient) => ingredient.proteinType ?? NO_VALUE,
  },
  { key: 'unit', header: 'Unit', render: (ingredient) => ingredient.portionUnitAbbreviation },
  {
    key: 'costPerUnit',
    header: 'Cost per unit',
    align: 'right',
    render: (ingredient) =>
      ingredient.costPerUnit === null ? NO_VALUE : formatCurrency(ingredient.costPerUnit, 4),
  },
];

/** Route /ingredients: paged, searchable; a row opens its editor. */
export function IngredientsPage() {
  const canAdd = useHasPermission('addElement');
  const navigate = useNavigate();
  const paging = usePagedSearch();
  const query = useIngredientsPage({ page: paging.page, perPage: paging.perPage, q: paging.q });
  return (
    <>
      <PageHeader
        title="Ingredients"
        actions={
          <>
            <ExportButton
              path="/v1/ingredients/export"
              filters={{ q: paging.q }}
              fileName="ingredients"
            />
            <ImportButton place="ingredients" />
            {canAdd && (
              <Button
                component={RouterLink}
                to="/ingredients/new"
                variant="contained"
                startIcon={<AddIcon />}
              >
                Add Ingredient
              </Button>
            )}
          </>
        }
      />
      <DataTable
        label="Ingredients"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(ingredient) => ingredient.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="There are no ingredients yet."
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search ingredients"
        onRowClick={(ingredient) => navigate(`/ingredients/${ingredient.id}`)}
      />
    </>
  );
}
