import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MENU_ACTIONS } from './messages';

/**
 * The saved menu's header menu: its host flow, and its documents. The documents are
 * disabled until the PDF service arrives (the spec has the prep sheet disabled anyway).
 */
export function MenuHeaderActions({ menuId }: { menuId: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuListId = useId();
  return (
    <>
      <Tooltip title="Menu actions">
        <IconButton
          aria-label="Menu actions"
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
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to={`/menus/${menuId}/host-flow`}>
          {MENU_ACTIONS.editHostFlow}
        </MenuItem>
        <MenuItem disabled>{MENU_ACTIONS.downloadElementCards}</MenuItem>
        <MenuItem disabled>{MENU_ACTIONS.downloadPrepSheet}</MenuItem>
      </Menu>
    </>
  );
}
