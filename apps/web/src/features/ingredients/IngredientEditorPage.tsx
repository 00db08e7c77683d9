import { useParams } from 'react-router';
import { LoadFailure, LoadingRecord } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useIngredient } from './api';
import { IngredientForm } from './IngredientForm';

/** Route /ingredients/new. */
export function NewIngredientPage() {
  return <IngredientForm />;
}

/** Route /ingredients/:ingredientId. */
export function EditIngredientPage() {
  const { ingredientId = '' } = useParams();
  const query = useIngredient(ingredientId);
  if (query.data) return <IngredientForm key={ingredientId} ingredient={query.data} />;
  return (
    <>
      <PageHeader title="Ingredient" />
      {query.isError ? (
        <LoadFailure
          error={query.error}
          notFoundText="This ingredient does not exist (it may have been deleted)."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingRecord label="Loading ingredient" />
      )}
    </>
  );
}
