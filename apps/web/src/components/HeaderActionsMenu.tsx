import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useId, useState } from 'react';

interface HeaderActionsMenuProps {
  /** The button's accessible name, shown as its tooltip too. */
  label: string;
  /** The menu's items (MenuItem elements, not wrapped in a fragment). */
  children: ReactNode;
}

/**
 * A page header's "more" button and the menu of further actions it opens, right-aligned
 * under it. Choosing an item closes the menu, whatever the item goes on to do (open a
 * dialog, go to another page).
 */
export function HeaderActionsMenu({ label, children }: HeaderActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuListId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuListId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuListId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { onClick: close } }}
      >
        {children}
      </Menu>
    </>
  );
}
