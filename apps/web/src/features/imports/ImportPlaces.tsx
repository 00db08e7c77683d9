import { ImportPage } from './ImportPage';

/** Each list's Import screen: the kinds of file it takes, and the list it returns to. */
export function IngredientImportPage() {
  return (
    <ImportPage
      kinds={['ingredients', 'price-list']}
      back={{ to: '/ingredients', label: 'Ingredients' }}
    />
  );
}
