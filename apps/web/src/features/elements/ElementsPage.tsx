import type { ElementListItem } from '@catering/domain';
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
import { useMenuElementClassOptions } from '../../lib/reference-data';
import { useHasPermission } from '../../lib/session';
import { ImportButton } from '../imports';
import { useElementsPage } from './api';
import { ElementRowActions } from './ElementRowActions';

const columns: DataColumn<ElementListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (element) => (
      <Link component={RouterLink} to={`/elements/${element.id}`}>
        {element.name}
      </Link>
    ),
  },
  { key: 'tag', header: 'Tag', render: (element) => element.menuElementClassName },
  { key: 'type', header: 'Type', render: (element) => element.elementTypeName ?? NO_VALUE },
  {
    key: 'allergens',
    header: 'Allergens',
    render: (element) => element.allergenNames.join(', ') || NO_VALUE,
  },
  {
    key: 'servingTemp',
    header: 'Serving temp',
    render: (element) => element.servingTemp ?? NO_VALUE,
  },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    render: (element) => <ElementRowActions element={element} />,
  },
];

/** Route /elements: paged, searchable, filtered by tag; row actions update or copy. */
export function ElementsPage() {
  const canAdd = useHasPermission('addElement');
  const tags = useMenuElementClassOptions().data ?? [];
  const paging = usePagedSearch();
  const [tagId, setTagId] = useState('');
  const query = useElementsPage({ page: paging.page, perPage: paging.perPage, q: paging.q }, tagId);

  const tagFilter = (
    <TextField
      select
      size="small"
      label="Filter by tag"
      value={tagId}
      onChange={(event) => {
        setTagId(event.target.value);
        paging.setPage(1);
      }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">
        <em>All tags</em>
      </MenuItem>
      {tags.map((tag) => (
        <MenuItem key={tag.id} value={tag.id}>
          {tag.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <PageHeader
        title="Elements"
        actions={
          <>
            <ExportButton
              path="/v1/elements/export"
              filters={{ q: paging.q, class: tagId }}
              fileName="elements"
            />
            <ImportButton place="elements" />
            {canAdd && (
              <Button
                component={RouterLink}
                to="/elements/new"
                variant="contained"
                startIcon={<AddIcon />}
              >
                Add Element
              </Button>
            )}
          </>
        }
      />
      <DataTable
        label="Elements"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(element) => element.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={tagId ? 'There are no elements with this tag.' : 'There are no elements yet.'}
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search elements"
        toolbar={tagFilter}
      />
    </>
  );
}
