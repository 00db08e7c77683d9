import type { MenuListItem } from '@catering/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../lib/session';
import { MENU_ACTIONS } from './messages';
import { useCopyMenu } from './useCopyMenu';

/** Update, or copy into another tag or as a new menu (copies need addMenu). */
export function MenuRowActions({ menu }: { menu: MenuListItem }) {
  const canAdd = useHasPermission('addMenu');
  const navigate = useNavigate();
  const { copy, isCopying } = useCopyMenu();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const run = (action: () => void) => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <IconButton
        aria-label={`Actions for ${menu.name}`}
        aria-haspopup="menu"
        disabled={isCopying}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run(() => navigate(`/menus/${menu.id}`))}>
          {MENU_ACTIONS.update}
        </MenuItem>
        <MenuItem disabled={!canAdd} onClick={() => run(() => copy({ id: menu.id, mode: 'tag' }))}>
          {MENU_ACTIONS.copyForTag}
        </MenuItem>
        <MenuItem disabled={!canAdd} onClick={() => run(() => copy({ id: menu.id, mode: 'new' }))}>
          {MENU_ACTIONS.copyAsNew}
        </MenuItem>
      </Menu>
    </>
  );
}
