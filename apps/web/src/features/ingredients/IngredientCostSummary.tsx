import type { Ingredient } from '@catering/domain';
import Alert from '@mui/material/Alert';
import { formatCurrency } from '../../lib/format';

/** The cost the server worked out from the preferred costed vendor, and where it is used. */
export function IngredientCostSummary({ ingredient }: { ingredient: Ingredient }) {
  const usedBy = `Used by ${ingredient.elementCount} element(s).`;
  if (ingredient.costPerUnit === null) {
    return (
      <Alert severity="warning">
        Cost per unit: not costed (no vendor has both a cost per case and units per case). {usedBy}
      </Alert>
    );
  }
  return (
    <Alert severity="info" icon={false}>
      Cost per unit: {formatCurrency(ingredient.costPerUnit, 4)} /{' '}
      {ingredient.portionUnitAbbreviation}. {usedBy}
    </Alert>
  );
}
