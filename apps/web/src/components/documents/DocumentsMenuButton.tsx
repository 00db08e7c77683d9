import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import { type ReactNode, useId, useState } from 'react';

interface DocumentsMenuButtonProps {
  label: string;
  disabled?: boolean;
  /** The menu's items (MenuItem elements, not wrapped in a fragment); none while disabled. */
  children?: ReactNode;
}

/**
 * An outlined button opening a menu of documents to download, for a toolbar of buttons
 * (Chef numbers) where a ⋮ would hide them. Choosing an item closes the menu.
 */
export function DocumentsMenuButton({ label, disabled, children }: DocumentsMenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        disabled={disabled}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null && !disabled}
        onClose={close}
        slotProps={{ list: { onClick: close } }}
      >
        {children}
      </Menu>
    </>
  );
}
