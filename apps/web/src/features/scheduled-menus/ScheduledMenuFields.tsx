import TextField from '@mui/material/TextField';
import { MenuFieldsGrid } from '../menus';

/**
 * Name, tag (fixed by the master menu, shown only), cuisine, brand, the rows' allergens and
 * the description with its automation switch, which behaves as on the master menu.
 */
export function ScheduledMenuFields(props: { tagName: string }) {
  return (
    <MenuFieldsGrid tagField={<TextField fullWidth disabled label="Tag" value={props.tagName} />} />
  );
}
