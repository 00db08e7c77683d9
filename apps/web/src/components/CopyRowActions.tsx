import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export type CopyMode = 'tag' | 'new';

/**
 * A list row's actions for things named per tag (elements, menus): Update, or copy into
 * another tag or as a new one. Copies are offered but disabled without the add permission.
 */
export function CopyRowActions(props: {
  name: string;
  editPath: string;
  canAdd: boolean;
  isCopying: boolean;
  onCopy: (mode: CopyMode) => void;
  labels: { update: string; copyForTag: string; copyAsNew: string };
}) {
  const { name, editPath, canAdd, isCopying, onCopy, labels } = props;
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const run = (action: () => void) => {
    setAnchor(null);
    action();
  };

  return (
    <>
      <IconButton
        aria-label={`Actions for ${name}`}
        aria-haspopup="menu"
        disabled={isCopying}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => run(() => navigate(editPath))}>{labels.update}</MenuItem>
        <MenuItem disabled={!canAdd} onClick={() => run(() => onCopy('tag'))}>
          {labels.copyForTag}
        </MenuItem>
        <MenuItem disabled={!canAdd} onClick={() => run(() => onCopy('new'))}>
          {labels.copyAsNew}
        </MenuItem>
      </Menu>
    </>
  );
}
