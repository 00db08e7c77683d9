import { GENERIC_FAILURE, SERVICE_TYPE_MESSAGES, type ServiceType } from '@catering/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { usePagedSearch } from '../../components/usePagedSearch';
import { isApiError } from '../../lib/api';
import { useHasPermission } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useDeleteServiceType, useServiceTypesPage } from './api';

/** A 409 explains itself (the type is still in use); anything else gets the generic text. */
function deleteFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 409 && error.messages.length) {
    return error.messages.join(' ');
  }
  return GENERIC_FAILURE;
}

/** Route /service-types: paged list, delete with confirmation, add. */
export function ServiceTypesPage() {
  const canAdd = useHasPermission('addMenu');
  const canRemove = useHasPermission('removeMenu');
  const toast = useToast();
  const paging = usePagedSearch();
  const query = useServiceTypesPage({ page: paging.page, perPage: paging.perPage, q: paging.q });
  const deleteServiceType = useDeleteServiceType();
  const [toDelete, setToDelete] = useState<ServiceType | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteServiceType.mutate(toDelete.id, {
      onSuccess: () => toast.success(SERVICE_TYPE_MESSAGES.deleted),
      onError: (error) => toast.error(deleteFailureMessage(error)),
      onSettled: () => setToDelete(null),
    });
  };

  const columns: DataColumn<ServiceType>[] = [
    { key: 'name', header: 'Name', render: (serviceType) => serviceType.name },
  ];
  if (canRemove) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (serviceType) => (
        <Button
          size="small"
          color="error"
          aria-label={`Delete ${serviceType.name}`}
          onClick={() => setToDelete(serviceType)}
        >
          Delete
        </Button>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title="Service Types"
        actions={
          canAdd && (
            <Button
              component={RouterLink}
              to="/service-types/new"
              variant="contained"
              startIcon={<AddIcon />}
            >
              Add Service Type
            </Button>
          )
        }
      />
      <DataTable
        label="Service Types"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(serviceType) => serviceType.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="There are no service types yet."
        paging={{ ...paging, count: query.data?.count ?? 0 }}
        searchLabel="Search service types"
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete service type"
        message={SERVICE_TYPE_MESSAGES.confirmDelete}
        confirmLabel="Delete"
        destructive
        busy={deleteServiceType.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
