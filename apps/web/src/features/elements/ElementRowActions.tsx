import type { ElementListItem } from '@catering/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useHasPermission } from '../../lib/session';
import { ELEMENT_ACTIONS } from './ElementSaveButton';
import { useCopyElement } from './useCopyElement';

/** Update, or copy into another tag or as a new element (copies need addElement). */
export function ElementRowActions({ element }: { element: ElementListItem }) {
  const canAdd = useHasPermission('addElement');
  const navigate = useNavigate();
  const { copy, isCopying } = useCopyElement();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const run = (action: () => void) => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <IconButton
        aria-label={`Actions for ${element.name}`}
        aria-haspopup="menu"
        disabled={isCopying}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run(() => navigate(`/elements/${element.id}`))}>
          {ELEMENT_ACTIONS.update}
        </MenuItem>
        <MenuItem
          disabled={!canAdd}
          onClick={() => run(() => copy({ id: element.id, mode: 'tag' }))}
        >
          {ELEMENT_ACTIONS.copyForTag}
        </MenuItem>
        <MenuItem
          disabled={!canAdd}
          onClick={() => run(() => copy({ id: element.id, mode: 'new' }))}
        >
          {ELEMENT_ACTIONS.copyAsNew}
        </MenuItem>
      </Menu>
    </>
  );
}
