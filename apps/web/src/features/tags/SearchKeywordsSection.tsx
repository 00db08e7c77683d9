import { GENERIC_FAILURE, TAG_MESSAGES, type Tag } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { usePagedSearch } from '../../components/usePagedSearch';
import { errorMessages } from '../../lib/api';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useRemoveTag, useSearchKeywordsPage } from './api';
import { TagFormDialog } from './TagFormDialog';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; tag: Tag };

/** Keyword tags used to search menus; a beta feature (settings). */
export function SearchKeywordsSection() {
  const canEdit = useHasPermission('editMenu');
  const canRemove = useHasPermission('removeMenu');
  const toast = useToast();
  const paging = usePagedSearch();
  const query = useSearchKeywordsPage({ page: paging.page, perPage: paging.perPage, q: paging.q });
  const removeTag = useRemoveTag();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [tagToRemove, setTagToRemove] = useState<Tag | null>(null);

  const confirmRemove = () => {
    if (!tagToRemove?.id) {
      toast.error(TAG_MESSAGES.missingId);
      setTagToRemove(null);
      return;
    }
    removeTag.mutate(tagToRemove.id, {
      onSuccess: () => toast.success(TAG_MESSAGES.removed),
      onError: (error) => toast.error(errorMessages(error, GENERIC_FAILURE).join(' ')),
      onSettled: () => setTagToRemove(null),
    });
  };

  const columns: DataColumn<Tag>[] = [{ key: 'name', header: 'Name', render: (tag) => tag.name }];
  if (canEdit || canRemove) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (tag) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {canEdit && (
            <Button
              size="small"
              aria-label={`Edit ${tag.name}`}
              onClick={() => setEditing({ mode: 'edit', tag })}
            >
              Edit
            </Button>
          )}
          {canRemove && (
            <Button
              size="small"
              color="error"
              aria-label={`Remove ${tag.name}`}
              onClick={() => setTagToRemove(tag)}
            >
              Remove
            </Button>
          )}
        </Stack>
      ),
    });
  }

  return (
    <section aria-labelledby="search-keywords-heading">
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="search-keywords-heading" variant="h5" component="h2">
          Search Keywords
        </Typography>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ mode: 'add' })}
          >
            Add Tag
          </Button>
        )}
      </Stack>
      <DataTable
        label="Search Keywords"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(tag) => tag.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="There are no search keywords yet."
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search tags"
      />
      <TagFormDialog
        open={editing.mode !== 'closed'}
        tag={editing.mode === 'edit' ? editing.tag : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
      <ConfirmDialog
        open={tagToRemove !== null}
        title="Remove tag"
        message={`Are you sure you want to remove the tag "${tagToRemove?.name ?? ''}"?`}
        confirmLabel="Remove"
        destructive
        busy={removeTag.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setTagToRemove(null)}
      />
    </section>
  );
}
