import { useParams } from 'react-router';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useMenu } from './api';
import { MenuForm } from './MenuForm';
import { MENU_TOASTS } from './messages';

/** Route /menus/new. */
export function NewMenuPage() {
  return <MenuForm />;
}

/** Route /menus/:menuId. */
export function EditMenuPage() {
  const { menuId = '' } = useParams();
  const query = useMenu(menuId);
  // Keyed by id: a copy opens in a fresh form, a refetch of the same menu keeps the edits.
  if (query.data) return <MenuForm key={menuId} menu={query.data} />;
  return (
    <>
      <PageHeader title="Menu" />
      {query.isError ? (
        <LoadFailure
          error={query.error}
          notFoundText={MENU_TOASTS.notFound}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingRecord label="Loading menu" />
      )}
    </>
  );
}
