import { useParams } from 'react-router';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useElement } from './api';
import { ElementForm } from './ElementForm';

/** Route /elements/new. */
export function NewElementPage() {
  return <ElementForm />;
}

/** Route /elements/:elementId. */
export function EditElementPage() {
  const { elementId = '' } = useParams();
  const query = useElement(elementId);
  // Keyed by id: a copy opens in a fresh form, a refetch of the same element keeps the edits.
  if (query.data) return <ElementForm key={elementId} element={query.data} />;
  return (
    <>
      <PageHeader title="Element" />
      {query.isError ? (
        <LoadFailure
          error={query.error}
          notFoundText="This element does not exist (it may have been deleted)."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingRecord label="Loading element" />
      )}
    </>
  );
}
