import type { AddOnType } from '@catering/domain';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useAddOnTypes } from '../../lib/reference-data';

function slotNames(addOnType: AddOnType): string {
  return [...addOnType.addOnSlots]
    .sort((a, b) => a.order - b.order)
    .map((slot) => slot.name)
    .join(', ');
}

const columns: DataColumn<AddOnType>[] = [
  { key: 'name', header: 'Name', render: (addOnType) => addOnType.name, width: 200 },
  {
    key: 'slotCount',
    header: 'Slots',
    align: 'right',
    width: 80,
    render: (addOnType) => addOnType.addOnSlots.length,
  },
  { key: 'slotNames', header: 'Slot names', render: slotNames },
];

/** Route /add-on-types: read-only; the list is small and arrives whole (GET /v1/add-ons). */
export function AddOnTypesPage() {
  const query = useAddOnTypes();
  return (
    <>
      <PageHeader title="Add On Types" />
      <DataTable
        label="Add On Types"
        columns={columns}
        rows={query.data}
        getRowId={(addOnType) => addOnType.id}
        isLoading={query.isPending || query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText="There are no add-on types yet."
      />
    </>
  );
}
