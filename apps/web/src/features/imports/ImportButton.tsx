import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../lib/session';
import { IMPORT_PLACES, type PlaceName } from './import-places';
import { importableKinds } from './importable-kinds';

/** The list's Import button, shown when its user may import one of the screen's kinds. */
export function ImportButton({ place }: { place: PlaceName }) {
  const user = useCurrentUser();
  const { kinds } = IMPORT_PLACES[place];
  if (!importableKinds(user, kinds).length) return null;
  return (
    <Button component={RouterLink} to={`/${place}/import`} startIcon={<UploadFileIcon />}>
      Import
    </Button>
  );
}
