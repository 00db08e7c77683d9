import Alert from '@mui/material/Alert';
import { PageHeader } from '../../components/PageHeader';
import { useCurrentUser } from '../../lib/session';
import { ImportPage, type ImportPlace } from './ImportPage';
import { IMPORT_PLACES, type PlaceName } from './import-places';
import { importableKinds } from './importable-kinds';

/** The screen with the kinds the user may import; none: says so rather than fail on upload. */
function PlaceImportPage({ name }: { name: PlaceName }) {
  const place: ImportPlace = IMPORT_PLACES[name];
  const [first, ...rest] = importableKinds(useCurrentUser(), place.kinds);
  if (!first) {
    return (
      <>
        <PageHeader title="Import" />
        <Alert severity="info">
          Importing {place.back.label.toLowerCase()} needs permission to add and to edit them.
        </Alert>
      </>
    );
  }
  return <ImportPage kinds={[first, ...rest]} back={place.back} />;
}

export const IngredientImportPage = () => <PlaceImportPage name="ingredients" />;
export const ElementImportPage = () => <PlaceImportPage name="elements" />;
export const AccountImportPage = () => <PlaceImportPage name="accounts" />;
