import type { MenuListItem } from '@catering/domain';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';

interface MenuSearchResultsProps {
  /** In the server's order: the line's menus first, then the others. */
  menus: MenuListItem[];
  lineName: string;
  disabled: boolean;
  onPick: (menu: MenuListItem) => void;
}

/** Whether the menu is tagged for the slot's line; a row the server did not rank counts. */
const isForLine = (menu: MenuListItem) => menu.matchesServiceLine !== false;

export const notTaggedFor = (lineName: string) => `Not tagged for ${lineName}`;

/** What a scheduler weighs before picking: the menu's tag, cuisine and service lines. */
function menuFacts(menu: MenuListItem) {
  const lines = menu.serviceLineNames.length ? menu.serviceLineNames.join(', ') : 'none';
  return [
    `Tag: ${menu.menuElementClassName}`,
    `Cuisine: ${menu.cuisineTypeName ?? 'none'}`,
    `Service lines: ${lines}`,
  ].join(' · ');
}

/**
 * Schedule One's results in two parts: the menus tagged for the line, then "Other menus".
 * Each other row also says it is not tagged for the line, so a screen reader, which reads
 * the button and not the heading above it, hears it too.
 */
export function MenuSearchResults({ menus, lineName, disabled, onPick }: MenuSearchResultsProps) {
  const forLine = menus.filter(isForLine);
  const others = menus.filter((menu) => !isForLine(menu));

  const row = (menu: MenuListItem, marked: boolean) => (
    <ListItem key={menu.id} disablePadding>
      <ListItemButton disabled={disabled} onClick={() => onPick(menu)}>
        <ListItemText
          primary={menu.name}
          secondary={
            <>
              {menuFacts(menu)}
              {marked && (
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ display: 'block', color: 'warning.dark', fontWeight: 500 }}
                >
                  {notTaggedFor(lineName)}
                </Typography>
              )}
            </>
          }
        />
      </ListItemButton>
    </ListItem>
  );

  return (
    <List dense aria-label="Menus found" sx={{ pt: 0 }}>
      <ListSubheader disableSticky disableGutters>{`${lineName} menus`}</ListSubheader>
      {forLine.length ? (
        forLine.map((menu) => row(menu, false))
      ) : (
        <ListItem>
          <ListItemText secondary={`None of these menus is tagged for ${lineName}.`} />
        </ListItem>
      )}
      {others.length > 0 && (
        <>
          <ListSubheader
            disableSticky
            disableGutters
            sx={{ borderTop: 1, borderColor: 'divider', mt: 1 }}
          >
            Other menus
          </ListSubheader>
          {others.map((menu) => row(menu, true))}
        </>
      )}
    </List>
  );
}
