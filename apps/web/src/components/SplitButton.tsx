import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState } from 'react';

export interface SplitButtonAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

interface SplitButtonProps {
  /** The main action, on the button itself. */
  primary: SplitButtonAction;
  /** The other actions, in the dropdown. */
  actions: SplitButtonAction[];
  /** Accessible name of the dropdown toggle, e.g. "More save options". */
  menuLabel: string;
  /** Disables every action while one runs. */
  busy?: boolean;
}

/**
 * A main button with a dropdown of related actions (Save / Save & Create Another,
 * Update / Copy & create ...), as the menu and element editors have.
 */
export function SplitButton({ primary, actions, menuLabel, busy }: SplitButtonProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();

  const run = (action: SplitButtonAction) => {
    setOpen(false);
    action.onClick();
  };

  return (
    <>
      <ButtonGroup variant="contained" ref={anchorRef} disabled={busy}>
        <Button onClick={primary.onClick} disabled={busy || primary.disabled}>
          {primary.label}
        </Button>
        <Button
          size="small"
          aria-label={menuLabel}
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          disabled={busy || actions.length === 0}
          onClick={() => setOpen((current) => !current)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={anchorRef.current}
        open={open}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map((action) => (
          // A choice closes the menu, but its items stay clickable while it fades out.
          <MenuItem
            key={action.label}
            disabled={busy || action.disabled}
            onClick={() => run(action)}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
